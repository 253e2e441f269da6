/**
 * `reset_password`: asks for a password in a form, which the spec forbids (client/elicitation
 * "Security considerations": servers MUST NOT request passwords, API keys, tokens or
 * payment credentials through form mode; use URL mode). It exists to show the client's
 * secret-field warning. The password is never echoed, logged or stored.
 */
import { inputRequired } from '@modelcontextprotocol/server';
import { RETRY_NOTE, form, readForm, refusal, text, type DemoTool, type FormSchema } from './shared.ts';

export const PASSWORD_SCHEMA: FormSchema = {
  type: 'object',
  properties: {
    username: { type: 'string', title: 'Username', default: 'demo-user' },
    password: { type: 'string', title: 'New password', description: 'At least 8 characters.', minLength: 8 },
  },
  required: ['username', 'password'],
};

export const resetPassword: DemoTool = {
  name: 'reset_password',
  title: 'Reset password (asks for a secret: bad practice)',
  description:
    'Asks for a new PASSWORD in a form field, which MCP servers must not do (secrets belong in URL mode, on the ' +
    "service's own page). It exists to show the client's warning about secret fields. The demo discards the password.",
  async run(ctx) {
    const answer = readForm(ctx, 'credentials', PASSWORD_SCHEMA);
    switch (answer.kind) {
      case 'accept':
        return text(`Password for "${String(answer.content.username)}" would be reset (the demo discarded it).`);
      case 'decline':
      case 'cancel':
        return refusal(answer.kind, 'reset the password');
      default:
        return inputRequired({
          inputRequests: {
            credentials: form(`${answer.kind === 'invalid' ? RETRY_NOTE : ''}Choose a new password for your account.`, PASSWORD_SCHEMA),
          },
        });
    }
  },
};
