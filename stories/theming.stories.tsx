import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SchemaForm, UrlConsentDialog, zhCN, type LabelOverrides } from '../src/index';
import { allKinds, specStructured } from '../test/fixtures/schemas';
import { urlExample } from '../test/fixtures/urls';

/** The tokens a host sets most often, as controls. Empty means "the stylesheet's default". */
interface PlaygroundProps {
  accent?: string;
  accentFg?: string;
  bg?: string;
  fg?: string;
  radius?: string;
  space?: string;
  font?: string;
  labels?: LabelOverrides;
  /** Style of the themed wrapper itself: e.g. MCP Apps host variables. */
  hostStyle?: CSSProperties;
  /** data-theme on the wrapper (re-resolves the tokens there). */
  theme?: 'light' | 'dark';
}

/**
 * A SchemaForm and a URL consent side by side, inside a wrapper that sets `--mcpe-*`
 * tokens the way a host page would — plain inline custom properties, no specificity games.
 */
function ThemePlayground({ accent, accentFg, bg, fg, radius, space, font, labels, hostStyle, theme }: PlaygroundProps) {
  const tokens = {
    ...(accent && { '--mcpe-accent': accent, '--mcpe-focus-ring': accent }),
    ...(accentFg && { '--mcpe-accent-fg': accentFg }),
    ...(bg && { '--mcpe-bg': bg }),
    ...(fg && { '--mcpe-fg': fg }),
    ...(radius && { '--mcpe-radius': radius }),
    ...(space && { '--mcpe-space': space }),
    ...(font && { '--mcpe-font': font }),
  } as CSSProperties;
  return (
    <div data-theme={theme} style={{ ...hostStyle, ...tokens, display: 'grid', gap: '1.5rem', background: 'var(--mcpe-bg)', padding: '0.5rem' }}>
      <SchemaForm schema={specStructured} message="Please provide your contact information" labels={labels} onSubmit={fn()} onDecline={fn()} onCancel={fn()} />
      <UrlConsentDialog
        url={urlExample.deepSubdomain}
        message="Sign in so I can read your repositories."
        server={{ name: 'GitHub tools', url: 'https://mcp.github.com/mcp' }}
        presentation="inline"
        labels={labels}
        onAccept={fn()}
        onDecline={fn()}
        onCancel={fn()}
      />
    </div>
  );
}

const meta = {
  title: 'Theming/Playground',
  component: ThemePlayground,
  argTypes: {
    accent: { control: 'color' },
    accentFg: { control: 'color' },
    bg: { control: 'color' },
    fg: { control: 'color' },
    radius: { control: 'text' },
    space: { control: 'text' },
    font: { control: 'text' },
  },
} satisfies Meta<typeof ThemePlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Submit|提交/ });
/** The stylesheet's accents (src/theme/tokens.css), as computed colours. */
const LIGHT_ACCENT = 'rgb(35, 72, 200)';
const DARK_ACCENT = 'rgb(143, 168, 255)';
/** Library strings of the English labels that a Chinese form must not show. */
const ENGLISH = /Submit|Decline|Cancel|\(required\)|No answer|Your time zone|Fill in this field|Open a website|Checking/;

/** The stylesheet's defaults (light, or dark with the toolbar's Theme switch). */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    // The stylesheet's accent for whichever theme the story wrapper carries.
    const dark = canvasElement.querySelector('[data-theme]')?.getAttribute('data-theme') === 'dark';
    await expect(getComputedStyle(submitButton(canvasElement)).backgroundColor).toBe(dark ? DARK_ACCENT : LIGHT_ACCENT);
  },
};

/** A host brand: tokens set inline on an ancestor win over the stylesheet, with no specificity. */
export const CustomTokens: Story = {
  args: { accent: '#0b6e4f', accentFg: '#ffffff', radius: '2px', space: '0.625rem', font: 'Georgia, serif' },
  play: async ({ canvasElement }) => {
    const submit = submitButton(canvasElement);
    await expect(getComputedStyle(submit).backgroundColor).toBe('rgb(11, 110, 79)');
    await expect(getComputedStyle(submit).borderTopLeftRadius).toBe('1.5px');
    await expect(getComputedStyle(canvasElement.querySelector('.mcpe-SchemaForm')!).fontFamily).toContain('Georgia');
  },
};

/** Dark tokens, pinned with `data-theme="dark"` whatever the OS says. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(submitButton(canvasElement)).backgroundColor).toBe(DARK_ACCENT);
  },
};

/**
 * An MCP Apps host that emits its standard style variables (ext-apps `McpUiStyles`): the
 * `--mcpe-*` tokens follow them without any `--mcpe-*` being set.
 */
export const McpAppsHostVariables: Story = {
  args: {
    theme: 'light',
    hostStyle: {
      '--color-background-primary': '#fdf6e3',
      '--color-background-secondary': '#eee8d5',
      '--color-text-primary': '#073642',
      '--color-text-secondary': '#4f5f66',
      '--color-text-info': '#175e9c',
      '--color-border-primary': '#7b8a8f',
      '--border-radius-md': '12px',
    } as CSSProperties,
  },
  play: async ({ canvasElement }) => {
    const submit = submitButton(canvasElement);
    await expect(getComputedStyle(submit).backgroundColor).toBe('rgb(23, 94, 156)');
    await expect(getComputedStyle(submit).color).toBe('rgb(253, 246, 227)');
  },
};

/** Right to left: the layout mirrors (logical properties), the URL stays left to right. */
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const href = await within(canvasElement).findByText((_, node) => node?.matches('.mcpe-UrlConsent:not([data-loading]) .mcpe-UrlConsent-href') ?? false);
    await expect(getComputedStyle(href).direction).toBe('ltr');
    const actions = canvasElement.querySelector('.mcpe-SchemaForm-actions')!;
    await expect(getComputedStyle(actions).direction).toBe('rtl');
    // justify-content: flex-end puts the buttons on the inline end: the left in RTL.
    const form = canvasElement.querySelector('.mcpe-SchemaForm')!.getBoundingClientRect();
    await expect(submitButton(canvasElement).getBoundingClientRect().left - form.left).toBeLessThan(form.width / 2);
  },
};

/** Simplified Chinese: every string from `zhCN`, validation messages included. */
export const SimplifiedChinese: Story = {
  args: { labels: zhCN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findAllByText('请填写此字段。')).toHaveLength(2);
    await expect(canvas.getByText('有 2 个回答需要修改。')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '打开' })).toBeEnabled());
    await expect(canvas.getByText('打开前请确认')).toBeVisible();
  },
};

/** Chinese, right to left and dark at once: nothing depends on English, LTR or light. */
export const ChineseDarkRtl: Story = {
  args: { labels: zhCN },
  parameters: { theme: 'dark', dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const href = await canvas.findByText((_, node) => node?.matches('.mcpe-UrlConsent:not([data-loading]) .mcpe-UrlConsent-href') ?? false);
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findAllByText('请填写此字段。')).toHaveLength(2);
    await expect(canvasElement.textContent).not.toMatch(ENGLISH);
    await expect(getComputedStyle(submitButton(canvasElement)).backgroundColor).toBe(DARK_ACCENT);
    await expect(getComputedStyle(canvasElement.querySelector('.mcpe-SchemaForm')!).direction).toBe('rtl');
    await expect(getComputedStyle(href).direction).toBe('ltr');
  },
};

/** One field of every kind in Chinese, to review wording and wrapping. */
export const ChineseAllKinds: Story = {
  render: () => <SchemaForm schema={allKinds} labels={zhCN} onSubmit={fn()} onDecline={fn()} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Username （必填）' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '不回答' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Meeting/)).toHaveAccessibleDescription(/^你的时区：/);
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['取消', '拒绝', '提交']);
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findByText('有 3 个回答需要修改。')).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(ENGLISH);
  },
};
