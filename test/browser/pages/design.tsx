import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as tldts from 'tldts';
import { ElicitationHost, ElicitationProvider, UrlConsentDialog, type ElicitResult } from '../../../src/index';
import { createUrlAnalyzer } from '../../../src/core';
import '../../../src/theme/styles.css';

/**
 * Design checks (test/browser/design.test.ts), one modal per `?case=`:
 *   pointer   an empty required field above every kind of control (nothing may move under the pointer)
 *   secret    a password reset: masked fields with a show/hide toggle
 *   consent   a URL consent
 *   waiting   a URL consent after Open (phase "waiting")
 *   again     the same URL asked again in a later round
 *   declined  a URL consent the person declined (answered, shown until dismissed)
 *   optional  an optional multi-select with minItems/maxItems
 * `&density=compact` sets the compact density on the provider.
 */
const page = window as unknown as { results: ElicitResult[] };
page.results = [];
window.open = () => null;
const params = new URLSearchParams(location.search);
const server = { name: 'Design server', url: 'https://mcp.example.com/mcp' };
const record = (result: ElicitResult) => void page.results.push(result);

const forms: Record<string, { message: string; requestedSchema: object }> = {
  pointer: {
    message: 'Set up your project',
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Project name' },
        kind: { type: 'string', title: 'Kind', oneOf: [{ const: 'web', title: 'Web app' }, { const: 'api', title: 'HTTP API' }, { const: 'cli', title: 'Command line' }], default: 'web' },
        tests: { type: 'boolean', title: 'Add tests' },
        tools: { type: 'array', title: 'Tools', items: { type: 'string', enum: ['lint', 'format', 'bench'] } },
        region: { type: 'string', title: 'Region', enum: ['eu-west', 'eu-north', 'us-east', 'us-west', 'ap-south', 'ap-east', 'sa-east'] },
        note: { type: 'string', title: 'Note' },
      },
      required: ['name', 'kind'],
    },
  },
  secret: {
    message: 'Reset your password',
    requestedSchema: {
      type: 'object',
      properties: {
        username: { type: 'string', title: 'Username' },
        password: { type: 'string', title: 'New password', minLength: 8 },
        code: { type: 'string', title: 'Recovery', format: 'password' },
      },
      required: ['username', 'password'],
    },
  },
  optional: {
    message: 'About you',
    requestedSchema: {
      type: 'object',
      properties: { interests: { type: 'array', title: 'Interests', minItems: 1, maxItems: 3, items: { type: 'string', enum: ['ai', 'security', 'design', 'ops'] } } },
    },
  },
};

function App() {
  const scenario = params.get('case') ?? 'pointer';
  if (scenario === 'consent' || scenario === 'waiting' || scenario === 'again' || scenario === 'declined') {
    return (
      <UrlConsentDialog
        url="https://accounts.example.com/connect?state=abc"
        message="Connect your account to continue."
        server={server}
        analyzer={createUrlAnalyzer(tldts)}
        status={scenario === 'waiting' ? 'waiting' : scenario === 'declined' ? 'answered' : 'pending'}
        answer={scenario === 'declined' ? { action: 'decline' } : scenario === 'waiting' ? { action: 'accept' } : undefined}
        previouslyOpened={scenario === 'again'}
        onAccept={() => record({ action: 'accept' })}
        onDecline={() => record({ action: 'decline' })}
        onCancel={() => record({ action: 'cancel' })}
      />
    );
  }
  return <ElicitationHost request={forms[scenario]} server={server} onResult={record} />;
}

const density = params.get('density') === 'compact' ? 'compact' : undefined;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ElicitationProvider density={density}>
      <App />
    </ElicitationProvider>
  </StrictMode>,
);
