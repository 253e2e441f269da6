/**
 * What `npm pack` puts in the tarball (run after `npm run build`, as scripts/test.mjs does):
 * the built entries, the sources their maps name, the stylesheet, the README, CHANGELOG and
 * LICENSE; no test, story, fixture or build-tool file; every source map resolving to a file
 * of the package, and every built module's map shipped beside it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const packed: string[] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }))[0].files.map(
  (file: { path: string }) => file.path,
);
const shipped = new Set(packed);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Every file path package.json points at (entries, types, the stylesheet). */
function targets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(targets);
  return [];
}

describe('the packed package', () => {
  it('holds only the build, its sources, the stylesheet and the documents', () => {
    const outside = packed.filter((path) => !/^(dist|src)\//.test(path) && !['package.json', 'styles.css', 'README.md', 'CHANGELOG.md', 'LICENSE'].includes(path));
    expect(outside).toEqual([]);
    for (const name of ['README.md', 'CHANGELOG.md', 'LICENSE', 'styles.css']) expect(shipped, name).toContain(name);
  });

  it('holds no test, story, fixture or build-tool file', () => {
    const unwanted = packed.filter((path) => /(^|\/)(test|tests|__tests__|stories|fixtures|\.storybook|bench|demo|smoke)\/|\.(test|spec|stories|test-d)\.[cm]?[jt]sx?$|\.tsbuildinfo$/.test(path));
    expect(unwanted).toEqual([]);
  });

  it('ships every file package.json points at', () => {
    const named = [pkg.main, pkg.module, pkg.types, pkg.style, ...targets(pkg.exports)].map((path: string) => posix.normalize(path));
    const missing = named.filter((path) => path !== 'package.json' && !shipped.has(path));
    expect(missing).toEqual([]);
  });

  it('every source map names files of the package, each shipped; every module’s map is shipped', () => {
    const problems: string[] = [];
    for (const path of packed.filter((file) => file.endsWith('.js'))) {
      const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(root, path), 'utf8'))?.[1];
      if (url && !shipped.has(posix.join(posix.dirname(path), url))) problems.push(`${path}: its map ${url} is not shipped`);
    }
    const maps = packed.filter((file) => file.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(10);
    for (const path of maps) {
      const map = JSON.parse(readFileSync(join(root, path), 'utf8')) as { sources: string[]; sourceRoot?: string };
      for (const source of map.sources) {
        const file = relative(root, resolve(root, dirname(path), map.sourceRoot ?? '', source));
        if (file.startsWith('..') || !shipped.has(file.split('\\').join('/'))) problems.push(`${path}: ${source} → ${file}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
