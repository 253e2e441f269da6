// Every injection payload placed in every server string the library shows: message,
// titles, descriptions, option titles and values, defaults, keys, the self-reported
// server title, and URL-mode URLs; and as the title and description of a field of every
// kind (fixtures/hostile-fields.ts), one form per kind in a section named by it. Nothing
// may run; nothing may become an element.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationHost, type ElicitResult } from '../../../src/index';
import '../../../src/theme/styles.css';
import { XSS_PAYLOADS, XSS_URLS } from '../../fixtures/xss-payloads';
import { EVERY_FIELD_KIND, everyPayloadAs } from '../../fixtures/hostile-fields';

declare global {
  interface Window {
    __xssHit: (n: number) => void;
    xssHits: number[];
    xssResults: ElicitResult[];
    kindResults: ElicitResult[];
  }
}
window.xssHits = [];
window.__xssHit = (n) => void window.xssHits.push(n);
window.xssResults = [];
window.kindResults = [];

const formRequest = (p: string, i: number) => ({
  mode: 'form',
  message: p,
  requestedSchema: {
    type: 'object',
    properties: {
      [p]: { type: 'string', title: p, description: p, default: p },
      [`pick${i}`]: { type: 'string', title: p, oneOf: [{ const: p, title: p }, { const: 'safe', title: `${p} (2)` }], default: p },
      [`many${i}`]: { type: 'array', title: p, items: { type: 'string', enum: [p, 'b'] }, default: [p] },
      [`long${i}`]: { type: 'string', title: p, enum: [p, 'a', 'b', 'c', 'd', 'e', 'f'] },
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      {XSS_PAYLOADS.map((p, i) => (
        <ElicitationHost
          key={`form-${i}`}
          presentation="inline"
          request={formRequest(p, i)}
          server={{ name: `Server ${i}`, url: 'https://mcp.evil.example/mcp', title: p }}
          onResult={(result) => void window.xssResults.push(result)}
        />
      ))}
      {EVERY_FIELD_KIND.map(([name, , property], i) => (
        <section key={`kind-${i}`} data-kind={name}>
          <ElicitationHost
            presentation="inline"
            request={{ mode: 'form', message: `Every payload as a ${name} field`, requestedSchema: everyPayloadAs(property, XSS_PAYLOADS) }}
            server={{ name: `Kinds ${i}`, url: 'https://mcp.evil.example/mcp' }}
            onResult={(result) => void window.kindResults.push(result)}
          />
        </section>
      ))}
      {[...XSS_URLS, ...XSS_PAYLOADS].map((url, i) => (
        <ElicitationHost
          key={`url-${i}`}
          presentation="inline"
          request={{ mode: 'url', message: XSS_PAYLOADS[i % XSS_PAYLOADS.length], url, elicitationId: `e${i}` }}
          server={{ name: `URL server ${i}`, url: 'https://mcp.evil.example/mcp' }}
          onResult={(result) => void window.xssResults.push(result)}
        />
      ))}
    </main>
  </StrictMode>,
);
