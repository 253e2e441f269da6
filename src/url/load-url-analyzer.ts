import { lazyOnce } from '../text/lazy-once.js';
import type { AnalyzeUrlOptions, PublicSuffixParser, UrlAnalysis, UrlAnalyzer } from './types.js';

type AnalyzerFactory = (list: PublicSuffixParser | null) => UrlAnalyzer;

/** The analyser's own code (IDNA, confusables, look-alike checks) loads with the list. */
const importAnalyzer = (): Promise<AnalyzerFactory> => import('./analyze-url.js').then((module) => module.createUrlAnalyzer);

/**
 * A loader of the Public Suffix List and the analyser's code, each loaded once it succeeds
 * and tried again on next use after a failure (text/lazy-once.ts). Without the list the
 * analyser still runs, treating the whole host as the domain, for this request only: the
 * next URL request tries the list again, so one bad moment does not degrade every later
 * dialog. Without the analyser's code nothing can be checked: the load rejects, the dialog
 * says the address could not be checked, keeps Open disabled and offers Try again
 * (test/components/url-consent-unavailable.test.tsx).
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
 * Load the Public Suffix List (tldts, ~50 KB gzip) and return a synchronous analyser.
 *
 * Why on demand: only URL-mode requests need the list, so hosts that only ever show forms
 * should not ship it in their main bundle. A dynamic import lets every bundler split it
 * into its own chunk, fetched the first time a URL request arrives (and cached after). It
 * is tldts's prebuilt minified file (src/url/tldts.d.ts), so the chunk is ~49 kB gzip
 * whatever the host's bundler settings.
 * The full list is used, private section included: on shared hosting (`github.io`,
 * `pages.dev`, `web.app`) the tenant is the site, and showing `github.io` as "the domain"
 * of `evil.github.io` would reassure the user about the wrong party. If the chunk cannot be
 * loaded (offline, CSP), the analyser still runs every other check and treats the whole
 * host as the domain, rather than failing the request; the next request tries again.
 */
export function loadUrlAnalyzer(): Promise<UrlAnalyzer> {
  return defaultLoader.load();
}

/** The analyser if `loadUrlAnalyzer()` has already finished, so a second dialog renders at once. */
export function getLoadedUrlAnalyzer(): UrlAnalyzer | undefined {
  return defaultLoader.getLoaded();
}

/** Convenience: load the list if needed, then analyse one URL. */
export async function analyzeUrl(raw: string, options?: AnalyzeUrlOptions): Promise<UrlAnalysis> {
  return (await loadUrlAnalyzer())(raw, options);
}
