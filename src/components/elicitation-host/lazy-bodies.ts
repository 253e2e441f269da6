/**
 * What ElicitationHost shows for a request is fetched with the first request of that mode, not
 * with the page. Nothing is rendered for the request until its body is here, so a dialog opens
 * with its fields in it and focus lands as before.
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
/** Copy answers and what `onUnsent` receives: loaded once the first form shows, before it can end unsent with its server gone. */
export const unsentBody = lazyOnce(() => import('../time-left/copy-answers.js'));

/** Fetch both request bodies now: before `renderToString` and `hydrateRoot` so both render alike, or to warm the cache. */
export function preloadElicitationUi(): Promise<void> {
  return Promise.all([formBody.load(), urlBody.load(), answerSummaryBody.load(), roundQuestionBody.load(), timeLeftBody.load(), unsentBody.load()]).then(() => undefined);
}

/**
 * The module if loaded, else starts loading it (when `needed`). `failed`: the host then declines
 * the request with a notice rather than leave nothing to answer; the next request loads again.
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
