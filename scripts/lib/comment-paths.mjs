// Comments name files ("see src/text/lazy-once.ts", "test/fixtures/property.ts"); a file that
// moved or was deleted leaves such a comment pointing nowhere. This finds every `src/…` and
// `test/…` path in the comments of the repository's code (TypeScript's own scanner reads the
// comments, so strings and URLs are not mistaken for them) and in the Markdown pages, and
// reports the ones that name no file or folder. Run by test/docs/comment-paths.test.ts, and
// from the command line: `node scripts/lib/comment-paths.mjs` (exit 1 with one line each).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Folders whose code and pages are read. */
const ROOTS = ['src', 'test', 'stories', 'scripts', 'bench', 'demo', 'smoke', 'conformance', 'recipes', 'docs', '.storybook', '.ci'];
/** Top-level files read as well. */
const FILES = ['README.md', 'SECURITY.md', 'eslint.config.js', 'vitest.config.ts', 'vite.config.ts'];
// BENCHMARKS.md is left out: `npm run bench` writes it, its prose from bench/findings.md (read here).
/** Other projects' paths quoted on purpose (docs/guides/whats-in-the-box.md: VS Code's source). */
const FOREIGN = ['src/vs/'];
const SKIP = new Set(['node_modules', 'dist', '.next', 'storybook-static', 'bench-out', '.ci-out', 'data']);
const CODE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * Other file names a comment may give, without a folder or with part of one: each must be
 * the end of some file's path in the repository. `schema.ts` is the MCP specification's (its
 * wire types), not ours; `dist/…` (at any depth: demo/server/dist/…) and `mcp-elicitation-react/…` are build output and the
 * package's published subpaths.
 */
const FOREIGN_NAMES = ['schema.ts'];

/** Bare or partial `.ts`, `.tsx`, `.mjs` and `.css` file names in `text`, other than `src/…`/`test/…` paths. */
export function fileNamesIn(text) {
  const found = [];
  for (const match of text.matchAll(/(?<![\w./@:~-])((?:[\w-]+\/)*[\w.-]+\.(?:tsx?|mjs|css))(?![\w/])/g)) {
    const name = match[1];
    if (/^(?:src|test|dist|mcp-elicitation-react)\//.test(name) || /(?:^|\/)dist\//.test(name) || FOREIGN_NAMES.includes(name) || name.startsWith('.')) continue;
    found.push(name);
  }
  return found;
}

/**
 * `src/…` or `test/…` paths in `text`. A path starts after a space, quote, bracket or line
 * start, and stops at a character that cannot be in one of ours. Patterns and placeholders
 * (`src/**`, `src/<folder>/`, `src/${name}`) are not paths and are skipped.
 */
export function pathsIn(text) {
  const found = [];
  for (const match of text.matchAll(/(?<![\w./@-])((?:src|test)\/[\w./*<>${}[\]-]*)/g)) {
    let path = match[1].replace(/[.\]]+$/, '');
    if (/[*<>${}[\]]/.test(path) || FOREIGN.some((prefix) => path.startsWith(prefix))) continue;
    path = path.replace(/\/$/, '');
    if (path === 'src' || path === 'test') continue;
    found.push(path);
  }
  return found;
}

/**
 * The text of every comment in a JavaScript or TypeScript source: the trivia around each
 * token of TypeScript's syntax tree, less what lies in JSX text (`<p>// not a comment</p>`).
 */
export function commentsOf(source, fileName) {
  const kind = /x$/.test(fileName) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map();
  const jsxText = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxText.push([node.pos, node.end]);
      return;
    }
    for (const range of [...(ts.getLeadingCommentRanges(source, node.pos) ?? []), ...(ts.getTrailingCommentRanges(source, node.end) ?? [])]) ranges.set(range.pos, range.end);
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return [...ranges]
    .filter(([pos]) => !jsxText.some(([from, to]) => pos >= from && pos < to))
    .sort(([a], [b]) => a - b)
    .map(([pos, end]) => ({ text: source.slice(pos, end), line: file.getLineAndCharacterOfPosition(pos).line + 1 }));
}

function* filesUnder(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (CODE.test(entry.name) || entry.name.endsWith('.md') || entry.name.endsWith('.css')) yield path;
  }
}

/** Where a named path may resolve: as written, or a `.js` import spelling of a `.ts`/`.tsx` file. */
function exists(root, path) {
  const candidates = [path, path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx'), `${path}.ts`, `${path}.tsx`];
  return candidates.some((candidate) => existsSync(join(root, candidate)));
}

/** Every file's path under the read folders, for {@link fileNamesIn}'s suffix match. */
function allPaths(root) {
  const paths = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.next') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else paths.push(`/${relative(root, path)}`);
    }
  };
  for (const dir of ROOTS) walk(join(root, dir));
  return paths.concat(FILES.map((file) => `/${file}`));
}

/** `file:line: path` for every comment (or Markdown page) naming a `src/…`/`test/…` path that does not exist. */
export function missingCommentPaths(root) {
  const problems = [];
  const known = allPaths(root);
  const named = (name) => [name, name.replace(/\.ts$/, '.tsx'), name.replace(/\.tsx$/, '.ts')].some((n) => known.some((path) => path.endsWith(`/${n}`)));
  const files = [...ROOTS.flatMap((dir) => [...filesUnder(join(root, dir))]), ...FILES.map((file) => join(root, file)).filter((file) => existsSync(file))];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const name = relative(root, file);
    const pieces = CODE.test(file)
      ? commentsOf(source, file)
      : file.endsWith('.css')
        ? [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], line: source.slice(0, m.index).split('\n').length }))
        : source.split('\n').map((text, i) => ({ text, line: i + 1 }));
    for (const { text, line } of pieces) {
      for (const path of pathsIn(text)) if (!exists(root, path)) problems.push(`${name}:${line}: ${path}`);
      if (CODE.test(file)) for (const fileName of fileNamesIn(text)) if (!named(fileName)) problems.push(`${name}:${line}: ${fileName}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = missingCommentPaths(new URL('../..', import.meta.url).pathname);
  for (const problem of problems) console.log(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
