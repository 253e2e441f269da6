import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationOutlet, createElicitationStore, type ElicitResult, type ElicitationStore } from '../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../test/fixtures/spec-examples';
import { sep1034Defaults } from '../test/fixtures/schemas';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };

/** Keyed answer promises returned by a seed: what the server would receive. */
type Answers = Record<string, Promise<ElicitResult>>;

interface SeededProps {
  seed: (store: ElicitationStore) => Answers | void;
  presentation?: 'inline' | 'dialog';
  /** Receives each answer the seeded requests settle with, by key (a play function asserts on it). */
  onSent?: (key: string, result: ElicitResult) => void;
  /** The store's flood bound (`maxPendingPerServer`). @default 3 */
  maxPending?: number;
}

/** A store seeded once per story render, the way an SDK round would fill it. */
function Seeded({ seed, presentation = 'inline', onSent, maxPending = 3 }: SeededProps) {
  const [{ store, answers }] = useState(() => {
    const created = createElicitationStore({ maxPendingPerServer: maxPending });
    return { store: created, answers: seed(created) ?? {} };
  });
  // Reported from an effect, so StrictMode's discarded second store reports nothing.
  useEffect(() => {
    let live = true;
    for (const [key, answer] of Object.entries(answers)) void answer.then((result) => live && onSent?.(key, result));
    return () => {
      live = false;
    };
  }, [answers, onSent]);
  return <ElicitationOutlet store={store} presentation={presentation} />;
}

const meta = {
  title: 'Host/ElicitationOutlet',
  component: Seeded,
  args: { onSent: fn() },
} satisfies Meta<typeof Seeded>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The round's questions (the list items the outlet draws, not the lists inside a form). */
const questions = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('.mcpe-Round-item')];
/** Text as read, without the bidi isolates around server text (src/text/bidi.ts). */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

const threeQuestions: SeededProps['seed'] = (store) => ({
  github_login: store.elicit(simpleTextRequest.params, { server, key: 'github_login', roundId: 'r' }),
  contact: store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' }),
  profile: store.elicit({ message: 'Profile defaults', requestedSchema: sep1034Defaults }, { server, key: 'profile', roundId: 'r' }),
});

/**
 * One MRTR round of three requests, one view: a section per question, Decline per
 * question, one Send all. Send takes every open form as filled in and sends the round.
 */
export const RoundOfSeveral: Story = {
  args: { seed: threeQuestions },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 3 answered · nothing sent yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
    const [login, contact] = questions(canvasElement);
    await userEvent.click(within(login!).getByRole('button', { name: 'Decline' }));
    await userEvent.type(within(contact!).getByRole('textbox', { name: /name/ }), 'Mona');
    await userEvent.type(within(contact!).getByRole('textbox', { name: /email/ }), 'mona@example.com');
    await expect(args.onSent).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send all' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(3));
    await expect(args.onSent).toHaveBeenCalledWith('github_login', { action: 'decline' });
    await expect(args.onSent).toHaveBeenCalledWith('contact', { action: 'accept', content: { name: 'Mona', email: 'mona@example.com' } });
    await expect(args.onSent).toHaveBeenCalledWith('profile', {
      action: 'accept',
      content: { name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true },
    });
  },
};

/** Answered questions show the answer itself; a declined one says so in words (and a dashed edge). */
export const RoundAnswered: Story = {
  args: { seed: threeQuestions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [login, , profile] = questions(canvasElement);
    await userEvent.click(within(login!).getByRole('button', { name: 'Decline' }));
    await userEvent.type(within(profile!).getAllByRole('textbox')[0]!, '{Enter}');
    await waitFor(() => expect(canvas.getByText('1 of 3 answered · 1 declined · nothing sent yet')).toBeVisible());
    await expect(plain(questions(canvasElement)[0]!)).toContain('Declined — no answer will be given.');
    await expect(plain(questions(canvasElement)[2]!)).toMatch(/Your answer: .*John Doe/);
    await expect(canvas.getAllByRole('button', { name: 'Change' })).toHaveLength(2);
  },
};

/** Send with a question unfinished: the valid answers are kept, the count says what is left, focus is on the problem. */
export const RoundNeedsAttention: Story = {
  args: { seed: threeQuestions, presentation: 'dialog' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.type(within(questions(canvasElement)[0]!).getByRole('textbox'), 'octocat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send all' }));
    await waitFor(() => expect(within(dialog).getByText('2 of 3 answered · 1 needs attention · nothing sent yet')).toBeVisible());
    await expect(within(questions(canvasElement)[1]!).getByRole('textbox', { name: /name/ })).toHaveFocus();
    await expect(within(questions(canvasElement)[1]!).getByText('Needs your answer')).toBeVisible();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** A long round: three forms open, the rest listed (Answer, Decline), every question counted. */
export const RoundLong: Story = {
  args: {
    maxPending: 20,
    seed: (store) =>
      Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [
          `q${i + 1}`,
          store.elicit({ ...simpleTextRequest.params, message: `Question ${i + 1}: your GitHub username?` }, { server, key: `q${i + 1}`, roundId: 'r' }),
        ]),
      ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 questions')).toBeVisible();
    await expect(canvas.getByText('0 of 12 answered · nothing sent yet')).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Answer' })).toHaveLength(9);
    await userEvent.click(within(questions(canvasElement)[10]!).getByRole('button', { name: 'Decline' }));
    await expect(canvas.getByText('0 of 12 answered · 1 declined · nothing sent yet')).toBeVisible();
  },
};

/** A form and a URL request in the same round: Open opens the page now; the round is sent together. */
export const FormAndUrlMixed: Story = {
  args: {
    seed: (store) => ({
      name: store.elicit(simpleTextRequest.params, { server, key: 'name', roundId: 'r' }),
      connect: store.elicit(urlRequest.params, { server, key: 'connect', roundId: 'r' }),
    }),
  },
  // Installed before render, so an open on mount would be seen too; no real window opens.
  beforeEach: () => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => open.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [form, url] = questions(canvasElement);
    await userEvent.type(within(form!).getByRole('textbox', { name: /name/ }), 'octocat{Enter}');
    const open = await within(url!).findByRole('button', { name: 'Open' });
    await waitFor(() => expect(open).toBeEnabled());
    await expect(window.open).not.toHaveBeenCalled();
    await userEvent.click(open);
    await expect(window.open).toHaveBeenCalledWith(urlRequest.params.url, '_blank', 'noopener,noreferrer');
    await userEvent.click(await canvas.findByRole('button', { name: 'Send all' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(2));
    await expect(args.onSent).toHaveBeenCalledWith('name', { action: 'accept', content: { name: 'octocat' } });
    await expect(args.onSent).toHaveBeenCalledWith('connect', { action: 'accept' });
    // The opened page is still awaited: its waiting state stays, the round's form is gone.
    await expect(await canvas.findByRole('button', { name: 'Stop waiting' })).toBeVisible();
  },
};

/** The call was aborted while the user was typing: expired, draft kept for copying. */
export const ExpiredRequest: Story = {
  args: {
    seed: (store) => {
      const controller = new AbortController();
      void store.elicit(simpleTextRequest.params, { server, signal: controller.signal });
      const id = store.getSnapshot().rounds[0]!.requests[0]!.id;
      store.setDraft(id, { name: 'octo' });
      controller.abort();
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The request was withdrawn — your answers were not sent.')).toBeVisible();
    // Kept for copying: the typed text is there, selectable (read-only, not disabled), and locked.
    const name = canvas.getByRole('textbox', { name: /name/ });
    await expect(name).toHaveValue('octo');
    await expect(name).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** A request in a mode the host does not support is declined with a notice. */
export const UnsupportedMode: Story = {
  args: {
    seed: (store) => ({ hologram: store.elicit({ mode: 'hologram', message: 'Look at this' }, { server }) }),
  },
  play: async ({ canvasElement, args }) => {
    // Inside an outlet the notice is a note: the outlet's live region says a refusal once.
    await expect(within(canvasElement).getByText(/“hologram”/, { ignore: '[role=status]' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith('hologram', { action: 'decline' }));
  },
};

/** A server flooding requests: beyond the bound they are declined without asking. */
export const FloodBounded: Story = {
  args: {
    seed: (store) => Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`q${i}`, store.elicit(simpleTextRequest.params, { server, key: `q${i}`, roundId: 'r' })])),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/3 were declined without asking you/)).toBeVisible();
    // Only the first three are asked; the rest were answered "decline" without being shown.
    await expect(questions(canvasElement)).toHaveLength(3);
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(3));
    for (const key of ['q3', 'q4', 'q5']) await expect(args.onSent).toHaveBeenCalledWith(key, { action: 'decline' });
  },
};
