import { useEffect, useMemo, useState } from 'react';
import { getLoadedUrlAnalyzer, loadUrlAnalyzer } from '../../url/load-url-analyzer.js';
import type { UrlAnalysis, UrlAnalyzer } from '../../url/types.js';

/**
 * Analyse `url`, loading the Public Suffix List on first use. `undefined` while it loads
 * (the dialog shows a brief "checking" state and keeps Open disabled); synchronous once
 * any dialog has loaded it, or when the host passes its own `analyzer`.
 */
export function useUrlAnalysis(url: string, serverUrl: string | undefined, analyzer?: UrlAnalyzer): UrlAnalysis | undefined {
  const [loaded, setLoaded] = useState<UrlAnalyzer | undefined>(getLoadedUrlAnalyzer);
  const active = analyzer ?? loaded;
  useEffect(() => {
    if (active) return;
    let live = true;
    void loadUrlAnalyzer().then((next) => {
      // The analyser is a function: wrap it so React does not call it as an updater.
      if (live) setLoaded(() => next);
    });
    return () => {
      live = false;
    };
  }, [active]);
  return useMemo(() => active?.(url, { serverUrl }), [active, url, serverUrl]);
}
