// Renders the BUILT package (dist/index.js) on the server and then in a DOM, with the
// React found in SMOKE_REACT_DIR, and prints one JSON line describing what happened.
// Usage: SMOKE_REACT_DIR=<dir with node_modules/react> node smoke/render-built.mjs
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./react-loader.mjs', import.meta.url);
const report = { react: null, ssr: null, client: null, ssrError: null };

// SSR: Node has no window/document, so any use of them at import or render time throws
// a ReferenceError here (guards such as `typeof window` are fine).
if ('window' in globalThis || 'document' in globalThis) throw new Error('smoke: run without DOM globals');
const React = await import('react');
const { renderToString } = await import('react-dom/server');
report.react = React.version;
let lib;
let element;
try {
  lib = await import(pathToFileURL('dist/index.js').href);
  // The form is fetched on the first request in a browser; a server renders it at once only
  // when it is loaded (README, "Server rendering"). The client below does the same before hydrating.
  await lib.preloadElicitationUi();
  // The real thing: a host showing a form request (SchemaForm, validators, labels).
  element = React.createElement(lib.ElicitationHost, {
    presentation: 'inline',
    server: { name: 'Smoke server', url: 'https://smoke.example/mcp' },
    onResult: () => {},
    request: {
      message: 'Please provide your contact information',
      requestedSchema: {
        type: 'object',
        properties: { name: { type: 'string', title: 'Name', default: 'Ada' }, age: { type: 'integer', minimum: 0 } },
        required: ['name'],
      },
    },
  });
  report.ssr = renderToString(element);
} catch (error) {
  report.ssrError = String(error);
  console.log(JSON.stringify(report));
  process.exit(0);
}

// Client: hydrate the server HTML in jsdom and read the DOM back.
const { JSDOM } = await import('jsdom');
const dom = new JSDOM(`<!doctype html><div id="root">${report.ssr}</div>`);
Object.assign(globalThis, { window: dom.window, document: dom.window.document, navigator: dom.window.navigator });
const { hydrateRoot } = await import('react-dom/client');
const container = dom.window.document.getElementById('root');
const errors = [];
const root = hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(String(e)) });
await new Promise((done) => setTimeout(done, 100)); // production React has no act(); let it commit
report.client = {
  text: container.textContent,
  nameValue: container.querySelector('input')?.value,
  buttons: [...container.querySelectorAll('button')].map((button) => button.textContent),
  errors,
};
// Leaving the page ends its request: nothing the library started (the request's deadline
// among them) may keep the process alive after the host unmounts.
root.unmount();
console.log(JSON.stringify(report));
