/**
 * The Node side of `npm run bench`: validations per second and compilations, for the
 * library's ajv validator, its eval-free fallback (@cfworker/json-schema) and, for scale,
 * @rjsf/validator-ajv8. Loaded by bench/run.mjs through Vite's module runner, which points
 * the library's @cfworker import at ./counting-cfworker.ts.
 */
import rjsfValidator from '@rjsf/validator-ajv8';
import { createAjvValidator, createEvalFreeValidator, type SchemaValidator } from '../../src/core';
import type { RequestedSchema } from '../../src/index';
import { benchSchemas, forRjsf, validContent, type BenchSchemaName } from '../fixtures';
import { cfworkerCompilations } from './counting-cfworker';

/** ajv compiles a schema into a function with `new Function`: count those. */
const codegen = { count: 0 };
const NativeFunction = globalThis.Function;
function countCodegen<T>(run: () => T): T {
  globalThis.Function = new Proxy(NativeFunction, {
    construct(target, args, newTarget) {
      codegen.count += 1;
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
  try {
    return run();
  } finally {
    globalThis.Function = NativeFunction;
  }
}

export interface ValidationRow {
  engine: string;
  schema: BenchSchemaName;
  perSecond: number;
  compilations: number;
  iterations: number;
  /** Median time of the first validation of a new schema object (compile + validate), ms. */
  firstMs: number;
  /** Set when the engine cannot validate this schema at all (then nothing else is measured). */
  failure?: string;
}

/** The first validation of 21 fresh copies of the schema: the median, in ms. */
function firstValidation(validate: (schema: object, data: unknown) => unknown, name: BenchSchemaName, prepare: (schema: RequestedSchema) => object = (s) => s): number {
  const times: number[] = [];
  const data = validContent(benchSchemas[name]);
  for (let i = 0; i < 21; i += 1) {
    // New content each time (a unique $comment), or ajv's content cache would answer.
    const schema = prepare({ ...structuredClone(benchSchemas[name]), $comment: `first ${i}` } as RequestedSchema);
    const started = performance.now();
    validate(schema, data);
    times.push(performance.now() - started);
  }
  return median(times);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `iterations` validations in 10 timed batches: the median batch rate, per second. */
function timeLoop(iterations: number, validate: () => boolean): number {
  const batch = Math.max(1, Math.floor(iterations / 10));
  const rates: number[] = [];
  for (let done = 0; done < iterations; done += batch) {
    const started = performance.now();
    for (let i = 0; i < batch; i += 1) {
      if (!validate()) throw new Error('valid content was rejected');
    }
    rates.push((batch / (performance.now() - started)) * 1000);
  }
  return median(rates);
}

async function measureLibrary(engine: string, create: () => SchemaValidator, count: () => number, name: BenchSchemaName, iterations: number): Promise<ValidationRow> {
  const schema = structuredClone(benchSchemas[name]);
  const data = validContent(schema);
  const validator = create();
  // Load the engine's chunk first (not a compilation); then count from the first validation.
  await validator.validate({ type: 'object' }, {});
  const before = count();
  const perSecond = countCodegen(() => timeLoop(iterations, () => (validator.validate(schema, data) as { valid: boolean }).valid));
  const compilations = count() - before;
  return { engine, schema: name, perSecond, compilations, iterations, firstMs: firstValidation((s, d) => validator.validate(s, d), name) };
}

function measureRjsf(name: BenchSchemaName, iterations: number): ValidationRow {
  const { schema } = forRjsf(structuredClone(benchSchemas[name]));
  const data = validContent(benchSchemas[name]);
  const before = codegen.count;
  const started = performance.now();
  const first = countCodegen(() => rjsfValidator.validateFormData(data, schema));
  if (first.errors.length > 0) {
    // e.g. 2,000 titled options: ajv's oneOf code overflows the stack, on every submit.
    const failure = first.errors.map((e) => e.stack).join('; ');
    return { engine: '@rjsf/validator-ajv8', schema: name, perSecond: NaN, compilations: NaN, iterations: 0, firstMs: performance.now() - started, failure };
  }
  const perSecond = countCodegen(() => timeLoop(iterations, () => rjsfValidator.validateFormData(data, schema).errors.length === 0));
  const compilations = codegen.count - before;
  const firstMs = firstValidation((s, d) => rjsfValidator.validateFormData(d, s as never), name, (s) => forRjsf(s).schema);
  return { engine: '@rjsf/validator-ajv8', schema: name, perSecond, compilations, iterations, firstMs };
}

/** Every engine on the SEP-1034 and 200-field schemas, `iterations` validations each. */
export async function runValidation(iterations = 10_000): Promise<ValidationRow[]> {
  const rows: ValidationRow[] = [];
  for (const name of ['SEP-1034 defaults (5 fields)', '200 generated fields', 'enum, 2,000 options'] as const) {
    rows.push(await measureLibrary('ajv (createAjvValidator)', createAjvValidator, () => codegen.count, name, iterations));
    rows.push(await measureLibrary('eval-free (createEvalFreeValidator)', createEvalFreeValidator, () => cfworkerCompilations.count, name, iterations));
    rows.push(measureRjsf(name, iterations));
  }
  return rows;
}
