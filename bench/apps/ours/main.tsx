/**
 * The smallest app that shows elicitation requests with this library: one ElicitationHost,
 * imported from the main entry (the Vite app; README "Entry points").
 */
import { createRoot } from 'react-dom/client';
import { ElicitationHost } from 'mcp-elicitation-react';

const request = {
  mode: 'form',
  message: 'Who are you?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
};

createRoot(document.getElementById('root')!).render(
  <ElicitationHost request={request} server={{ name: 'Example', url: 'https://mcp.example.com/mcp' }} onResult={(result) => console.log(result)} />,
);
