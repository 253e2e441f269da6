// Apart from app-session.ts so that a page loads neither the session nor the bridge before its first app.
import type { AppFailure, AppResource } from '../elicitation/app-resource.js';

/** The app could not answer: the native form takes over, saying why. */
export class AppSessionError extends Error {
  constructor(readonly failure: AppFailure) {
    super(`app session failed: ${failure}`);
  }
}

/** The proxy page's URL for one app: the host's origin and the app's declared origins as parameters. */
export function proxyUrlFor(sandboxUrl: string, hostOrigin: string, app: AppResource, title?: string): string {
  const url = new URL(sandboxUrl, hostOrigin);
  url.searchParams.set('host', hostOrigin);
  url.searchParams.set('csp', JSON.stringify(app.csp ?? {}));
  if (title !== undefined) url.searchParams.set('title', title);
  return url.href;
}
