// The page every consumer app renders: a form request in a modal and a URL request inline,
// the shapes test/smoke/consumer-builds.test.ts reads in Chromium. Each app imports the
// stylesheet its own way (apps/*); this file imports only the package's JavaScript.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationHost } from 'mcp-elicitation-react/host';

const server = { id: 'consumer', name: 'Consumer server', url: 'https://mcp.example.com/mcp', title: 'Consumer Build Check Server' };
const form = {
  message: 'Where should we send the invoice?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name', description: 'As printed on your card' },
      email: { type: 'string', format: 'email', title: 'Email' },
      plan: { type: 'string', title: 'Plan', enum: ['basic', 'pro'] },
      updates: { type: 'boolean', title: 'Send me updates', default: true },
    },
    required: ['name', 'email'],
  },
};
const url = { mode: 'url', message: 'Sign in to continue.', url: 'https://accounts.example.com/oauth/authorize?client_id=abc', elicitationId: 'consumer-url' };

const answers: unknown[] = [];
(window as unknown as { answers: unknown[] }).answers = answers;

export function mount(className?: string) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <main className={className}>
        <h1 className="consumer-title">Consumer build</h1>
        <ElicitationHost request={url} server={server} presentation="inline" onResult={(result) => void answers.push(result)} />
        <ElicitationHost request={form} server={server} presentation="dialog" onResult={(result) => void answers.push(result)} />
      </main>
    </StrictMode>,
  );
}
