// Seeded: every fc.assert here takes `property(…)` (test/fixtures/property.ts), which sets
// `seed: FUZZ_SEED`, fixed unless FUZZ_SEED is given; a failure prints the seed to replay it.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm, type ElicitContent } from '../../src/index';
import { fuzzTimeout, property } from '../fixtures/property';
import { schemaAndDraft } from '../fixtures/schema-arbitraries';

const reference = new Ajv({ strict: false, allErrors: true });
addFormats(reference);
const nullProto = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.assign(Object.create(null), value) : value;

describe('SchemaForm (property)', () => {
  it('every content handed to onSubmit validates against its schema', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(schemaAndDraft, async ({ schema, draft }) => {
        const onSubmit = vi.fn<(content: ElicitContent) => void>();
        // The generated user input arrives as the form's draft, exactly as typed.
        const view = render(<SchemaForm schema={schema} defaultValue={draft} onSubmit={onSubmit} />);
        try {
          await act(async () => {
            fireEvent.submit(view.container.querySelector('form')!);
          });
          await waitFor(() => {
            const status = view.container.querySelector('[role="status"]')?.textContent ?? '';
            expect(onSubmit.mock.calls.length > 0 || status !== '').toBe(true);
          });
          const content = onSubmit.mock.calls[0]?.[0];
          if (content === undefined) return true;
          sent++;
          return reference.validate(schema, JSON.parse(JSON.stringify(content), nullProto)) === true;
        } finally {
          view.unmount();
        }
      }),
      property(40),
    );
    expect(sent).toBeGreaterThan(3);
  }, fuzzTimeout(40, 1_000));
});
