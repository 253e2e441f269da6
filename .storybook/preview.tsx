import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../src/theme/styles.css';
import { preloadElicitationUi } from '../src/components/elicitation-host/lazy-bodies';

// Play functions wait for real asynchronous work (lazy validator and PSL chunks); on a
// loaded 2-core CI machine the first import can exceed Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

/**
 * Set by the `storybook-dark` vitest project (vitest.config.ts) so every story is also
 * rendered — and axe-checked — in the dark theme. Undefined in Storybook itself, where the
 * toolbar's Theme switch decides.
 */
declare const __MCPE_STORY_THEME__: 'light' | 'dark' | undefined;
const forcedTheme = typeof __MCPE_STORY_THEME__ === 'undefined' ? undefined : __MCPE_STORY_THEME__;

/**
 * The tokens' font (--mcpe-font). It is unset unless the host defines --font-sans (the parts
 * then inherit the page font), so this "host page" falls back to the system UI stack the
 * demo page uses (demo/client/src/demo.css); a stack defined in tokens.css wins.
 */
const STORY_FONT = "var(--mcpe-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif)";

/**
 * Theme and direction for every story: `data-theme` and `dir` on a wrapper that paints the
 * token background and sets the font as a host page would, from the library's own tokens
 * (--mcpe-font, tokens.css), so stories show the stack the parts use, not the browser's
 * serif default. Modal dialogs inherit from it (top layer keeps DOM inheritance). A story's
 * own `parameters.theme` / `parameters.dir` / `parameters.density` pins it.
 */
const withTheme: Decorator = (Story, { globals, parameters }) => {
  const theme = (parameters.theme as string | undefined) ?? forcedTheme ?? (globals.theme as string | undefined) ?? 'light';
  const dir = (parameters.dir as string | undefined) ?? (globals.dir as string | undefined) ?? 'ltr';
  // data-density: the tokens' spacing scale (tokens.css); any container may carry it.
  const density = (parameters.density as string | undefined) ?? (globals.density as string | undefined) ?? 'comfortable';
  return (
    <div data-theme={theme} dir={dir} data-density={density} style={{ background: 'var(--mcpe-bg)', color: 'var(--mcpe-fg)', fontFamily: STORY_FONT, padding: '1rem', minBlockSize: '100%' }}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  // ElicitationHost fetches a request's form or URL dialog on the first request of that mode;
  // stories show the app after that first request (the lazy path: test/components/elicitation-host.lazy.test.tsx).
  loaders: [async () => ({ elicitationUi: await preloadElicitationUi() })],
  globalTypes: {
    theme: {
      description: 'Light or dark tokens (data-theme on the story wrapper)',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    dir: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    density: {
      description: 'Spacing scale (data-density on the story wrapper)',
      toolbar: { title: 'Density', icon: 'component', items: ['comfortable', 'compact'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr', density: 'comfortable' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Run axe on every story (light and, in the storybook-dark project, dark); a violation fails the story's test.
    a11y: { test: 'error' },
    // The guides first, in reading order (.storybook/guides.ts), then the stories.
    options: { storySort: { order: ['Guides', ['Usage', 'Request lifecycle', 'Integrations', 'Clients that run on the server', 'Next.js App Router', 'Theming and languages', 'Accessibility', 'Use your own components', 'URL analysis', 'Validation engine and server patterns', 'Security', 'Benchmarks', 'What is in the box', 'Demo', 'Repository map and development notes', 'API reference']] } },
  },
};
export default preview;
