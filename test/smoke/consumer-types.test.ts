/**
 * A TypeScript 6-style consumer (noUncheckedSideEffectImports, no CSS module declarations)
 * typechecks `import 'mcp-elicitation-react/styles.css'` against the PACKED package: the
 * "./styles.css" export carries a `types` condition (package.json, src/styles.css.ts).
 * Needs dist/ (`npm run build`, run by scripts/test.mjs before this tier).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
// Inside the repository, so the consumer finds react's and @types/react's copies in the
// root node_modules, but with its own package.json: the library is a dependency, not "self".
const work = mkdtempSync(join(root, '.ci-out/consumer-types-'));

beforeAll(() => {
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: root, encoding: 'utf8' }).trim().split('\n').at(-1)!;
  const installed = join(work, 'node_modules/mcp-elicitation-react');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(work, packed), '-C', installed, '--strip-components=1']);
  cpSync(join(root, 'test/consumer-types'), work, { recursive: true });
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

function compile(): string {
  try {
    execFileSync(process.execPath, [tsc, '-p', work], { cwd: work, encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('consumer types', () => {
  it('the packed package ships dist/styles.css.d.ts', () => {
    expect(readdirSync(join(work, 'node_modules/mcp-elicitation-react/dist'))).toContain('styles.css.d.ts');
  });

  it("import 'mcp-elicitation-react/styles.css' typechecks with noUncheckedSideEffectImports and no *.css declarations", () => {
    expect(compile()).toBe('');
  });
});
