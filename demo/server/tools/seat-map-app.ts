/**
 * The MCP Apps the demo server ships for its app-rendered form tools: small HTML documents
 * (`text/html;profile=mcp-app`) that speak the MCP Apps View protocol themselves over
 * `postMessage` (the spec allows an app without the SDK; a bundled `App` from
 * @modelcontextprotocol/ext-apps would be ~150 kB gzip, and the app travels with the request
 * through the relay). Each: `ui/initialize` declaring `appCapabilities.elicitation`, then
 * `initialized`, then it answers the host's forwarded `elicitation/create` with an
 * `ElicitResult`, and reports its height.
 */

/** The seats of the seat map; the schema's enum (the native form's choices) is the same list. */
export const SEATS = ['1A', '1B', '1C', '1D', '2A', '2B', '2C', '2D', '3A', '3B', '3C', '3D'] as const;
/** Seats already taken: drawn, not selectable (the app knows more than the schema says). */
const TAKEN = new Set(['1B', '2C', '3A']);

/** Behaviour of an app: `good` answers what the person picked; `broken` can also misbehave on demand. */
export type SeatApp = 'good' | 'broken';

const STYLE = `
:root { color-scheme: light dark; font: 15px/1.45 system-ui, sans-serif; }
body { margin: 0; padding: 12px; }
h2 { font-size: 1rem; margin: 0 0 .5rem; }
.plane { display: grid; grid-template-columns: repeat(2, 3rem) 1.5rem repeat(2, 3rem); gap: .4rem; margin: .5rem 0 1rem; }
.aisle { grid-column: 3; }
.seat { font: inherit; height: 2.6rem; border-radius: .5rem .5rem .25rem .25rem; border: 2px solid #5a6b85; background: #e9eef7; color: #1a2333; cursor: pointer; }
.seat[aria-pressed="true"] { background: #1f5fbf; border-color: #1f5fbf; color: #fff; }
.seat:disabled { background: #c9ccd1; border-color: #c9ccd1; color: #5b5f66; cursor: not-allowed; text-decoration: line-through; }
.row { display: flex; gap: .5rem; flex-wrap: wrap; }
.row button { font: inherit; padding: .45rem 1rem; border-radius: .5rem; border: 1px solid #1f5fbf; background: transparent; color: inherit; cursor: pointer; }
.row .confirm { background: #1f5fbf; color: #fff; }
.row .confirm:disabled { opacity: .5; cursor: not-allowed; }
@media (prefers-color-scheme: dark) { .seat { background: #23314a; color: #e8eefc; } .seat:disabled { background: #3a3d44; color: #9aa0a8; } }
`;

/**
 * The app's script: a minimal JSON-RPC peer of the host (requests with ids, results,
 * notifications), then the seat map. Plain ES2017, inline.
 */
function script(kind: SeatApp, seats: readonly string[]): string {
  return `
(function () {
  var SEATS = ${JSON.stringify(seats)};
  var TAKEN = ${JSON.stringify([...TAKEN])};
  var broken = ${JSON.stringify(kind === 'broken')};
  var nextId = 1, waiting = {}, question = null, picked = null;
  function send(message) { message.jsonrpc = '2.0'; window.parent.postMessage(message, '*'); }
  function request(method, params) {
    var id = nextId++;
    send({ id: id, method: method, params: params });
    return new Promise(function (resolve, reject) { waiting[id] = { resolve: resolve, reject: reject }; });
  }
  function reportHeight() { send({ method: 'ui/notifications/size-changed', params: { height: Math.ceil(document.documentElement.getBoundingClientRect().height) } }); }
  function answer(result) { if (!question) return; var id = question.id; question = null; send({ id: id, result: result }); render(); }
  function render() {
    var root = document.getElementById('app');
    root.textContent = '';
    var title = document.createElement('h2');
    title.textContent = question ? 'Pick your seat' : 'Thank you';
    root.appendChild(title);
    if (!question) return reportHeight();
    var plane = document.createElement('div');
    plane.className = 'plane';
    plane.setAttribute('role', 'group');
    plane.setAttribute('aria-label', 'Seat map, rows 1 to 3');
    SEATS.forEach(function (seat, index) {
      if (index % 4 === 2) { var aisle = document.createElement('span'); aisle.className = 'aisle'; plane.appendChild(aisle); }
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'seat';
      button.textContent = seat;
      button.disabled = TAKEN.indexOf(seat) >= 0;
      button.setAttribute('aria-label', 'Seat ' + seat + (button.disabled ? ', taken' : ''));
      button.setAttribute('aria-pressed', String(picked === seat));
      button.onclick = function () { picked = seat; render(); document.querySelector('[aria-label="Seat ' + seat + '"]').focus(); };
      plane.appendChild(button);
    });
    root.appendChild(plane);
    var row = document.createElement('div');
    row.className = 'row';
    var confirm = document.createElement('button');
    confirm.type = 'button';
    confirm.className = 'confirm';
    confirm.textContent = picked ? 'Confirm seat ' + picked : 'Confirm seat';
    confirm.disabled = !picked;
    confirm.onclick = function () { answer({ action: 'accept', content: { seat: picked } }); };
    row.appendChild(confirm);
    if (broken) {
      var wrong = document.createElement('button');
      wrong.type = 'button';
      wrong.textContent = 'Answer with seat 99Z';
      wrong.onclick = function () { answer({ action: 'accept', content: { seat: '99Z' } }); };
      var crash = document.createElement('button');
      crash.type = 'button';
      crash.textContent = 'Crash';
      crash.onclick = function () {
        var id = question.id; question = null;
        send({ id: id, error: { code: -32603, message: 'TypeError: seats is undefined' } });
        document.getElementById('app').textContent = '';
        throw new TypeError('seats is undefined');
      };
      row.appendChild(wrong);
      row.appendChild(crash);
    }
    root.appendChild(row);
    reportHeight();
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    var message = event.data || {};
    if (message.id !== undefined && !message.method && waiting[message.id]) {
      var pending = waiting[message.id]; delete waiting[message.id];
      return message.error ? pending.reject(message.error) : pending.resolve(message.result);
    }
    if (message.method === 'elicitation/create') { question = message; picked = null; return render(); }
    if (message.method === 'ping' || message.method === 'ui/resource-teardown') return send({ id: message.id, result: {} });
    if (message.id !== undefined && message.method) send({ id: message.id, error: { code: -32601, message: 'Method not found' } });
  });
  request('ui/initialize', { appInfo: { name: 'seat-map', version: '1.0.0' }, appCapabilities: { elicitation: {} }, protocolVersion: '2026-01-26' })
    .then(function () { send({ method: 'ui/notifications/initialized', params: {} }); render(); });
})();
`;
}

/** The app's document. */
export function seatMapApp(kind: SeatApp, seats: readonly string[] = SEATS): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Seat map</title><style>${STYLE}</style></head><body><main id="app"></main><script>${script(kind, seats)}</script></body></html>`;
}
