/** Types of bench/size.mjs (used by test/smoke/size-budget.test.ts). */
export type Bundler = 'vite' | 'esbuild';
/** The on-demand parts of ours, each marked by a module its chunk holds. */
export type Part = 'form' | 'evalFree' | 'ajv' | 'urlDialog' | 'urlAnalyzer' | 'publicSuffixList' | 'patterns';
export const PARTS: Record<Part, RegExp>;
export interface Chunk {
  file: string;
  isEntry: boolean;
  code: string;
  modules: string[];
  imports: string[];
  gzip: number;
  min: number;
}
export function gzip(code: string | Uint8Array): number;
export function measureApp(
  name: 'ours' | 'rjsf',
  bundler?: Bundler,
): Promise<{ bundler: Bundler; chunks: Chunk[]; has: (part: Part) => boolean; load: (...parts: Part[]) => number; all: () => number }>;
export interface Paths {
  bundler: Bundler;
  rjsf: number;
  ours: { initial: number; form: number; url: number; formAndUrl: number; all: number; parts: Record<Part, number> };
  chunks: { file: string; gzip: number; min: number; modules: number }[];
}
export function measurePaths(bundler: Bundler): Promise<Paths>;
export function measureSizes(): Promise<{ vite: Paths; esbuild: Paths }>;
