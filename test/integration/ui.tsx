/**
 * Shared by the client-library integration tests: the rendered UI the user clicks
 * (ElicitationOutlet, inline) and the answers a tool's text result reports.
 */
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { ElicitationOutlet, type ElicitationStore } from '../../src/index';

export function renderOutlet(store: ElicitationStore) {
  return render(
    <StrictMode>
      <ElicitationOutlet store={store} presentation="inline" />
    </StrictMode>,
  );
}

/** A request's button, once it is on screen (lazy validator chunks load on first use). */
export const button = (name: string | RegExp) => screen.findByRole('button', { name }, { timeout: 5000 });

/** URL mode: Open is enabled once the address has been checked. */
export async function clickOpen(user: UserEvent) {
  const open = await button('Open');
  await waitFor(() => expect(open).toBeEnabled());
  await user.click(open);
}

/** Status of the only request the store holds. */
export function onlyStatus(store: ElicitationStore) {
  const requests = store.getSnapshot().rounds.flatMap((round) => round.requests);
  expect(requests).toHaveLength(1);
  return requests[0]!.status;
}

export const textOf = (result: object) =>
  ((result as { content?: Array<{ text?: string }> }).content ?? []).map((block) => block.text ?? '').join('\n');
