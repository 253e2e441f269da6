/**
 * What the validation engines are given, and what the library checks itself. Both engines run
 * a server `pattern` with the backtracking RegExp (`^(a+)+$` on 41 characters froze the page),
 * compare arrays quadratically (`enum`, `uniqueItems`) and look `format` up on a plain object.
 * So where a form schema uses these keywords they are taken out of the engines' copy and
 * checked here in linear time; anywhere else they make the schema uncheckable, reported, not
 * skipped in silence. Cached per schema object.
 */
import { collapseConstChoices } from './const-choices.js';
import { engineFormat } from './format-names.js';
import { isNullSchema } from './nullable.js';
import { NESTED_ENUM_LIMIT } from '../text/limits.js';
import { isJsonObject as isObject } from '../elicitation/json.js';

type Json = Record<string, unknown>;

/** A rule on one property's answer that the library checks instead of the engine. */
export interface OwnCheck {
  key: string;
  /** True for a rule of `items`: it applies to each element of an array answer. */
  each: boolean;
  /** `pattern`: applies to strings only. */
  pattern?: string;
  /** `enum` of primitives. */
  values?: EnumValues;
  /** `uniqueItems: true`: applies to arrays only. */
  unique?: true;
}

export interface PreparedSchema {
  /** What the engines see: no `$schema`/`$id` at the root, none of the rules in `checks`. */
  schema: Json;
  checks: readonly OwnCheck[];
  /** A pattern, `uniqueItems` or long enum sits where no own check can stand in for it. */
  uncheckable: boolean;
}

const SINGLE = ['not', 'if', 'then', 'else', 'items', 'additionalItems', 'contains', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions', 'dependencies'];

const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';

/** Membership in an `enum`, its Set built on the first look: not during the mount's long task. */
export class EnumValues {
  private set: ReadonlySet<unknown> | undefined;
  constructor(private readonly list: readonly unknown[]) {}
  has(value: unknown): boolean {
    this.set ??= new Set(this.list);
    return this.set.has(value);
  }
}
/** An `$id` both engines fail to resolve (`"http://["`): reported before the user fills anything in. */
function badId(id: unknown): boolean {
  if (id === undefined) return false;
  if (typeof id !== 'string') return true;
  try {
    new URL(id, 'https://schema.invalid/');
    return false;
  } catch {
    return true;
  }
}
/** `format: "constructor"` names an inherited member, not a format: both engines must ignore it. */
const inheritedName = (value: unknown) => typeof value === 'string' && value in Object.prototype;

interface Walk {
  checks: OwnCheck[];
  uncheckable: boolean;
  /** Original ⇒ copy, and copy ⇒ itself: a shared or cyclic subschema (a host-built object) is copied once. */
  copies: Map<object, Json>;
}

/**
 * A copy of a subschema with inherited-name formats removed and the spec formats renamed to
 * the engines' shared ones (formats.ts). Iterative (a server may nest 100,000 levels), each object copied once.
 */
function sanitize(root: unknown, walk: Walk): unknown {
  if (!isObject(root)) return root;
  const stack: Json[] = [];
  const visit = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    let copy = walk.copies.get(value);
    if (!copy) {
      copy = { ...value };
      walk.copies.set(value, copy);
      // A copy met again is done: a second pass would read a renamed format as a server's and drop it.
      walk.copies.set(copy, copy);
      stack.push(copy);
    }
    return copy;
  };
  const out = visit(root);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (inheritedName(node.format)) delete node.format;
    if (Object.hasOwn(node, 'format')) {
      // Both engines check email, uri, date and date-time by the one definition of formats.ts.
      const format = engineFormat(node.format);
      if (format === undefined) delete node.format;
      else node.format = format;
    }
    const enumSize = Array.isArray(node.enum) ? node.enum.length : 0;
    const hazard = typeof node.pattern === 'string' || node.patternProperties !== undefined || node.uniqueItems === true;
    if (hazard || enumSize > NESTED_ENUM_LIMIT || badId(node.$id)) {
      walk.uncheckable = true;
    }
    for (const keyword of SINGLE) if (isObject(node[keyword])) node[keyword] = visit(node[keyword]);
    for (const keyword of LISTS) {
      const list = node[keyword];
      if (Array.isArray(list)) node[keyword] = list.map(visit);
    }
    for (const keyword of MAPS) {
      const map = node[keyword];
      if (!isObject(map)) continue;
      const next: Json = Object.create(null);
      for (const name of Object.keys(map)) next[name] = visit(map[name]);
      node[keyword] = next;
    }
  }
  return out;
}

/**
 * A property schema (or its `items`, `each`) with its own-checkable rules taken out. A nullable
 * branch is read as X: an answer in `content` is never null, so X's rules apply as written.
 */
function prepareValue(schema: unknown, key: string, each: boolean, walk: Walk, branch = false): unknown {
  if (!isObject(schema)) return schema;
  const rest: Json = { ...schema };
  if (typeof rest.pattern === 'string') {
    walk.checks.push({ key, each, pattern: rest.pattern });
    delete rest.pattern;
  }
  if (Array.isArray(rest.enum) && rest.enum.every(isPrimitive)) {
    walk.checks.push({ key, each, values: new EnumValues(rest.enum) });
    delete rest.enum;
  }
  if (rest.uniqueItems === true && !each) {
    walk.checks.push({ key, each, unique: true });
    delete rest.uniqueItems;
  }
  if (!each && isObject(rest.items)) rest.items = prepareValue(rest.items, key, true, walk, branch);
  // One level only, as nullable.ts reads it: a nullable inside a nullable is left to sanitize.
  for (const keyword of branch ? [] : (['anyOf', 'oneOf'] as const)) {
    const branches = rest[keyword];
    if (Array.isArray(branches) && branches.length === 2 && branches.some(isNullSchema)) {
      rest[keyword] = branches.map((b) => (isNullSchema(b) ? b : prepareValue(b, key, each, walk, true)));
    }
  }
  return sanitize(rest, walk);
}

const cache = new WeakMap<object, PreparedSchema>();

/** Split a form schema into what the engines check and what the library checks. */
export function prepareSchema(schema: object): PreparedSchema {
  const cached = cache.get(schema);
  if (cached) return cached;
  const walk: Walk = { checks: [], uncheckable: false, copies: new Map() };
  // Server schemas may carry `$schema`/`$id`; an engine would resolve or register them.
  // Titled choices become enums first (const-choices.ts), so they are checked here too.
  const { $schema: _schema, $id: _id, pattern: _rootPattern, properties, ...root } = collapseConstChoices(schema as Json);
  // The root pattern is dropped: `content` is an object, and `pattern` ignores non-strings.
  const out = sanitize(root, walk) as Json;
  if (isObject(properties)) {
    const next: Json = Object.create(null);
    for (const key of Object.keys(properties)) next[key] = prepareValue(properties[key], key, false, walk);
    out.properties = next;
  } else if (properties !== undefined) {
    out.properties = properties;
  }
  const result = { schema: out, checks: walk.checks, uncheckable: walk.uncheckable };
  cache.set(schema, result);
  return result;
}

/** True when a schema has a `pattern` to check (the pattern engine is loaded only then). */
export const hasPatterns = (prepared: PreparedSchema) => prepared.checks.some((c) => c.pattern !== undefined);
