import { lazyOnce } from '../text/lazy-once.js';
import type { AnalyzeUrlOptions, PublicSuffixParser, UrlAnalysis, UrlAnalyzer } from './types.js';

type AnalyzerFactory = (list: PublicSuffixParser | null) => UrlAnalyzer;

const importAnalyzer = (): Promise<AnalyzerFactory> => import('./analyze-url.js').then((module) => module.createUrlAnalyzer);

/**
 * Loads the Public Suffix List and the analyser's code once each (text/lazy-once.ts). Without
 * the list the analyser treats the whole host as the domain for this request only; without
 * its code nothing can be checked, so the load rejects and the dialog keeps Open disabled.
 */
export function createAnalyzerLoader(importList: () => Promise<PublicSuffixParser>, factory: () => Promise<AnalyzerFactory> = importAnalyzer) {
  const code = lazyOnce(factory);
  const list = lazyOnce(importList);
  const analyzer = lazyOnce(async () => (await code.load())(await list.load()));
  const load = (): Promise<UrlAnalyzer> =>
    analyzer.load().catch((error: unknown) => {
      const create = code.get();
      if (!create) throw error;
      return create(null);
    });
  return { load, getLoaded: analyzer.get };
}

const defaultLoader = createAnalyzerLoader(() => import('tldts/dist/index.esm.min.js'));

/**
 * Load the Public Suffix List (tldts, ~49 kB gzip) and return a synchronous analyser.
 *
 * On demand so that hosts showing only forms never fetch it. The private section is used:
 * on shared hosting (`github.io`, `pages.dev`) the tenant is the site, and naming
 * `github.io` as the domain of `evil.github.io` would reassure the user about the wrong party.
 */
export function loadUrlAnalyzer(): Promise<UrlAnalyzer> {
  return defaultLoader.load();
}

/** The analyser if `loadUrlAnalyzer()` has already finished, so a second dialog renders at once. */
export function getLoadedUrlAnalyzer(): UrlAnalyzer | undefined {
  return defaultLoader.getLoaded();
}

export async function analyzeUrl(raw: string, options?: AnalyzeUrlOptions): Promise<UrlAnalysis> {
  return (await loadUrlAnalyzer())(raw, options);
}
