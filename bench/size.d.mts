/** Types of bench/size.mjs (used by test/smoke/size-budget.test.ts). */
export interface ChunkSizes {
  gzip: number;
  min: number;
  files: string[];
}
export type ChunkKind = 'initial' | 'ajv' | 'evalFree' | 'url' | 'other';
export function measureApp(name: 'ours' | 'rjsf'): Promise<Partial<Record<ChunkKind, ChunkSizes>>>;
export function measureSizes(): Promise<{
  ours: { initial: number; form: number; formStrictCsp: number; total: number; chunks: Partial<Record<ChunkKind, ChunkSizes>> };
  rjsf: { total: number; chunks: Partial<Record<ChunkKind, ChunkSizes>> };
}>;
