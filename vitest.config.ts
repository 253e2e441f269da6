import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/browser/chromium.ts';

/**
 * Three tiers, all run by `npm test`:
 * - unit: pure modules and components in jsdom (`test/**` mirrors `src/**`);
 * - storybook, storybook-dark: every story rendered (and its play function run, and axe
 *   checked) in Debian's Chromium, once in the light theme and once in the dark one;
 * - browser: Node-driven tiers — playwright-core pages (focus, window.open, CSP, network),
 *   the built-package smoke test and the official MCP conformance suite.
 */
/** The design-system packages the stories import (read from the story, so a new import is never missed). */
const STORY_DESIGN_SYSTEM_DEPS = [
  ...new Set([...readFileSync('stories/design-system-mui.stories.tsx', 'utf8').matchAll(/from '(@(?:mui|emotion)\/[^']+)'/g)].map((match) => match[1]!)),
  '@emotion/react',
  '@emotion/styled',
];

/** Every story rendered in Chromium with axe (a11y.test = 'error'), in one theme. */
function storybookProject(name: string, theme: 'light' | 'dark'): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook' })],
    // Pre-bundled before the first story runs: a dependency Vite discovers mid-run makes it
    // re-optimise and reload the page, which failed the MUI story once on a fresh install.
    optimizeDeps: { include: STORY_DESIGN_SYSTEM_DEPS },
    // Read by .storybook/preview.tsx: pins data-theme on every story's wrapper.
    define: { __MCPE_STORY_THEME__: JSON.stringify(theme) },
    test: {
      name,
      browser: {
        enabled: true,
        headless: true,
        instances: [{ browser: 'chromium' }],
        provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
      },
    },
  };
}

/**
 * @ai-sdk/mcp 2.x declares Node >= 22, so it is installed in node22/ rather than node_modules
 * (README, "Where the stack differs"), and its tests run only on a Node that meets that:
 * scripts/test.mjs runs them again under conformance/'s Node 22.
 */
export const NODE22 = Number(process.versions.node.split('.')[0]) >= 22;
const AI_SDK_TESTS = ['test/integration/ai-sdk.test.tsx', 'test/integration/timeouts-ai-sdk.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@ai-sdk/mcp': fileURLToPath(new URL('./node22/node_modules/@ai-sdk/mcp', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/browser/**', 'test/smoke/**', 'test/conformance/**', ...(NODE22 ? [] : AI_SDK_TESTS)],
          // jsdom role queries over a whole form take seconds on a loaded 2-core CI machine
          // (a file's first test also pays for importing the form); 5 s failed there.
          testTimeout: 20_000,
        },
      },
      storybookProject('storybook', 'light'),
      // Every story again in the dark theme, so axe checks both palettes.
      storybookProject('storybook-dark', 'dark'),
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts', 'test/smoke/**/*.test.ts', 'test/conformance/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
