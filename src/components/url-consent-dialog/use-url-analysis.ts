import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
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

export interface UrlAnalysisState {
  /** `undefined` while the analyser loads, or when it could not (`failed`). */
  analysis: UrlAnalysis | undefined;
  /** The analyser's code could not be loaded: nothing can be opened until `retry` succeeds. */
  failed: boolean;
  /** Load again (src/text/lazy-once.ts tries a failed load again on next use). */
  retry: () => void;
}

/**
 * Analyse `url`, loading the Public Suffix List on first use. No analysis while it loads
 * (the dialog shows a brief "checking" state and keeps Open disabled); synchronous once
 * any dialog has loaded it, or when the host passes its own `analyzer` (then the server
 * renders the analysis too). When the analyser's own code cannot load, `failed` says so
 * rather than "checking" forever (load-url-analyzer.ts: without the list it still runs).
 */
export function useUrlAnalysis(url: string, serverUrl: string | undefined, analyzer?: UrlAnalyzer): UrlAnalysisState {
  const [loaded, setLoaded] = useState<UrlAnalyzer | undefined>(getLoadedUrlAnalyzer);
  const [attempt, setAttempt] = useState<{ failed: boolean }>({ failed: false });
  const mayUseLoaded = useMayUseLoaded();
  const active = analyzer ?? (mayUseLoaded ? loaded : undefined);
  useEffect(() => {
    if (analyzer ?? loaded) return;
    if (attempt.failed) return;
    let live = true;
    loadUrlAnalyzer().then(
      // The analyser is a function: wrap it so React does not call it as an updater.
      (next) => live && setLoaded(() => next),
      () => live && setAttempt({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [analyzer, loaded, attempt]);
  const retry = useCallback(() => setAttempt({ failed: false }), []);
  const analysis = useMemo(() => active?.(url, { serverUrl }), [active, url, serverUrl]);
  return { analysis, failed: !active && attempt.failed, retry };
}
