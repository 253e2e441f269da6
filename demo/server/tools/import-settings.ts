/**
 * `import_settings`: deliberately asks with a schema the spec does not allow: a nested
 * object (requestedSchema properties must be flat primitives, 2026-07-28 schema.ts
 * `PrimitiveSchemaDefinition`), to show how a client guards against it.
 *
 * SDK note: `inputRequired.elicit` passes a raw JSON Schema through unchecked (only a
 * Standard Schema, e.g. zod, is converted and refused), so the literal below reaches the
 * wire as is. Its TypeScript type rejects the nesting, hence the cast. The SDK *client*
 * (2.4.0) validates every embedded `elicitation/create` before calling its handler and
 * rejects this one ("Invalid elicitation request"): with auto-fulfilment the whole call
 * fails; a client in manual mode (`autoFulfill: false`) receives it untouched.
 */
import { inputRequired } from '@modelcontextprotocol/server';
import { form, readForm, refusal, text, type DemoTool, type FormSchema } from './shared.ts';

export const NESTED_SCHEMA = {
  type: 'object',
  properties: {
    profile: {
      type: 'object',
      title: 'Profile',
      properties: {
        display_name: { type: 'string', title: 'Display name' },
        theme: { type: 'string', title: 'Theme', enum: ['light', 'dark'] },
      },
    },
    overwrite: { type: 'boolean', title: 'Overwrite existing settings', default: false },
  },
} as const;

const SCHEMA = NESTED_SCHEMA as unknown as FormSchema;

export const importSettings: DemoTool = {
  name: 'import_settings',
  title: 'Import settings (unsupported schema)',
  description:
    'Asks for settings with a NESTED OBJECT field, which MCP elicitation does not allow (form fields must be flat ' +
    'strings, numbers, booleans or enums). A careful client does not draw that field, says why and leaves it out, ' +
    'while the flat field can still be answered. ' +
    'If a client does answer, the result echoes what it sent.',
  async run(ctx) {
    const answer = readForm(ctx, 'settings', SCHEMA);
    if (answer.kind === 'decline' || answer.kind === 'cancel') return refusal(answer.kind, 'import settings');
    if (answer.kind === 'accept') return text(`Imported: ${JSON.stringify(answer.content)}`);
    return inputRequired({ inputRequests: { settings: form('Paste your settings profile to import.', SCHEMA) } });
  },
};
