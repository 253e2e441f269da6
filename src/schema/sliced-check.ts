/**
 * A submit's check of the whole form, bounded by construction: the draft is read in slices of
 * SLICE_MS, and the validator (sliced too: guarded-core.ts) starts in a task of its own, so no
 * task holds the reading of a long form and the validator's first slice together. At 8,603
 * fields with a 50,000-entry and a 100,000-letter default, the reading took 8–15 ms and
 * shared its task with that first slice and the garbage collection after it.
 */
import { checkDraft, type DraftCheck } from './check-draft.js';
import { readDraft, type DraftReading } from './content.js';
import type { FieldDescriptor, FieldDraft, FormDraft } from './types.js';
import type { SchemaValidator } from './validator.js';
import { SLICE_MS } from '../text/yield-task.js';

/** Fields read between two looks at the clock: ~0.1 ms of plain fields (a 50,000-entry multi-select alone takes a few ms). */
const FIELDS_PER_LOOK = 100;

/** Resolves in a later task, so that a click or key waiting for the thread is handled first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Check every field's draft (`draftOf(i)`, asked for when its turn comes) against `schema`. */
export async function checkInSlices(fields: readonly FieldDescriptor[], draftOf: (index: number) => FieldDraft, schema: object, validator: SchemaValidator): Promise<DraftCheck> {
  const reading: DraftReading = { content: Object.create(null), errors: Object.create(null) };
  let started = performance.now();
  // Read as readDraft reads a draft, FIELDS_PER_LOOK fields at a time.
  for (let from = 0; from < fields.length; from += FIELDS_PER_LOOK) {
    if (performance.now() - started > SLICE_MS) {
      await nextTask();
      started = performance.now();
    }
    const step = fields.slice(from, from + FIELDS_PER_LOOK);
    const draft: FormDraft = Object.create(null);
    step.forEach((field, i) => (draft[field.key] = draftOf(from + i)));
    const { content, errors } = readDraft(step, draft);
    Object.assign(reading.content, content);
    Object.assign(reading.errors, errors);
  }
  await nextTask();
  return checkDraft(fields, reading, schema, validator);
}
