// The layering rules of eslint.config.js (the repository map, docs/guides/development.md),
// tried on probe files: each folder of src/ may import the folders its row allows and nothing
// else; the React-free ones no React and no words; nothing imports an entry file. A rule that
// stopped matching would let `core` grow a React import or hooks/ and components/ a cycle.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `path` (under src/). */
async function restrictedAt(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = probe;\n`, { filePath: `src/${path}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}
const restricted = (folder: string, code: string) => restrictedAt(`${folder}/probe.ts`, code);
const typeOnly = (path: string, source: string) => restrictedAt(path, `import type { Probe } from '${source}';\nconst probe: Probe | undefined = undefined;`);

const FOLDERS = ['text', 'elicitation', 'schema', 'url', 'store', 'adapters', 'relay', 'i18n', 'hooks', 'components', 'react-hook-form'];
const ROWS: Array<[folder: string, allowed: string[]]> = [
  ['text', []],
  ['elicitation', ['text']],
  ['schema', ['elicitation', 'text']],
  ['url', ['text']],
  ['store', ['elicitation']],
  ['adapters', ['elicitation', 'schema', 'store']],
  ['relay', ['elicitation', 'schema', 'store', 'text']],
  ['i18n', ['text', 'schema', 'url']],
  ['hooks', ['text', 'elicitation', 'schema', 'url', 'store', 'i18n']],
  ['components', ['text', 'elicitation', 'schema', 'url', 'store', 'i18n', 'hooks']],
  ['react-hook-form', ['text', 'elicitation', 'schema', 'i18n', 'hooks']],
];
const REACT_FREE = ROWS.map(([folder]) => folder).filter((folder) => !['hooks', 'components', 'react-hook-form'].includes(folder));

describe('layering lint', { timeout: 60_000 }, () => {
  it.each(ROWS)('src/%s imports only %j among the folders of src/', async (folder, allowed) => {
    // components/ files sit one level deeper (src/components/<part>/file.tsx).
    const at = folder === 'components' ? 'components/schema-form/probe.tsx' : `${folder}/probe.ts`;
    const up = folder === 'components' ? '../../' : '../';
    for (const other of allowed) expect(await restrictedAt(at, `import { probe } from '${up}${other}/probe.js';`), other).toEqual([]);
    for (const other of FOLDERS.filter((f) => f !== folder && !allowed.includes(f))) {
      const messages = await restrictedAt(at, `import { probe } from '${up}${other}/probe.js';`);
      expect(messages, other).toHaveLength(1);
      expect(messages[0]).toContain(`src/${folder} may import only`);
    }
  });

  it.each(REACT_FREE)('src/%s imports no React, no component and no hook', async (folder) => {
    for (const source of ['react', 'react-dom/client', '../components/parts/button.js', '../hooks/use-schema-form.js', './view.tsx']) {
      expect(await restricted(folder, `import { probe } from '${source}';`), source).not.toEqual([]);
    }
  });

  it.each(['schema', 'store', 'url', 'text'])('src/%s touches no DOM global, not even as a type (it runs in servers and relays too)', async (folder) => {
    const dom = async (code: string) => {
      const [result] = await eslint.lintText(`${code}\n`, { filePath: `src/${folder}/probe.ts` });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === '@typescript-eslint/no-restricted-types');
    };
    expect(await dom('export const probe = () => document.activeElement;')).toHaveLength(1);
    expect(await dom('export const probe = (element: HTMLInputElement) => element.value;')).toHaveLength(1);
    expect(await dom('export const probe = () => requestAnimationFrame(() => undefined);')).toHaveLength(1);
    // What servers have too is allowed: timers, the clock, abort signals.
    expect(await dom('export const probe = (signal: AbortSignal) => setTimeout(() => signal.aborted, performance.now());')).toEqual([]);
    // So is a name the module declares itself.
    expect(await dom('const document = { title: "" };\nexport const probe = () => document.title;')).toEqual([]);
  });

  it('hooks/ imports nothing from components/, not even a type: the arrow goes components → hooks', async () => {
    expect(await restricted('hooks', "import { probe } from '../components/provider/elicitation-provider.js';")).toHaveLength(1);
    expect(await typeOnly('hooks/probe.ts', '../components/provider/config.js')).toHaveLength(1);
  });

  const COMPONENT_ROWS: Array<[folder: string, allowed: string[]]> = [
    ['parts', []],
    ['internal', ['parts']],
    ['server-badge', ['parts']],
    ['provider', ['parts', 'internal', 'server-badge']],
    ['schema-form', ['parts', 'internal', 'provider']],
    ['url-consent-dialog', ['parts', 'internal', 'provider', 'server-badge']],
    ['elicitation-host', ['parts', 'internal', 'provider', 'server-badge', 'schema-form', 'url-consent-dialog']],
    ['elicitation-outlet', ['parts', 'internal', 'provider', 'server-badge', 'schema-form', 'url-consent-dialog', 'elicitation-host']],
  ];
  it.each(COMPONENT_ROWS)('inside components/, %s imports values only from %j (types excepted)', async (folder, allowed) => {
    const at = `components/${folder}/probe.tsx`;
    for (const other of allowed) expect(await restrictedAt(at, `import { probe } from '../${other}/probe.js';`), other).toEqual([]);
    for (const [other] of COMPONENT_ROWS.filter(([f]) => f !== folder && !allowed.includes(f))) {
      const messages = await restrictedAt(at, `import { probe } from '../${other}/probe.js';`);
      expect(messages, other).toHaveLength(1);
      expect(messages[0]).toContain(`src/components/${folder} may import only`);
      // The registry of parts names every part's props: types may point up.
      expect(await typeOnly(at, `../${other}/probe.js`), other).toEqual([]);
    }
  });

  it.each(['text/probe.ts', 'hooks/probe.ts', 'components/parts/probe.tsx', 'components/schema-form/fields/probe.tsx'])('%s imports no entry file (src/*.ts gather exports only)', async (path) => {
    const up = '../'.repeat(path.split('/').length - 1);
    for (const entry of ['index', 'host', 'core', 'store', 'labels']) {
      expect(await restrictedAt(path, `import { probe } from '${up}${entry}.js';`), entry).not.toEqual([]);
    }
  });

  it.each(['text/probe.ts', 'schema/probe.ts', 'hooks/probe.ts', 'components/schema-form/probe.tsx', 'core.ts', 'store.ts', 'index.ts', 'host.ts'])(
    'src/%s imports neither react-hook-form nor @hookform/resolvers (optional peers of the binding only)',
    async (path) => {
      for (const source of ['react-hook-form', '@hookform/resolvers', '@hookform/resolvers/standard-schema']) {
        expect(await restrictedAt(path, `import { probe } from '${source}';`), source).not.toEqual([]);
      }
      expect(await restrictedAt('react-hook-form/probe.ts', "import { probe } from 'react-hook-form';")).toEqual([]);
    },
  );

  it('the main and host entries do not re-export the binding', async () => {
    for (const entry of ['index.ts', 'host.ts']) {
      expect(await restrictedAt(entry, "import { probe } from './react-hook-form/probe.js';"), entry).not.toEqual([]);
      expect(await restrictedAt(entry, "import { probe } from './react-hook-form.js';"), entry).not.toEqual([]);
    }
  });

  it.each([
    ['core.ts', './schema/probe.js', './components/schema-form/schema-form.js'],
    ['store.ts', './adapters/probe.js', './schema/probe.js'],
    ['relay.ts', './relay/probe.js', './hooks/use-schema-form.js'],
    ['remote.ts', './relay/probe.js', './url/probe.js'],
  ])('the React-free entry src/%s imports %s, not %s, and no React', async (entry, allowed, forbidden) => {
    expect(await restrictedAt(entry, `import { probe } from '${allowed}';`)).toEqual([]);
    expect(await restrictedAt(entry, `import { probe } from '${forbidden}';`)).not.toEqual([]);
    expect(await restrictedAt(entry, "import { probe } from 'react';")).not.toEqual([]);
  });
});
