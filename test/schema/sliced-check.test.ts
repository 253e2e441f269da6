/**
 * A submit's check is bounded by construction: the draft is read in slices of SLICE_MS
 * (text/yield-task.ts), and the validator starts in a task of its own, so no task holds the
 * reading of a long form and the validator's first slice together (schema/sliced-check.ts).
 * The clock is a stub advancing 10 ms per look and the task boundaries are the `setTimeout`
 * calls, so what is asserted is the order of the work, not a timing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkInSlices } from '../../src/schema/sliced-check';
import { formModel } from '../../src/schema/form-model';
import type { FieldDraft } from '../../src/schema/types';
import type { SchemaValidator } from '../../src/schema/validator';
import { SLICE_MS } from '../../src/text/yield-task';

const COUNT = 1_000;
const schema = { type: 'object', properties: Object.fromEntries(Array.from({ length: COUNT }, (_, i) => [`k${i}`, { type: 'string' }])) };
const fields = formModel(schema).fields;
/** Ms the stub clock moves on each look (one per 100 fields read): a few looks fill a slice. */
const TICK_MS = 10;

let events: string[];
beforeEach(() => {
  events = [];
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += TICK_MS));
  // Each later task the check asks for, in order with the reads.
  const setTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => (events.push('yield'), setTimeout(run, 0))) as typeof globalThis.setTimeout);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Each field's draft, recording that it was read. */
const draftOf = (i: number): FieldDraft => (events.push(`read k${i}`), `value ${i}`);

const validator: SchemaValidator = { validate: () => (events.push('validate'), { valid: true, issues: [] }) };

describe('checkInSlices', () => {
  it('reads a whole form in slices, then validates in a task of its own', async () => {
    const { content, errors } = await checkInSlices(fields, draftOf, schema, validator);
    expect(Object.keys(content)).toHaveLength(COUNT);
    expect(errors).toEqual({});
    // Between two later tasks, no more fields than a slice's looks at the clock let through.
    const runs = events.join(',').split('yield').map((run) => run.split(',').filter((e) => e.startsWith('read')).length);
    expect(runs.length).toBeGreaterThan(2);
    expect(Math.max(...runs)).toBeLessThanOrEqual(100 * Math.ceil(SLICE_MS / TICK_MS));
    // The validator starts after a later task, never in the task that read the last fields.
    expect(events.slice(-2)).toEqual(['yield', 'validate']);
  });
});
