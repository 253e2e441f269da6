/**
 * A form locked while its answer travels (a remote store marks the request `sending` until
 * the owner confirms) keeps showing the radio the user chose; when the owner refuses the
 * action (`actionError`), the form unlocks and the choice can be changed and sent again.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, createElicitationStore, type ElicitationSnapshot, type ElicitationStore, type ElicitResult } from '../../src/index';
import type { ActionError } from '../../src/store/types';

const server = { id: 'acme', name: 'Acme', url: 'https://mcp.acme.example/mcp' };
const planRequest = {
  mode: 'form',
  message: 'Which plan?',
  requestedSchema: {
    type: 'object',
    properties: { plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'free', title: 'Free' }, { const: 'pro', title: 'Pro' }, { const: 'team', title: 'Team' }] } },
    required: ['plan'],
  },
} as const;

/**
 * A store whose answers travel: `respond` marks the request `sending` and waits; `fail()`
 * ends that send as the owner refusing it, `deliver()` applies it to the local store.
 */
function travellingStore(local: ElicitationStore) {
  let mark: { sending?: true; actionError?: ActionError } | undefined;
  let held: { id: string; result: ElicitResult } | undefined;
  const listeners = new Set<() => void>();
  let base: ElicitationSnapshot | undefined;
  let baseMark: typeof mark;
  let marked: ElicitationSnapshot | undefined;
  const notify = () => listeners.forEach((listener) => listener());
  const store: ElicitationStore = {
    ...local,
    subscribe(listener) {
      listeners.add(listener);
      const off = local.subscribe(listener);
      return () => {
        listeners.delete(listener);
        off();
      };
    },
    getSnapshot() {
      const snapshot = local.getSnapshot();
      if (snapshot !== base || mark !== baseMark) {
        base = snapshot;
        baseMark = mark;
        const rounds = snapshot.rounds.map((round) => ({ ...round, requests: round.requests.map((r) => (mark && r.id === held?.id ? { ...r, ...mark } : r)) }));
        marked = { ...snapshot, rounds };
      }
      return marked!;
    },
    respond(id, result) {
      held = { id, result };
      mark = { sending: true };
      notify();
    },
  };
  return {
    store,
    fail() {
      mark = { actionError: { code: 'unreachable' } };
      notify();
    },
    deliver() {
      mark = undefined;
      void local.respond(held!.id, held!.result);
    },
  };
}

describe('a locked form keeps its radio choice, and unlocks for a change', () => {
  it('shows the chosen radio while sending, and after a failed send lets the user choose again', async () => {
    const user = userEvent.setup();
    const local = createElicitationStore();
    const answer = local.elicit(planRequest, { server });
    const remote = travellingStore(local);
    render(<ElicitationOutlet store={remote.store} presentation="inline" />);

    await user.click(await screen.findByRole('radio', { name: 'Pro' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Locked while it travels: every radio disabled, the chosen one still checked.
    await screen.findByText('Sending…');
    for (const name of ['Free', 'Pro', 'Team']) expect(screen.getByRole('radio', { name })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Pro' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Free' })).not.toBeChecked();

    // The owner refuses the action: the form unlocks with the choice kept, and it can change.
    remote.fail();
    await screen.findByText('Not sent: the connection failed. Try again.');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Team' })).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'Pro' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Team' }));
    expect(screen.getByRole('radio', { name: 'Team' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pro' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Sending…');
    expect(screen.getByRole('radio', { name: 'Team' })).toBeChecked();
    remote.deliver();
    await expect(answer).resolves.toEqual({ action: 'accept', content: { plan: 'team' } });
  });
});
