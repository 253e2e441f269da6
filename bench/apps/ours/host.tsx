/**
 * The smallest app that shows elicitation requests with this library: one ElicitationHost,
 * imported from `mcp-elicitation-react/host` as README "Entry points" advises for
 * esbuild (the esbuild app; main.tsx is the same app importing the main entry).
 */
import { createRoot } from 'react-dom/client';
import { ElicitationHost } from 'mcp-elicitation-react/host';

const request = {
  mode: 'form',
  message: 'Who are you?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
};

createRoot(document.getElementById('root')!).render(
  <ElicitationHost request={request} server={{ name: 'Example', url: 'https://mcp.example.com/mcp' }} onResult={(result) => console.log(result)} />,
);
