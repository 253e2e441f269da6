// ESLint flat config: typescript-eslint's recommended rules plus the React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The React-free layers and the sibling folders each may import (README "Repository map").
 * text: bounded string helpers; elicitation: the wire protocol; schema and url: the two
 * kinds of request content; store: request lifecycle; adapters: MCP SDK glue; relay: the
 * server-side relay and the browser store that reads it.
 */
const LAYERS = {
  text: [],
  elicitation: ['text'],
  schema: ['elicitation', 'text'],
  url: ['text'],
  store: ['elicitation'],
  adapters: ['elicitation', 'schema', 'store'],
  // The elicitation relay (mcp-elicitation-react/relay) and its browser store (/remote).
  relay: ['elicitation', 'schema', 'store', 'text'],
};

export default tseslint.config(
  { ignores: ['**/dist/', 'storybook-static/', 'node_modules/', '.ci-out/', 'smoke/react18/node_modules/', 'recipes/nextjs/.next/', 'recipes/nextjs/next-env.d.ts', 'conformance/node_modules/', 'bench-out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layering (README "Repository map"): the protocol, schema, URL, store and adapter layers
  // are React-free and word-free, so `mcp-elicitation-react/core` runs anywhere and every
  // user-visible word is chosen at render time from src/i18n. Each of those folders may
  // import only the folders listed for it in LAYERS (a one-way graph, no cycles).
  ...Object.entries(LAYERS).map(([folder, allowed]) => ({
    files: [`src/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-hook-form'], message: 'This layer is React-free (it is part of mcp-elicitation-react/core).' },
          { group: ['**/labels.js', '**/i18n/*', '**/components/*', '**/hooks/*', '**/*.tsx'], message: 'Words live in src/i18n and rendering in src/components: keep codes here.' },
          ...Object.keys(LAYERS)
            .filter((other) => other !== folder && !allowed.includes(other))
            .map((other) => ({ group: [`../${other}/*`, `../../${other}/*`], message: `src/${folder} may import only ${allowed.length > 0 ? allowed.map((a) => `src/${a}`).join(', ') : 'nothing else in src'} (eslint.config.js LAYERS).` })),
        ],
      }],
    },
  })),
  {
    files: ['src/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-hook-form', '**/components/*', '**/hooks/*', '**/labels.js'], message: 'Labels are plain data and pure functions (import ./types.js or ./en.js).' }],
      }],
    },
  },
  // The headless hooks read the provider (hooks/use-elicitation-config.ts) but never import
  // components: the arrow goes components → hooks only (README "Repository map"). Types are fine.
  {
    files: ['src/hooks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/components/*', '**/components/**'], allowTypeImports: true, message: 'src/hooks never imports src/components (types only): components use hooks, not the other way round.' }],
      }],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'smoke/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
