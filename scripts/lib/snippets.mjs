// Every code block of the README, SECURITY.md and the guides (docs/guides/*.md) is a file of
// the repository, named by a marker on the line before the block:
//
//   <!-- snippet: test/integration/examples/quick-start.tsx -->
//   ```tsx
//
// The block shows that file as a reader would write it: without its leading comment (which
// says how the repository checks it) and importing 'mcp-elicitation-react/…' where the file
// imports the sources. The files are type-checked by `tsc --noEmit` (tsconfig includes
// test/) and run by the tests their comments name. Blocks of shell commands (sh) and
// plain text need no file; each `npm run <script>` in them must exist.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARKER = /^<!-- snippet: (\S+) -->$/;
const UNCHECKED = new Set(['sh', 'text']);

/** The documents whose code blocks are checked, relative to the repository. */
export function documents(root) {
  const guides = readdirSync(join(root, 'docs/guides')).filter((name) => name.endsWith('.md')).sort();
  return ['README.md', 'SECURITY.md', ...guides.map((name) => `docs/guides/${name}`)];
}

/** The fenced code blocks of `markdown`: language, body, the marker's file, and lines (1-based). */
export function codeBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^```(\w*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((line, j) => j > i && line === '```');
    if (end < 0) throw new Error(`line ${i + 1}: a code block is never closed`);
    const marker = MARKER.exec(lines[i - 1] ?? '');
    blocks.push({ lang: open[1], start: i + 1, end: end + 1, body: lines.slice(i + 1, end).join('\n'), file: marker?.[1] });
    i = end;
  }
  return blocks;
}

/** What the docs show of a snippet file: no leading comment, package imports instead of source paths. */
export function shownSnippet(source) {
  return source
    .replace(/^(?:\/\*\*[\s\S]*?\*\/\n|(?:\/\/[^\n]*\n)+)/, '')
    .replace(/'(?:\.\.\/)+src\/theme\/styles\.css'/g, "'mcp-elicitation-react/styles.css'")
    .replace(/'(?:\.\.\/)+src\/(core|host|store|relay|remote)(?:\.js)?'/g, "'mcp-elicitation-react/$1'")
    .replace(/'(?:\.\.\/)+src(?:\/index)?(?:\.js)?'/g, "'mcp-elicitation-react'")
    .trim();
}

/** Problems with the code blocks of every document (one line each); `write` rewrites stale blocks from their files. */
export function checkSnippets(root, { write = false } = {}) {
  const problems = [];
  const scripts = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts);
  for (const document of documents(root)) {
    const markdown = readFileSync(join(root, document), 'utf8');
    let updated = markdown;
    for (const block of codeBlocks(markdown)) {
      const where = `${document}:${block.start}`;
      if (!block.file) {
        if (!UNCHECKED.has(block.lang)) problems.push(`${where}: a \`${block.lang || 'plain'}\` block names no file (<!-- snippet: path --> on the line before it)`);
        for (const [, script] of block.body.matchAll(/\bnpm run (?:-s )?([\w:-]+)/g)) {
          if (!scripts.includes(script)) problems.push(`${where}: \`npm run ${script}\`: package.json has no such script`);
        }
        continue;
      }
      let source;
      try {
        source = readFileSync(join(root, block.file), 'utf8');
      } catch {
        problems.push(`${where}: ${block.file} does not exist`);
        continue;
      }
      const shown = shownSnippet(source);
      if (shown === block.body.trim()) continue;
      if (write) updated = updated.replace(`\`\`\`${block.lang}\n${block.body}\n\`\`\``, `\`\`\`${block.lang}\n${shown}\n\`\`\``);
      else problems.push(`${where}: the block differs from ${block.file} (node scripts/snippets.mjs --write copies the file in)`);
    }
    if (updated !== markdown) writeFileSync(join(root, document), updated);
  }
  return problems;
}
