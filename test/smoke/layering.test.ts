// The layering rules of eslint.config.js (README "Repository map"), tried on probe files:
// each React-free folder may import the folders its row allows and nothing else, no React,
// no words. A rule that stopped matching would let `core` grow a React or labels import.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** The no-restricted-imports messages ESLint gives `code` as if it were src/<folder>/probe.ts. */
async function restricted(folder: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = probe;\n`, { filePath: `src/${folder}/probe.ts` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const ROWS: Array<[folder: string, allowed: string[], forbidden: string[]]> = [
  ['text', [], ['elicitation', 'schema', 'url', 'store', 'adapters']],
  ['elicitation', ['text'], ['schema', 'url', 'store', 'adapters']],
  ['schema', ['elicitation', 'text'], ['url', 'store', 'adapters']],
  ['url', ['text'], ['elicitation', 'schema', 'store', 'adapters']],
  ['store', ['elicitation'], ['text', 'schema', 'url', 'adapters']],
  ['adapters', ['elicitation', 'schema', 'store'], ['text', 'url']],
];

describe('layering lint', { timeout: 60_000 }, () => {
  it.each(ROWS)('src/%s imports only %j among the React-free folders', async (folder, allowed, forbidden) => {
    for (const other of allowed) expect(await restricted(folder, `import { probe } from '../${other}/probe.js';`), other).toEqual([]);
    for (const other of forbidden) {
      const messages = await restricted(folder, `import { probe } from '../${other}/probe.js';`);
      expect(messages, other).toHaveLength(1);
      expect(messages[0]).toContain(`src/${folder} may import only`);
    }
  });

  it.each(ROWS.map(([folder]) => folder))('src/%s imports no React, no react-hook-form, no labels and no components', async (folder) => {
    for (const source of ['react', 'react-hook-form', '../../labels.js', '../i18n/en.js', '../components/parts/button.js', '../hooks/use-schema-form.js']) {
      expect(await restricted(folder, `import { probe } from '${source}';`), source).toHaveLength(1);
    }
  });

  it('src/hooks imports no component (types only): the arrow goes components → hooks', async () => {
    const [value] = await eslint.lintText(`import { probe } from '../components/provider/elicitation-provider.js';\nexport const used = probe;\n`, { filePath: 'src/hooks/probe.ts' });
    expect(value!.messages.filter((m) => m.ruleId === 'no-restricted-imports')).toHaveLength(1);
    const [type] = await eslint.lintText(`import type { Probe } from '../components/provider/config.js';\nexport type Used = Probe;\n`, { filePath: 'src/hooks/probe.ts' });
    expect(type!.messages.filter((m) => m.ruleId === 'no-restricted-imports')).toEqual([]);
  });
});
