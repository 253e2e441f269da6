/**
 * What ElicitationHost shows for a request — the form (SchemaForm with its store, the
 * schema reading; or the host's AppForm part) and the URL consent dialog (with the warning
 * texts and look-alike data) — is fetched when the first request of that mode arrives, not
 * with the page: a host that has not been asked anything yet carries only the store, the
 * host shell and the labels (BENCHMARKS.md, "JS added to an app"). The host renders nothing for the request until its
 * body is here, so a dialog opens with its fields in it and focus lands as before.
 */
import { useEffect, useState } from 'react';
import { lazyOnce, type LazyOnce } from '../../text/lazy-once.js';

export const formBody = lazyOnce(() => import('./request-form.js'));
export const urlBody = lazyOnce(() => import('../url-consent-dialog/url-consent-dialog.js'));
/** The items of a round of several requests (ElicitationOutlet's round view): loaded with the first round. */
export const roundQuestionBody = lazyOnce(() => import('./round-question.js'));
/** A round's answers in words (ElicitationOutlet's round view), loaded with its first form question. */
export const answerSummaryBody = lazyOnce(() => import('../elicitation-outlet/answer-summary.js'));
/** A view's time left (countdown, announcements, More time): loaded with the first request that has a deadline. */
export const timeLeftBody = lazyOnce(() => import('../time-left/time-left-line.js'));
/** Copy answers and what `onUnsent` receives: loaded with the first form request that ends unsent. */
export const unsentBody = lazyOnce(() => import('../time-left/copy-answers.js'));

/**
 * Fetch both request bodies now. For server rendering (call it before `renderToString` on
 * the server and before `hydrateRoot` in the browser, so both render the request the same
 * way), or to warm the cache before the first request arrives.
 */
export function preloadElicitationUi(): Promise<void> {
  return Promise.all([formBody.load(), urlBody.load(), answerSummaryBody.load(), roundQuestionBody.load(), timeLeftBody.load(), unsentBody.load()]).then(() => undefined);
}

/**
 * The module if it is loaded; otherwise starts loading it (when `needed`) and re-renders
 * once it is. `failed`: the fetch failed (offline, a CSP); the host then declines the
 * request with a notice instead of leaving it on screen with nothing to answer. The failure
 * belongs to that request: once the module is no longer needed it is forgotten, and the
 * next request loads again (text/lazy-once.ts).
 */
export function useLazyModule<T>(module: LazyOnce<T>, needed: boolean): { module: T | undefined; failed: boolean } {
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!needed || module.get()) return;
    let live = true;
    module.load().then(
      () => live && setLoaded(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      setFailed(false);
    };
  }, [module, needed]);
  return { module: needed ? module.get() : undefined, failed: needed && failed };
}
