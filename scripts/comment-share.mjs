#!/usr/bin/env node
// The share of comment lines among the non-blank lines of src/ (goal: 10–20 %; comments say
// why, history belongs in commit messages). A line counts as a comment when it is a `//`
// line or inside a `/* … */` block (JSX `{/* … */}` lines too); code with a trailing comment
// counts as code. `--files`: the 20 files with the highest share (at least 40 lines).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const files = execFileSync('git', ['ls-files', 'src/*.ts', 'src/*.tsx'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Comment and code lines of one source text. */
export function countLines(text) {
  let comment = 0;
  let code = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (inBlock) {
      comment += 1;
      if (line.includes('*/')) inBlock = false;
    } else if (line.startsWith('//')) {
      comment += 1;
    } else if (line.startsWith('/*') || line.startsWith('{/*')) {
      comment += 1;
      inBlock = !line.includes('*/');
    } else {
      code += 1;
    }
  }
  return { comment, code };
}

const perFile = files.map((file) => ({ file, ...countLines(readFileSync(`${root}${file}`, 'utf8')) }));
const comment = perFile.reduce((n, f) => n + f.comment, 0);
const code = perFile.reduce((n, f) => n + f.code, 0);
const share = (c, k) => `${((100 * c) / (c + k)).toFixed(1)} %`;
console.log(`src/: ${comment} comment lines of ${comment + code} non-blank (${share(comment, code)}) in ${files.length} files`);
if (process.argv.includes('--files')) {
  for (const f of perFile.filter((f) => f.comment + f.code >= 40).sort((a, b) => b.comment / (b.comment + b.code) - a.comment / (a.comment + a.code)).slice(0, 20)) {
    console.log(`  ${share(f.comment, f.code).padStart(7)}  ${f.comment}/${f.comment + f.code}  ${f.file}`);
  }
}
