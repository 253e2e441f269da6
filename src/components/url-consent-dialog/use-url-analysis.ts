import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { getLoadedUrlAnalyzer, loadUrlAnalyzer } from '../../url/load-url-analyzer.js';
import type { UrlAnalysis, UrlAnalyzer } from '../../url/types.js';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating: a server never has the Public Suffix List, so a
 * hydrating dialog must render "checking" as the server did, or React reports a mismatch.
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
 * Analyse `url`, loading the Public Suffix List on first use (Open stays disabled meanwhile);
 * synchronous once loaded or with the host's own `analyzer`. `failed` rather than "checking" forever.
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
