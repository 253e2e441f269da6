import { StrictMode, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationHost, SchemaForm, UrlConsentDialog } from '../../../src/index';
import { allKinds, specStructured } from '../../fixtures/schemas';

/**
 * Theming checks: the same SchemaForm in differently themed containers, read back with
 * getComputedStyle by test/browser/theme.test.ts.
 *   ?unstyled      no stylesheet at all (components must still work)
 *   ?mcp           MCP Apps host variables on <html>, as the ext-apps SDK sets them
 *   ?modal         a long form in a modal, for small-viewport / zoom checks
 *   ?inline-long   a 60-field form inline, in a host's shrink-to-fit (auto) grid column
 *   ?gallery=dark  the README picture: a form and a URL consent side by side
 */
/** Answers the tests read back (a local type: other pages give `window` other shapes). */
const submitted: unknown[] = [];
(window as unknown as { submitted: unknown[] }).submitted = submitted;
const params = new URLSearchParams(location.search);

if (params.has('mcp')) {
  const root = document.documentElement.style;
  root.setProperty('--color-background-primary', 'rgb(253, 246, 227)');
  root.setProperty('--color-text-primary', 'rgb(7, 54, 66)');
  root.setProperty('--color-text-info', 'rgb(23, 94, 156)');
  root.setProperty('--border-radius-md', '12px');
}

const form = (id: string, extra: { className?: string; style?: CSSProperties; theme?: string } = {}) => (
  <section id={id} className={extra.className} style={extra.style} data-theme={extra.theme}>
    <SchemaForm schema={specStructured} onSubmit={(content) => void submitted.push(content)} onDecline={() => {}} />
  </section>
);

function Gallery({ theme }: { theme: string }) {
  const nothing = () => {};
  return (
    <div data-theme={theme} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, padding: 24, alignItems: 'start', background: 'var(--mcpe-surface)', fontFamily: 'system-ui, sans-serif' }}>
      <div className="mcpe-Dialog" data-presentation="inline">
        <SchemaForm
          schema={{
            type: 'object',
            properties: {
              name: { type: 'string', title: 'Name', minLength: 3 },
              plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'free', title: 'Free' }, { const: 'pro', title: 'Pro' }] },
              seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 50, default: 5 },
              updates: { type: 'boolean', title: 'Send me product updates' },
            },
            required: ['name', 'plan'],
          }}
          message="Set up your workspace"
          defaultValue={{ name: 'Al' }}
          onSubmit={nothing}
          onDecline={nothing}
          onCancel={nothing}
        />
      </div>
      <UrlConsentDialog
        url="https://accounts.google.com.login.example.net/oauth?client=mcp"
        message="Sign in so I can read your calendar."
        server={{ name: 'Calendar tools', url: 'https://mcp.calendar.example/mcp' }}
        presentation="inline"
        onAccept={nothing}
        onDecline={nothing}
        onCancel={nothing}
      />
    </div>
  );
}

function App() {
  const gallery = params.get('gallery');
  if (gallery) return <Gallery theme={gallery} />;
  if (params.has('inline-long')) {
    // More fields than the first group (progressive-fields.tsx), so some groups are skipped
    // off screen (content-visibility: auto) when the host column measures its content.
    const properties = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field${i}`, { type: 'string', title: `Field ${i + 1}` }]));
    return (
      <main style={{ display: 'grid', gridTemplateColumns: 'auto' }}>
        <SchemaForm schema={{ type: 'object', properties }} onSubmit={() => {}} />
      </main>
    );
  }
  if (params.has('modal')) {
    return (
      <ElicitationHost
        request={{ message: 'Every kind of field, in a modal on a small screen', requestedSchema: allKinds }}
        server={{ name: 'Small screen server', url: 'https://mcp.example.com/mcp' }}
        onResult={(result) => void submitted.push(result)}
      />
    );
  }
  return (
    <main>
      {form('plain')}
      {form('dark', { theme: 'dark' })}
      {form('light', { theme: 'light' })}
      {form('tokens', { style: { '--mcpe-accent': 'rgb(1, 2, 3)', '--mcpe-radius': '20px', '--mcpe-space': '1rem' } as CSSProperties })}
      {form('brand', { className: 'brand' })}
      <div dir="rtl">{form('rtl')}</div>
      <section id="custom-class">
        <SchemaForm schema={specStructured} className="host-form" onSubmit={() => {}} />
      </section>
    </main>
  );
}

async function start() {
  if (!params.has('unstyled')) await import('../../../src/theme/styles.css');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
void start();
