/** The same app with JSON Forms: @jsonforms/react's JsonForms and its vanilla renderers (JSON Forms validates with its own ajv). */
import { createRoot } from 'react-dom/client';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';

const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] };

createRoot(document.getElementById('root')!).render(
  <JsonForms schema={schema} data={{}} renderers={vanillaRenderers} cells={vanillaCells} onChange={({ data }) => console.log(data)} />,
);
