/**
 * The server's own check of an accepted form answer, before the MCP call gets it: keys the
 * form does not have are refused (never passed on, never stripped in silence), then the
 * request's `requestedSchema` is checked with the relay's validator. Each problem names its
 * field, one entry per field and rule, in the form's order.
 */
import type { ElicitContent } from '../elicitation/types.js';
import { isJsonObject } from '../elicitation/json.js';
import type { SchemaValidator } from '../schema/validator.js';
import type { FieldProblem } from './backplane.js';

export type ContentVerdict = { readonly ok: true } | { readonly ok: false; readonly fields: readonly FieldProblem[]; readonly detail: string };

const MAX_PROBLEMS = 20;

/** One line per problem: `name: required`. */
const linesOf = (fields: readonly FieldProblem[]) => fields.map(({ field, problem }) => `${field.slice(0, 64)}: ${problem}`).join('\n');

export async function checkContent(validator: SchemaValidator, schema: unknown, content: ElicitContent): Promise<ContentVerdict> {
  const properties = isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {};
  const order = Object.keys(properties);
  const unexpected = Object.keys(content).filter((key) => !Object.hasOwn(properties, key));
  if (unexpected.length > 0) {
    const fields = unexpected.slice(0, MAX_PROBLEMS).map((field) => ({ field, problem: 'unexpected' }));
    return { ok: false, fields, detail: linesOf(fields) };
  }
  let issues;
  try {
    const verdict = await validator.validate(schema as object, content);
    if (verdict.valid) return { ok: true };
    issues = verdict.issues;
  } catch {
    // The validator could not run: nothing unchecked reaches the MCP server.
    return { ok: false, fields: [], detail: 'the schema could not be checked' };
  }
  const seen = new Set<string>();
  const fields: FieldProblem[] = [];
  const add = (field: string, problem: string) => {
    const key = `${field}\n${problem}`;
    if (seen.has(key)) return;
    seen.add(key);
    fields.push({ field, problem });
  };
  // A missing field is reported at the root (`required`, no path): name each one.
  const required = isJsonObject(schema) && Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === 'string') : [];
  for (const issue of issues) {
    if (issue.path.length > 0) add(issue.path[0]!, issue.keyword);
    else if (issue.keyword === 'required') for (const key of required) if (!Object.hasOwn(content, key)) add(key, 'required');
  }
  // Only a rule of the whole form (an engine's summary of the fields' issues says nothing more).
  if (fields.length === 0) add('(form)', issues[0]?.keyword ?? 'invalid');
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const sorted = fields.sort((a, b) => rank(a.field) - rank(b.field)).slice(0, MAX_PROBLEMS);
  return { ok: false, fields: sorted, detail: linesOf(sorted) };
}
