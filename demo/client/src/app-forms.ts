/**
 * App-rendered forms in the demo (`choose_seat`): the `AppForm` part, and where its sandbox
 * proxy lives. The proxy must be on another origin than this page; the demo server serves
 * it at `/mcp-app-sandbox` on every name it answers to, so the page uses the other loopback
 * name (`localhost` ⇄ `127.0.0.1`): same server, another origin. A real host serves it on an
 * origin of its own (the guide "App-rendered forms"). `?apps=off` stops the page's MCP client
 * from offering app forms, to see the native form the server then sends.
 */
import { createAppForm } from '../../../src/apps';

export const SANDBOX_PATH = '/mcp-app-sandbox';

export function sandboxUrlFor(page: Location): string {
  const other = page.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return `${page.protocol}//${other}${page.port ? `:${page.port}` : ''}${SANDBOX_PATH}`;
}

export const AppForm = createAppForm({ sandboxUrl: sandboxUrlFor(window.location) });

/** Whether the page's MCP client offers app forms (`?apps=off`: it does not). */
export const offerAppForms = () => new URLSearchParams(window.location.search).get('apps') !== 'off';
