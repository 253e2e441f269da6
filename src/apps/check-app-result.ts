// An app's answer is server code's output: checked against the request's schema like any answer before it may be sent.
import { readElicitResult } from '../elicitation/elicit-result.js';
import type { ElicitResult } from '../elicitation/types.js';
import type { SchemaValidator } from '../schema/validator.js';

/** The answer to send, or `undefined` when it must not be sent (the native form is shown instead). */
export async function checkAppResult(value: unknown, schema: object, validator: SchemaValidator): Promise<ElicitResult | undefined> {
  const result = readElicitResult(value);
  if (typeof result === 'string') return undefined;
  if (result.action !== 'accept') return { action: result.action };
  const content = result.content ?? {};
  try {
    const verdict = await validator.validate(schema, content);
    return verdict.valid ? { action: 'accept', content } : undefined;
  } catch {
    // The validator could not run: nothing unchecked is sent.
    return undefined;
  }
}
