/**
 * What a person sees of the theme in a built page, read in Chromium: every surface opaque,
 * text readable on it (WCAG 1.4.3, 4.5:1), the keyboard focus ring visible (1.4.11, 3:1),
 * and the palette the page asked for (data-theme, else the system preference).
 */
import type { Page } from 'playwright-core';

export type Scheme = 'light' | 'dark';
type Rgba = [number, number, number, number];

/** Relative luminance of an opaque sRGB colour (WCAG 2.2). */
function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` drawn over `under` (an opaque colour), as the eye sees it. */
function over(color: Rgba, under: Rgba): Rgba {
  const alpha = color[3];
  return [0, 1, 2].map((i) => color[i]! * alpha + under[i]! * (1 - alpha)).concat(1) as Rgba;
}

/**
 * The computed colours the checks read, each as sRGB bytes and alpha. A canvas does the
 * parsing, so any syntax a pipeline emits (hex, rgb(), color(), oklch()…) reads the same.
 */
async function readColours(page: Page) {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = 'rgb(0 0 0 / 0)';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element) : undefined;
    };
    const read = (selector: string, property: 'color' | 'backgroundColor') => {
      const value = style(selector)?.[property];
      return value === undefined ? undefined : rgba(value);
    };
    const focused = document.activeElement;
    const ring = focused && focused !== document.body ? getComputedStyle(focused) : undefined;
    return {
      dialog: read('dialog.mcpe-Dialog[open]', 'backgroundColor'),
      inline: read('.mcpe-Dialog[data-presentation="inline"]', 'backgroundColor'),
      input: read('dialog .mcpe-Field-input', 'backgroundColor'),
      inputText: read('dialog .mcpe-Field-input', 'color'),
      message: read('dialog .mcpe-ElicitationHost-message', 'color'),
      muted: read('dialog .mcpe-ServerBadge-host', 'color'),
      description: read('dialog .mcpe-Field-description', 'color'),
      inlineText: read('.mcpe-Dialog[data-presentation="inline"] .mcpe-UrlConsent-message', 'color'),
      primary: read('dialog .mcpe-Button[data-variant="primary"]', 'backgroundColor'),
      primaryText: read('dialog .mcpe-Button[data-variant="primary"]', 'color'),
      focus: ring && {
        visible: focused!.matches(':focus-visible'),
        inDialog: Boolean(focused!.closest('dialog')),
        style: ring.outlineStyle,
        width: Number.parseFloat(ring.outlineWidth),
        color: rgba(ring.outlineColor),
      },
    };
  });
}

/**
 * The problems of the page as it is now, expecting `scheme`: an empty list when all is right.
 * Call it with keyboard focus on a control of the modal (after a Tab); `inline: false` when the
 * page has no inline request.
 */
export async function themeProblems(page: Page, scheme: Scheme, { inline = true } = {}): Promise<string[]> {
  const colours = await readColours(page);
  const problems: string[] = [];
  const fmt = (color?: Rgba) => (color ? `rgba(${color.map((v, i) => (i === 3 ? v.toFixed(2) : v)).join(', ')})` : 'missing');
  const opaque = (name: string, color?: Rgba): color is Rgba => {
    if (color?.[3] === 1) return true;
    problems.push(`${name} background is not opaque: ${fmt(color)}`);
    return false;
  };
  const readable = (name: string, text: Rgba | undefined, background: Rgba, minimum = 4.5) => {
    if (!text) return void problems.push(`${name} is missing`);
    const ratio = contrast(over(text, background), background);
    if (ratio < minimum) problems.push(`${name} contrast ${ratio.toFixed(2)}:1 < ${minimum}:1 (${fmt(text)} on ${fmt(background)})`);
  };
  if (opaque('the modal', colours.dialog)) {
    const dark = luminance(colours.dialog) < 0.2;
    if (dark !== (scheme === 'dark')) problems.push(`the modal is ${dark ? 'dark' : 'light'} (${fmt(colours.dialog)}), expected ${scheme}`);
    readable('the request message', colours.message, colours.dialog);
    readable('the server host (muted text)', colours.muted, colours.dialog);
    readable('a field description (muted text)', colours.description, colours.dialog);
    const focus = colours.focus;
    if (!focus?.inDialog) problems.push('keyboard focus is not in the modal');
    else if (!focus.visible || focus.style === 'none' || focus.width < 2) problems.push(`no focus ring: ${JSON.stringify(focus)}`);
    else readable('the focus ring', focus.color, colours.dialog, 3);
  }
  if (opaque('an input', colours.input)) readable('input text', colours.inputText, colours.input);
  if (opaque('the primary button', colours.primary)) readable('the primary button label', colours.primaryText, colours.primary);
  if (inline && opaque('the inline frame', colours.inline)) readable('the inline request message', colours.inlineText, colours.inline);
  return problems;
}

/** Every combination a host meets: the system preference, and data-theme absent or pinned. */
export const THEME_CASES = (['light', 'dark'] as const).flatMap((system) =>
  ([undefined, 'light', 'dark'] as const).map((dataTheme) => ({ system, dataTheme, expected: dataTheme ?? system })),
);

/** Sets the case on the open page: the emulated preference and data-theme on <html>. */
export async function applyThemeCase(page: Page, { system, dataTheme }: (typeof THEME_CASES)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: system });
  await page.evaluate((theme) => {
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
  }, dataTheme ?? null);
}
