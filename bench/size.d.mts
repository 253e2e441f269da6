/** Types of bench/size.mjs (used by test/smoke/size-budget.test.ts). */
export type Bundler = 'vite' | 'esbuild';
/** The on-demand parts of ours, each marked by a module its chunk holds. */
export type Part = 'form' | 'evalFree' | 'ajv' | 'urlDialog' | 'urlAnalyzer' | 'publicSuffixList' | 'patterns' | 'appBridge';
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
export interface App {
  bundler: Bundler;
  chunks: Chunk[];
  has: (part: Part) => boolean;
  load: (...parts: Part[]) => number;
  all: () => number;
}
/** `file`: the app's entry in bench/apps/<name> (default main.tsx). */
/** `pkg`: another build of the package (`builtPackageAt`); default: this checkout's. */
export function measureApp(name: 'ours' | 'rjsf' | 'react-hook-form', bundler?: Bundler, file?: string, pkg?: string): Promise<App>;
export function measureEntry(entry: string, bundler?: Bundler, pkg?: string): Promise<App>;
/** The file of bench/apps/ours each bundler's app is built from. */
export const OURS_APP: Record<Bundler, 'main.tsx' | 'host.tsx'>;
export interface AppPaths { initial: number; form: number; url: number; formAndUrl: number; all: number }
export function appPaths(app: App): AppPaths;
export interface Paths {
  bundler: Bundler;
  app: string;
  rjsf: number;
  ours: AppPaths & { parts: Record<Part, number> };
  /** The same app importing the main entry. */
  mainEntry: AppPaths;
  /** README "Usage": ElicitationOutlet, a store and the SDK v2 handler, from /host and /store. */
  quickStart: AppPaths;
  /** The react-hook-form binding (bench/apps/ours/react-hook-form.tsx). */
  reactHookForm: Binding;
  /** App-rendered forms (bench/apps/ours/app-forms.tsx). */
  appForms: AppForms;
  /** The default entries now and at SIZE_BASE; undefined without one. */
  sinceBase: SinceBase | undefined;
  chunks: { file: string; gzip: number; min: number; modules: number }[];
}
/** The binding's app: before and after its first check, its floor, and what it adds to that floor. */
export interface Binding { initial: number; checked: number; floor: number; added: number; validator: number }
export function measureBinding(bundler: Bundler): Promise<Binding>;
/** App-rendered forms: the page, the page after its first app (the bridge loaded), what the entry adds, what the bridge adds. */
export interface AppForms { initial: number; firstApp: number; added: number; bridge: number }
export function measureAppForms(bundler: Bundler): Promise<AppForms>;
/** The commit the default entries are compared with (BENCH_SIZE_BASE; empty: none). */
export const SIZE_BASE: string;
export function builtPackageAt(ref: string): Promise<string | undefined>;
type Budgeted = Omit<AppPaths, 'formAndUrl'>;
/** Each app of the default entries (OURS_APP, and esbuild's main.tsx): its paths now and at `ref`. */
export interface SinceBase { ref: string; apps: { file: string; now: Budgeted; base: Budgeted }[] }
export function measureAgainstBase(bundler: Bundler, ref?: string): Promise<SinceBase | undefined>;
export function measurePaths(bundler: Bundler): Promise<Paths>;
export function measureSizes(): Promise<{ vite: Paths; esbuild: Paths }>;
