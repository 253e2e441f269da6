export interface CodeBlock { lang: string; start: number; end: number; body: string; file?: string }
export function documents(root: string): string[];
export function codeBlocks(markdown: string): CodeBlock[];
export function shownSnippet(source: string): string;
export function checkSnippets(root: string, options?: { write?: boolean }): string[];
export function checkLinks(root: string): string[];
