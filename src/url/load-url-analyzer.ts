import type { AnalyzeUrlOptions, PublicSuffixParser, UrlAnalysis, UrlAnalyzer } from './types.js';

type AnalyzerFactory = (list: PublicSuffixParser | null) => UrlAnalyzer;

/** The analyser's own code (IDNA, confusables, look-alike checks) loads with the list. */
const importAnalyzer = (): Promise<AnalyzerFactory> => import('./analyze-url.js').then((module) => module.createUrlAnalyzer);

/**
 * A loader of the Public Suffix List: one import at a time, cached once it succeeded.
 * A failed import (offline, a CSP) gives the fallback analyser for now and is tried again
 * on the next URL request, so one bad moment does not degrade every later dialog.
 */
export function createAnalyzerLoader(importList: () => Promise<PublicSuffixParser>, factory: () => Promise<AnalyzerFactory> = importAnalyzer) {
  let loading: Promise<UrlAnalyzer> | undefined;
  let loaded: UrlAnalyzer | undefined;
  const load = (): Promise<UrlAnalyzer> =>
    (loading ??= factory().then(
      (create) =>
        importList().then(
          (list) => (loaded = create(list)),
          () => {
            loading = undefined;
            return create(null);
          },
        ),
      // Without the analyser itself nothing can be checked: the dialog keeps Open disabled
      // ("checking"), and the next request tries again.
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { load, getLoaded: () => loaded };
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
