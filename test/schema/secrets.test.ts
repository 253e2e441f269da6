/** The secret heuristic: names (key, title) count any secret word, descriptions only plain, un-negated requests. */
import { describe, expect, it } from 'vitest';
import { formModel } from '../../src/schema/form-model';
import { looksSecret } from '../../src/schema/secrets';

const field = (key: string, raw: Record<string, unknown>) =>
  formModel({ type: 'object', properties: { [key]: raw } }).fields[0]!;

describe('the secret heuristic', () => {
  it('does not flag the everything server integer whose description tells the user not to give a pin', () => {
    // @modelcontextprotocol/server-everything, trigger-elicitation-request, property `integer`.
    const integer = field('integer', {
      title: 'Integer',
      type: 'integer',
      description: 'Your favorite integer (do not give us your phone number, pin, or other sensitive info)',
      minimum: 1,
      maximum: 100,
      default: 42,
    });
    expect(integer.sensitive).toBe(false);
  });

  it.each([
    'Do not paste your password here',
    "Don't enter an API key: we only need the repository name",
    'We never ask for credit card numbers',
    'Works without credentials',
    'No access token needed',
  ])('reads a negated credential word in a description as no request: %s', (description) => {
    expect(looksSecret('note', 'Note', description)).toBe(false);
  });

  it.each([
    'Enter your password',
    'Your GitHub personal access token',
    'Do not share it. Paste your API key here',
    'Your name, but also your password',
  ])('flags a description that plainly asks for a credential: %s', (description) => {
    expect(looksSecret('value', 'Value', description)).toBe(true);
  });

  it.each([
    ['the key', 'pin', undefined],
    ['the key', 'userPin', undefined],
    ['the key', 'otp', undefined],
    ['the key', 'access.token', undefined],
    ['the title', 'value', 'PIN'],
    ['the title', 'value', 'Client secret'],
    ['the title', 'value', 'One-time code'],
  ])('counts a secret word in %s (%s / %s)', (_where, key, title) => {
    expect(field(key, { type: 'string', title }).sensitive).toBe(true);
  });

  it.each([
    ['a word in prose that is a secret only as a name', 'Pin the issue to the top, or keep your secrets for later'],
    ['a token count', 'Maximum token count for the reply'],
    ['word parts', 'Your passport number and compass bearing'],
  ])('does not flag %s in a description', (_what, description) => {
    expect(field('answer', { type: 'string', title: 'Answer', description }).sensitive).toBe(false);
  });

  it('does not flag names that only contain a secret word inside another word', () => {
    expect(looksSecret('pinned', 'Spinner', undefined)).toBe(false);
    expect(looksSecret('tokens_used', 'Tokens used')).toBe(false);
  });

  it('flags format "password" whatever the names say, and no other format', () => {
    expect(field('recovery', { type: 'string', title: 'Recovery', format: 'password' }).sensitive).toBe(true);
    expect(field('recovery', { type: 'string', title: 'Recovery', format: 'email' }).sensitive).toBe(false);
    expect(looksSecret('recovery', 'Recovery', undefined, 'constructor')).toBe(false);
  });
});
