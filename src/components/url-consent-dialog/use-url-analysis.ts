import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { getLoadedUrlAnalyzer, loadUrlAnalyzer } from '../../url/load-url-analyzer.js';
import type { UrlAnalysis, UrlAnalyzer } from '../../url/types.js';

const noSubscription = () => () => {};

/**
 * Whether this render may use what the browser has loaded: false on the server and while
 * hydrating (React renders the server snapshot then), true afterwards and in a client-only
 * render. A server never has the Public Suffix List loaded (preloadElicitationUi does not
 * load it), so a hydrating dialog must render "checking" as the server did, even when this
 * page loaded the list before hydrating, or React reports a hydration mismatch.
 */
const useMayUseLoaded = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Analyse `url`, loading the Public Suffix List on first use. `undefined` while it loads
 * (the dialog shows a brief "checking" state and keeps Open disabled); synchronous once
 * any dialog has loaded it, or when the host passes its own `analyzer` (then the server
 * renders the analysis too).
 */
export function useUrlAnalysis(url: string, serverUrl: string | undefined, analyzer?: UrlAnalyzer): UrlAnalysis | undefined {
  const [loaded, setLoaded] = useState<UrlAnalyzer | undefined>(getLoadedUrlAnalyzer);
  const mayUseLoaded = useMayUseLoaded();
  const active = analyzer ?? (mayUseLoaded ? loaded : undefined);
  useEffect(() => {
    if (analyzer ?? loaded) return;
    let live = true;
    void loadUrlAnalyzer().then((next) => {
      // The analyser is a function: wrap it so React does not call it as an updater.
      if (live) setLoaded(() => next);
    });
    return () => {
      live = false;
    };
  }, [analyzer, loaded]);
  return useMemo(() => active?.(url, { serverUrl }), [active, url, serverUrl]);
}
