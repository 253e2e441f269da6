/** The same app with @rjsf/core's Form and the ajv 8 validator it recommends. */
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';

const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] };

createRoot(document.getElementById('root')!).render(
  <Form schema={schema} validator={validator} onSubmit={({ formData }) => console.log(formData)} />,
);
