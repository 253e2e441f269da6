/** `src/…` or `test/…` paths in `text`, placeholders and patterns skipped. */
export function pathsIn(text: string): string[];
/** Bare or partial `.ts`, `.tsx`, `.mjs` and `.css` file names in `text`. */
export function fileNamesIn(text: string): string[];
/** Every comment of a JavaScript or TypeScript source, with its 1-based line. */
export function commentsOf(source: string, fileName: string): Array<{ text: string; line: number }>;
/** `file:line: path` for every comment (or Markdown line) naming a path that does not exist. */
export function missingCommentPaths(root: string): string[];
