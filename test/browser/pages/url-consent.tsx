import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationHost } from '../../../src/index';
import '../../../src/theme/styles.css';

// A host page: nothing URL-related is rendered (or loaded) until "Show request" is clicked.
const params = new URLSearchParams(location.search);
const url = params.get('url') ?? 'https://consent-target.test/landing?step=1';
const results: string[] = [];
(window as unknown as { results: string[] }).results = results;

function App() {
  const [shown, setShown] = useState(false);
  const settle = (action: string, close: boolean) => {
    results.push(action);
    if (close) setShown(false);
  };
  return (
    <main>
      <button type="button" onClick={() => setShown(true)}>
        Show request
      </button>
      {shown && (
        // The dialog renders the status its owner gives it: here a lone host's own request store.
        <ElicitationHost
          request={{ mode: 'url', message: 'Connect your account to continue.', url, elicitationId: 'consent-1' }}
          server={{ name: 'Test server', url: 'https://mcp.test.example/mcp' }}
          onResult={(result) => settle(result.action, result.action !== 'accept')}
          onDismiss={() => settle('abort', true)}
        />
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
