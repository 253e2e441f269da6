// The only module that imports ajv, loaded on demand: hosts that never use it never download it.
import Ajv, { type ValidateFunction } from 'ajv';
import { ENGINE_FORMATS } from './formats.js';
import { guardedCore } from './guarded-core.js';
import { answerWithStandIn, pathWithoutStandIn, standInProto } from './proto-key.js';
import { pointerToPath, type SchemaValidator, type ValidationIssue } from './validator.js';

/** Options of {@link createAjvValidator}. */
export interface AjvValidatorOptions {
  /** Extra keywords to tolerate besides the legacy `enumNames`. */
  keywords?: readonly string[];
}

/** Distinct schema texts kept compiled (least recently used dropped first). */
const CONTENT_CACHE_SIZE = 32;

/** The schema's JSON text, or undefined when it has none (a cycle, a BigInt). */
function schemaJsonText(schema: object): string | undefined {
  try {
    return JSON.stringify(schema);
  } catch {
    return undefined;
  }
}

/** A synchronous ajv-backed validator, compiling by object and by content: every request off the wire is a new object, even for the same question. */
export function createAjvCore(options: AjvValidatorOptions = {}): SchemaValidator {
  // Not strict: schemas come from servers we do not control; `enumNames` registered so a strict
  // host setup cannot reject it. ownProperties: else a missing "toString" key reads the inherited method.
  const ajv = new Ajv({ allErrors: true, strict: false, logger: false, validateSchema: false, ownProperties: true });
  // Not ajv-formats: formats.ts is the one definition both engines run, so they never disagree.
  for (const [name, check] of Object.entries(ENGINE_FORMATS)) ajv.addFormat(name, check);
  ajv.addVocabulary(['enumNames', ...(options.keywords ?? [])]);
  const byContent = new Map<string, ValidateFunction | Error>(); // insertion order = recency

  function compileNew(copy: object): ValidateFunction | Error {
    let fn: ValidateFunction | Error;
    try {
      fn = ajv.compile(copy);
    } catch (error) {
      fn = error instanceof Error ? error : new Error(String(error));
    }
    // ajv keeps every compiled schema in a Map; drop it so one-off server schemas can be collected.
    ajv.removeSchema(copy);
    return fn;
  }

  // `prepared` is the engines' copy (guarded-core.ts: no patterns, no big enums, collapsed titled choices).
  function compile(prepared: object, original: object): ValidateFunction | Error {
    const key = schemaJsonText(original);
    let fn = key === undefined ? undefined : byContent.get(key);
    if (key !== undefined) byContent.delete(key);
    fn ??= compileNew(prepared);
    if (key !== undefined) {
      byContent.set(key, fn);
      if (byContent.size > CONTENT_CACHE_SIZE) byContent.delete(byContent.keys().next().value!);
    }
    return fn;
  }

  return guardedCore((prepared, original) => {
    const renamed = standInProto(prepared);
    const fn = compile(renamed ?? prepared, original);
    if (fn instanceof Error) throw fn;
    return (data) => {
      if (fn(renamed ? answerWithStandIn(data) : data)) return { valid: true, issues: [] };
      const issues: ValidationIssue[] = (fn.errors ?? []).map((e) => ({
        path: pathWithoutStandIn(pointerToPath(e.instancePath)),
        keyword: e.keyword,
      }));
      return { valid: false, issues };
    };
  });
}
