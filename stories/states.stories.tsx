import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationHost, ElicitationOutlet, SchemaForm, UrlConsentDialog, createElicitationStore } from '../src/index';
import { allKinds, badSchemas, secretFields, sep1034Defaults, specStructured } from '../test/fixtures/schemas';
import { simpleTextRequest, structuredRequest, urlRequest } from '../test/fixtures/spec-examples';
import { urlExample } from '../test/fixtures/urls';

/**
 * Every visual state on one page, for review (in the manner of Radix's Chromatic
 * grid): light and dark side by side, then one theme each, right-to-left, and the compact
 * density. Everything inline; axe checks the whole grid. `npm run screenshots` captures the
 * single-theme stories for docs/.
 */
const server = { id: 'github', name: 'GitHub tools', url: 'https://mcp.github.com/mcp' };
const handlers = { onSubmit: fn(), onDecline: fn(), onCancel: fn() };
const urlHandlers = { onAccept: fn(), onDecline: fn(), onCancel: fn(), presentation: 'inline' as const, server };

function Round() {
  const [store] = useState(() => {
    const created = createElicitationStore();
    const round = { server: { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' }, roundId: 'r' };
    void created.elicit(simpleTextRequest.params, { ...round, key: 'login' });
    void created.elicit({ message: 'Profile defaults', requestedSchema: sep1034Defaults }, { ...round, key: 'profile' });
    return created;
  });
  return <ElicitationOutlet store={store} presentation="inline" />;
}

/** `[name, render, themes]`: a state is shown in both themes unless it lists one. */
const states: [string, () => ReactNode, ('light' | 'dark')[]?][] = [
  ['Form with defaults', () => <SchemaForm schema={sep1034Defaults} message="Confirm your profile" {...handlers} />],
  ['Form with errors (after Submit)', () => <SchemaForm schema={allKinds} {...handlers} />],
  ['Form locked (disabled)', () => <SchemaForm schema={specStructured} disabled defaultValue={{ name: 'Mona', email: 'mona@example' }} {...handlers} />],
  ['Secret warning', () => <SchemaForm schema={secretFields} {...handlers} />],
  ['Unsupported schema', () => <SchemaForm schema={badSchemas.nestedObject} {...handlers} />],
  ['URL: ordinary', () => <UrlConsentDialog url={urlExample.ordinary} message="Sign in to GitHub." {...urlHandlers} />],
  ['URL: warnings', () => <UrlConsentDialog url={urlExample.userinfo} {...urlHandlers} />],
  ['URL: blocked', () => <UrlConsentDialog url={urlExample.blocked} {...urlHandlers} />],
  ['URL: previously opened', () => <UrlConsentDialog url={urlExample.ordinary} previouslyOpened {...urlHandlers} />],
  ['Host: expired', () => <ElicitationHost request={structuredRequest.params} server={server} presentation="inline" deadline={0} onResult={fn()} onDismiss={fn()} />],
  ['Host: unsupported mode', () => <ElicitationHost request={urlRequest.params} modes={['form']} server={server} presentation="inline" onResult={fn()} onDismiss={fn()} />],
  // Once only: RoundView's <header>/<footer> are landmarks, and two rounds on a page
  // duplicate them (axe landmark-unique) — reported to the round view's owner.
  ['Round of two', () => <Round />, ['light']],
];

interface StatesGridProps {
  /** Which themes to show each state in (a state that lists its own keeps to those). */
  themes?: ('light' | 'dark')[];
  /**
   * Spacing scale of every cell. Set on each cell, not only on the story wrapper: a cell's
   * data-theme declares every token again, the density ones included (tokens.css).
   */
  density?: 'comfortable' | 'compact';
}

function StatesGrid({ themes: shown = ['light', 'dark'], density = 'comfortable' }: StatesGridProps) {
  return (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 24rem), 1fr))' }}>
      {states.flatMap(([name, render, themes = ['light', 'dark']]) =>
        themes.filter((theme) => shown.includes(theme)).map((theme) => (
          <figure key={`${name}-${theme}`} data-theme={theme} data-density={density} style={{ margin: 0, padding: '1rem', background: 'var(--mcpe-bg)', color: 'var(--mcpe-fg)', border: '1px solid var(--mcpe-border)' }}>
            <figcaption style={{ marginBlockEnd: '0.75rem', color: 'var(--mcpe-muted)' }}>
              {name} · {theme}
            </figcaption>
            {render()}
          </figure>
        )),
      )}
    </div>
  );
}

const meta = {
  title: 'Review/States',
  component: StatesGrid,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatesGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Show the error state (submit every "Form with errors" cell), then wait for every URL analysis. */
const playGrid: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const cells = [...canvasElement.querySelectorAll<HTMLElement>('figure')].filter((cell) => cell.textContent?.startsWith('Form with errors'));
  for (const cell of cells) await userEvent.click(within(cell).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(canvas.getAllByText('Fill in this field.').length).toBeGreaterThanOrEqual(cells.length));
  // Wait for every URL analysis, so the grid is reviewed (and axe-checked) complete.
  await waitFor(() => expect(canvasElement.querySelectorAll('.mcpe-UrlConsent[data-loading]')).toHaveLength(0));
};

export const States: Story = { play: playGrid };

export const Light: Story = { args: { themes: ['light'] }, play: playGrid };

export const Dark: Story = { args: { themes: ['dark'] }, parameters: { theme: 'dark' }, play: playGrid };

export const RightToLeft: Story = {
  args: { themes: ['light'] },
  parameters: { dir: 'rtl' },
  play: async (context) => {
    await playGrid(context);
    // Mirrored: the grid's first cell starts at the right edge.
    await expect(getComputedStyle(context.canvasElement.querySelector('figure')!).direction).toBe('rtl');
  },
};

export const Compact: Story = {
  args: { themes: ['light'], density: 'compact' },
  play: async (context) => {
    await playGrid(context);
    // The compact tokens apply inside every cell (tokens.css [data-density="compact"]).
    const space = (element: Element) => getComputedStyle(element).getPropertyValue('--mcpe-space').trim();
    await expect(space(context.canvasElement.querySelector('.mcpe-SchemaForm')!)).not.toBe(space(document.documentElement));
  },
};
