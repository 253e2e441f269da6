// ESLint flat config: typescript-eslint's recommended rules plus the React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The layers of src/ and the sibling folders each may import (README "Repository map",
 * docs/guides/development.md). text: bounded string helpers; elicitation: the wire protocol;
 * schema and url: the two kinds of request content; store: request lifecycle; adapters: MCP
 * SDK glue; relay: the server-side relay and the browser store that reads it; i18n: the
 * words. These are React-free (`mcp-elicitation-react/core` runs anywhere).
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
  // Plain data and pure functions: label types, English, Simplified Chinese, code → sentence.
  i18n: ['text', 'schema', 'url'],
  // App-rendered forms (mcp-elicitation-react/apps): negotiation, reading the app, its policy,
  // the sandbox proxy, the bridge session (DOM, no React).
  apps: ['elicitation', 'schema', 'store', 'text'],
};
/** The React layers: headless hooks, then components. Neither wires transports (adapters/, relay/: the entries do). */
const REACT_LAYERS = {
  hooks: ['text', 'elicitation', 'schema', 'url', 'store', 'i18n'],
  components: ['text', 'elicitation', 'schema', 'url', 'store', 'i18n', 'hooks', 'apps'],
  // The react-hook-form binding (mcp-elicitation-react/react-hook-form): the headless
  // hooks' settings and the schema reading, drawn by the host's own components.
  'react-hook-form': ['text', 'elicitation', 'schema', 'i18n', 'hooks'],
};
/**
 * Inside components/: the replaceable parts draw one thing, the internal pieces sit just above
 * them, the provider gathers the defaults, and each view imports only what is below it (a
 * one-way graph of values). Types may go the other way: the parts registry
 * (provider/config.ts) names every part's props, a round's question views name the outlet's.
 */
const COMPONENT_LAYERS = {
  parts: [],
  internal: ['parts'],
  'server-badge': ['parts'],
  provider: ['parts', 'internal', 'server-badge'],
  'schema-form': ['parts', 'internal', 'provider'],
  'url-consent-dialog': ['parts', 'internal', 'provider', 'server-badge'],
  // The request view loads the form and URL bodies on demand (lazy-bodies.ts).
  'elicitation-host': ['parts', 'internal', 'provider', 'server-badge', 'schema-form', 'url-consent-dialog'],
  'elicitation-outlet': ['parts', 'internal', 'provider', 'server-badge', 'schema-form', 'url-consent-dialog', 'elicitation-host'],
  // The AppForm part (mcp-elicitation-react/apps): the request view names it by type only.
  'app-form': ['parts', 'provider'],
};
/** The entries (src/*.ts) that must stay React-free, and the folders each may import. */
const REACT_FREE_ENTRIES = {
  'store.ts': ['store', 'elicitation', 'adapters'],
  'core.ts': ['store', 'elicitation', 'adapters', 'schema', 'url', 'i18n', 'text'],
  'relay.ts': ['relay', 'elicitation', 'schema', 'store'],
  'remote.ts': ['relay', 'elicitation', 'store'],
  'relay-node.ts': ['relay'],
};
const SRC_FOLDERS = [...Object.keys(LAYERS), ...Object.keys(REACT_LAYERS)];
const COMPONENT_FOLDERS = Object.keys(COMPONENT_LAYERS);
const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*'];
/** Relative spellings of a sibling folder of src/ from any depth below src/. */
const folder = (name) => [`../${name}/*`, `../../${name}/*`, `../../../${name}/*`];
/** The entry files (src/*.ts), from any depth below src/. */
const ENTRY_FILES = {
  group: ['index', 'host', 'core', 'store', 'relay', 'relay-node', 'remote', 'apps', 'labels', 'react-hook-form'].flatMap((entry) => [`../${entry}.js`, `../../${entry}.js`, `../../../${entry}.js`]),
  message: 'Entry files (src/*.ts) only gather exports: import the module itself.',
};

/** Optional peers of one entry: no other entry may load them, even through a shared module. */
const HOOK_FORM = {
  // A regex: a gitignore-style group would also match the binding's own folder, ../react-hook-form/.
  regex: '^(react-hook-form|@hookform/[^/]+)(/.*)?$',
  message: 'Only src/react-hook-form/ (mcp-elicitation-react/react-hook-form) imports react-hook-form and @hookform/resolvers, optional peers no other entry may load (eslint.config.js).',
};

/** The no-restricted-imports patterns of a folder of src/ that may import `allowed` among `all`. */
function siblings(name, allowed, all, options = {}) {
  const forbidden = all.filter((other) => other !== name && !allowed.includes(other));
  if (forbidden.length === 0) return [];
  const where = options.inside ? `src/components/${name}` : `src/${name}`;
  const list = allowed.length > 0 ? allowed.map((a) => (options.inside ? `components/${a}` : `src/${a}`)).join(', ') : 'nothing else';
  return [{
    group: forbidden.flatMap((other) => (options.inside ? [`../${other}/*`, `../../${other}/*`] : folder(other))),
    ...(options.allowTypeImports && { allowTypeImports: true }),
    message: `${where} may import only ${list}${options.allowTypeImports ? ' (types excepted)' : ''} (eslint.config.js).`,
  }];
}

/**
 * Globals a browser has and Node does not (the DOM, window, layout): the React-free layers
 * run in a server, a worker and a relay too, so they touch none of them; focus, scrolling and
 * inputs live in src/components and src/hooks.
 */
const DOM_GLOBALS = Object.keys(globals.browser).filter((name) => !(name in globals['shared-node-browser']));
const DOM_FREE_FOLDERS = ['schema', 'store', 'url', 'text'];

const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['**/dist/', 'storybook-static/', 'node_modules/', '.ci-out/', 'smoke/*/node_modules/', 'recipes/nextjs/.next/', 'recipes/nextjs/next-env.d.ts', 'conformance/node_modules/', 'node22/node_modules/', 'bench-out/'] },
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
  // No import cycles in the library: a module never reaches itself through what it imports
  // (values; import-x skips type-only imports, which test/smoke/layering.test.ts checks).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // Layering (README "Repository map"): each folder of src/ imports only the folders listed
  // for it above (a one-way graph, no cycles), no entry file, and the React-free ones no React.
  // One block per file set: a later block's options replace an earlier one's.
  ...Object.entries(LAYERS).map(([name, allowed]) => restrict([`src/${name}/**/*.ts`], [
    { group: REACT, message: 'This layer is React-free (it is part of mcp-elicitation-react/core).' },
    { group: ['**/*.tsx', '../labels.js', '../../labels.js'], message: 'React-free: rendering lives in src/components.' },
    ENTRY_FILES,
    HOOK_FORM,
    ...siblings(name, allowed, SRC_FOLDERS),
  ])),
  ...Object.entries(REACT_LAYERS).map(([name, allowed]) => restrict([`src/${name}/**/*.{ts,tsx}`], [
    ENTRY_FILES,
    ...(name === 'react-hook-form' ? [] : [HOOK_FORM]),
    ...siblings(name, allowed, SRC_FOLDERS),
  ])),
  ...Object.entries(COMPONENT_LAYERS).map(([name, allowed]) => restrict([`src/components/${name}/**/*.{ts,tsx}`], [
    ENTRY_FILES,
    HOOK_FORM,
    ...siblings('components', REACT_LAYERS.components, SRC_FOLDERS),
    ...siblings(name, allowed, COMPONENT_FOLDERS, { inside: true, allowTypeImports: true }),
  ])),
  ...Object.entries(REACT_FREE_ENTRIES).map(([entry, allowed]) => restrict([`src/${entry}`], [
    { group: REACT, message: 'This entry is React-free.' },
    { group: ['./*.tsx', './components/*', './hooks/*'], message: 'This entry is React-free.' },
    HOOK_FORM,
    { group: SRC_FOLDERS.filter((other) => !allowed.includes(other)).map((other) => `./${other}/*`), message: `src/${entry} may import only ${allowed.map((a) => `src/${a}`).join(', ')} (eslint.config.js REACT_FREE_ENTRIES).` },
  ])),
  {
    files: DOM_FREE_FOLDERS.map((name) => `src/${name}/**/*.ts`),
    rules: {
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: `src/${DOM_FREE_FOLDERS.join(', ')} are DOM-free: ${name} belongs in src/components or src/hooks (eslint.config.js DOM_GLOBALS).` }))],
      // The same names as types: a module holding elements is DOM-bound even if it never reads a global.
      // (Not `Selection`: schema/selection.ts declares its own, a multi-select's choices.)
      '@typescript-eslint/no-restricted-types': ['error', { types: Object.fromEntries(DOM_GLOBALS.filter((name) => name !== 'Selection').map((name) => [name, { message: `src/${DOM_FREE_FOLDERS.join(', ')} are DOM-free: ${name} belongs in src/components or src/hooks (eslint.config.js DOM_GLOBALS).` }])) }],
    },
  },
  // The React entries gather exports; none of them may reach the binding's peers.
  restrict(['src/index.ts', 'src/host.ts'], [HOOK_FORM, { group: ['./react-hook-form/*', './react-hook-form.js'], message: HOOK_FORM.message }]),
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'smoke/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
