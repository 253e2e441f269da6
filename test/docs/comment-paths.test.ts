// @vitest-environment node
/**
 * Comments and pages name real files (scripts/lib/comment-paths.mjs): a comment naming a file
 * that moved or was deleted fails here, with its file and line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentsOf, missingCommentPaths } from '../../scripts/lib/comment-paths.mjs';

const root = new URL('../../', import.meta.url).pathname;

describe('file names in comments', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('every src/… and test/… path, and every file name, in a comment of the repository names a file that exists', () => {
    expect(missingCommentPaths(root)).toEqual([]);
  });

  it('reports a comment naming a missing file, by path or by name, and nothing once the files exist', () => {
    dir = mkdtempSync(join(tmpdir(), 'comment-paths-'));
    mkdirSync(join(dir, 'src', 'a'), { recursive: true });
    const source = [
      '// See src/a/gone.ts and helper.ts.',
      "const re = /src\\/x\\.ts\\/\\//; const url = 'https://example.com/src/y.ts'; const s = 'src/a/in-a-string.ts';",
      '/* test/b.test.ts */ export { re, url, s };',
    ].join('\n');
    writeFileSync(join(dir, 'src', 'a', 'probe.ts'), source);
    expect(missingCommentPaths(dir)).toEqual(['src/a/probe.ts:1: src/a/gone.ts', 'src/a/probe.ts:1: helper.ts', 'src/a/probe.ts:3: test/b.test.ts']);
    writeFileSync(join(dir, 'src', 'a', 'gone.ts'), '');
    writeFileSync(join(dir, 'src', 'helper.ts'), '');
    mkdirSync(join(dir, 'test'));
    writeFileSync(join(dir, 'test', 'b.test.ts'), '');
    expect(missingCommentPaths(dir)).toEqual([]);
  });

  it('reads comments only: strings, regular expressions and JSX text are not comments', () => {
    const tsx = "const a = 'src/s.ts'; const b = /\\/\\/ src\\/r.ts/; const c = <p>// src/j.ts</p>; {/* src/k.ts */}\n// src/l.ts";
    expect(commentsOf(tsx, 'x.tsx').map((c) => c.text)).toEqual(['/* src/k.ts */', '// src/l.ts']);
  });
});
