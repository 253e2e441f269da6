// No module of src/ reaches itself through its imports, type-only imports included (a type
// cycle still ties two modules' changes together). eslint's import-x/no-cycle holds the
// value imports as code is written (eslint.config.js) and skips type-only ones; this reads
// every import and export specifier of src/ and finds the strongly connected parts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^'";]*?['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each module of src/ and the modules of src/ it imports or re-exports, types included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(join(root, 'src'))) {
    const targets: string[] = [];
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const base = resolve(dirname(file), specifier!).replace(/\.js$/, '');
      const found = ['.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path));
      if (found) targets.push(found);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected parts of more than one module (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let top: string;
    do part.push((top = stack.pop()!));
    while (top !== node);
    if (part.length > 1) found.push(part.map((path) => relative(root, path)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('src/ has none, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a planted one, a type-only one too', () => {
    const planted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(planted).map((part) => part.length)).toEqual([3]);
    const file = join(root, 'src/components/parts/parts-context.ts');
    const graph = importGraph();
    // parts-context → a part that reads the context: the type edge the registry once made.
    graph.set(file, [...graph.get(file)!, join(root, 'src/components/parts/action-row.tsx')]);
    expect(cycles(graph)).toHaveLength(1);
  });

  it('eslint reports a value cycle (import-x/no-cycle)', { timeout: 60_000 }, async () => {
    const eslint = new ESLint({ cwd: root });
    // clip.ts imports limits.ts; a limits.ts that imported clip.ts back would close a cycle.
    const [result] = await eslint.lintText("import { clipLabel } from './clip.js';\nexport const probe = clipLabel;\n", { filePath: join(root, 'src/text/limits.ts') });
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
