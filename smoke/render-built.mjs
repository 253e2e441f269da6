// Renders the BUILT package (dist/index.js) on the server and then in a DOM, with the
// React found in SMOKE_REACT_DIR, and prints one JSON line describing what happened.
// Usage: SMOKE_REACT_DIR=<dir with node_modules/react> node smoke/render-built.mjs
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./react-loader.mjs', import.meta.url);
const report = { react: null, ssr: null, client: null, touchedDom: false };

// SSR: nothing may touch window/document at import or render time.
for (const name of ['window', 'document', 'navigator']) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() { report.touchedDom = name; return undefined; },
  });
}
const lib = await import(pathToFileURL('dist/index.js').href);
const React = await import('react');
const { renderToString } = await import('react-dom/server');
report.react = React.version;
const element = React.createElement(lib.ServerBadge, { server: { name: 'Smoke server', url: 'https://smoke.example/mcp' } });
report.ssr = renderToString(element);
for (const name of ['window', 'document', 'navigator']) delete globalThis[name];

// Client: hydrate the server HTML in jsdom and read the DOM back.
const { JSDOM } = await import('jsdom');
const dom = new JSDOM(`<!doctype html><div id="root">${report.ssr}</div>`);
Object.assign(globalThis, { window: dom.window, document: dom.window.document, navigator: dom.window.navigator });
const { hydrateRoot } = await import('react-dom/client');
const container = dom.window.document.getElementById('root');
const errors = [];
hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(String(e)) });
await new Promise((done) => setTimeout(done, 100)); // production React has no act(); let it commit
report.client = { text: container.textContent, errors };
console.log(JSON.stringify(report));
