import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { UrlConsentDialog } from '../src/index';
import { SERVER_URL, urlExample } from '../test/fixtures/urls';

/**
 * Every story loads the Public Suffix List on demand, as a host app would, so each play
 * function first waits for the analysis. Stories render inline (several modals cannot share
 * one docs page); `Modal` shows the native `<dialog>`.
 */
const meta = {
  title: 'Components/UrlConsentDialog',
  component: UrlConsentDialog,
  args: {
    url: urlExample.ordinary,
    message: 'Sign in to GitHub so I can read your repositories.',
    server: { name: 'GitHub tools', url: 'https://mcp.github.com/mcp' },
    presentation: 'inline',
    onAccept: fn(),
    onDecline: fn(),
    onCancel: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof UrlConsentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText((_, node) => node?.matches('.mcpe-UrlConsent:not([data-loading]) mark') ?? false);

/** A warning story: the given code must be listed. */
const warns = (url: string, code: string, extra: Partial<Story['args']> = {}): Story => ({
  args: { url, server: { name: 'Example tools', url: SERVER_URL }, ...extra },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list');
    await expect(canvasElement.querySelector(`[data-code="${code}"]`)).toBeVisible();
  },
});

export const Ordinary: Story = {
  play: async ({ canvasElement }) => {
    await expect(await ready(canvasElement)).toHaveTextContent('github.com');
    await expect(within(canvasElement).getByRole('button', { name: 'Open' })).toBeEnabled();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Modal: Story = {
  args: { presentation: 'dialog' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Open a website\?$/ });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const PunycodeHost = warns(urlExample.idn, 'idn');
export const MixedScripts = warns(urlExample.mixedScripts, 'mixed-scripts');
export const LookalikeCharacters = warns(urlExample.lookalike, 'lookalike-characters');
/** Latin letters that imitate a well-known domain (`paypaƚ.com`): named as a look-alike, shown in `xn--`. */
export const LatinLookalike = warns(urlExample.latinLookalike, 'lookalike-characters');
export const Userinfo = warns(urlExample.userinfo, 'userinfo');
export const IpAddress = warns(urlExample.ip, 'ip-address');
export const HttpWarning = warns(urlExample.insecureHttp, 'insecure-http');
export const NonDefaultPort = warns(urlExample.port, 'non-default-port');
export const HiddenCharacters = warns(urlExample.hidden, 'hidden-characters');
export const UnlistedSuffix = warns(urlExample.unlisted, 'unlisted-suffix');
export const DeepSubdomain = warns(urlExample.deepSubdomain, 'imitated-site');
export const DifferentSite = warns(urlExample.differentSite, 'different-site');

/** A 2 KB OAuth URL at phone width: it wraps, nothing overflows, the domain stays in view. */
export const LongUrlNarrowScreen: Story = {
  ...warns(urlExample.long, 'long-url'),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const domain = await ready(canvasElement);
    const href = canvasElement.querySelector<HTMLElement>('.mcpe-UrlConsent-href')!;
    await expect(href.scrollWidth).toBeLessThanOrEqual(href.clientWidth);
    await expect(href.textContent).toBe(urlExample.long);
    // The highlighted domain lies inside the 320 px column, not clipped or scrolled away.
    const column = canvasElement.querySelector('.mcpe-UrlConsent')!.getBoundingClientRect();
    const mark = domain.getBoundingClientRect();
    await expect(mark.width).toBeGreaterThan(0);
    await expect(mark.left >= column.left && mark.right <= column.right).toBe(true);
  },
};

export const BlockedScheme: Story = {
  ...warns(urlExample.blocked, 'blocked-scheme'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('This address cannot be opened.');
    await expect(canvas.getByRole('button', { name: 'Open' })).toBeDisabled();
  },
};

export const Unparsable = warns(urlExample.unparsable, 'unparsable');

/**
 * After Open (the dialog renders the status its owner gives it: `waiting`): the title says
 * what is happening; Stop waiting · Copy address · Open again; the popup hint on "No window?".
 */
export const Waiting: Story = {
  args: { status: 'waiting', answer: { action: 'accept' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^Waiting for you to finish on .?github\.com/ })).toBeVisible();
    // Keep the story's browser from opening a real window.
    const open = spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.click(canvas.getByRole('button', { name: 'Open again' }));
    await expect(open).toHaveBeenCalledWith(urlExample.ordinary, '_blank', 'noopener,noreferrer');
    open.mockRestore();
    // Already answered: opening again answers nothing.
    await expect(args.onAccept).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'No window?' }));
    await expect(canvas.getByText(/Your browser may have blocked the new window/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop waiting' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The next round asks for the same URL: the title says "Still waiting for you to finish on …"; Decline · I’ve finished · Open again. */
export const PreviouslyOpened: Story = {
  args: { previouslyOpened: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^Still waiting for you to finish on .?github\.com/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I’ve finished' })).toBeEnabled();
  },
};
