/**
 * `contact_form`: one form with every field kind the spec defines (2026-07-28 schema.ts
 * PrimitiveSchemaDefinition), each with a default (SEP-1034). The result is the accepted
 * content, echoed exactly as JSON, so a test can compare it with what it submitted.
 */
import { inputRequired } from '@modelcontextprotocol/server';
import { RETRY_NOTE, form, readForm, refusal, text, type DemoTool, type FormSchema } from './shared.ts';

export const CONTACT_SCHEMA: FormSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Full name', minLength: 2, maxLength: 60, default: 'Ada Lovelace' },
    email: { type: 'string', title: 'Email', format: 'email', default: 'ada@example.com' },
    website: { type: 'string', title: 'Website', format: 'uri', default: 'https://example.com/ada' },
    birthday: { type: 'string', title: 'Birthday', format: 'date', default: '1815-12-10' },
    call_at: {
      type: 'string',
      title: 'Call me at',
      description: 'When we may phone you (date and time).',
      format: 'date-time',
      default: '2026-08-01T09:30:00Z',
    },
    age: { type: 'integer', title: 'Age', minimum: 0, maximum: 150, default: 36 },
    budget: { type: 'number', title: 'Budget (EUR)', minimum: 0, maximum: 10000, default: 2500.5 },
    newsletter: { type: 'boolean', title: 'Subscribe to the newsletter', default: true },
    contact_method: { type: 'string', title: 'Preferred contact', enum: ['email', 'phone', 'post'], default: 'email' },
    plan: {
      type: 'string',
      title: 'Plan',
      oneOf: [
        { const: 'free', title: 'Free' },
        { const: 'pro', title: 'Pro' },
        { const: 'team', title: 'Team' },
      ],
      default: 'pro',
    },
    country: {
      type: 'string',
      title: 'Country',
      enum: ['gb', 'fr', 'de'],
      enumNames: ['United Kingdom', 'France', 'Germany'],
      default: 'gb',
    },
    interests: {
      type: 'array',
      title: 'Interests',
      description: 'Topics you would like to hear about.',
      minItems: 1,
      maxItems: 3,
      items: { type: 'string', enum: ['ai', 'security', 'design', 'ops'] },
      default: ['ai'],
    },
    languages: {
      type: 'array',
      title: 'Languages',
      description: 'At most two.',
      maxItems: 2,
      items: {
        anyOf: [
          { const: 'en', title: 'English' },
          { const: 'fr', title: 'French' },
          { const: 'de', title: 'German' },
          { const: 'ja', title: 'Japanese' },
        ],
      },
      default: ['en'],
    },
  },
  required: ['name', 'email', 'contact_method'],
};

const MESSAGE = 'Tell us how to reach you. Every field has a default; change what you like.';

export const contactForm: DemoTool = {
  name: 'contact_form',
  title: 'Contact form (every field kind)',
  description:
    'Asks for contact details in ONE form that uses every field kind of MCP elicitation, each with a default: ' +
    'text with length limits, email, URI, date and date-time strings, integer and number with bounds, a boolean, ' +
    'an untitled enum, a titled (oneOf) enum, a legacy enum with enumNames, and untitled and titled multi-selects ' +
    'with item limits. The result is exactly the submitted content as JSON; decline and cancel are reported distinctly.',
  async run(ctx) {
    const answer = readForm(ctx, 'contact', CONTACT_SCHEMA);
    switch (answer.kind) {
      case 'accept':
        return text(JSON.stringify(answer.content));
      case 'decline':
      case 'cancel':
        return refusal(answer.kind, 'share your contact details');
      default:
        return inputRequired({
          inputRequests: { contact: form((answer.kind === 'invalid' ? RETRY_NOTE : '') + MESSAGE, CONTACT_SCHEMA) },
        });
    }
  },
};
