/** The smallest app that shows elicitation requests with this library: one ElicitationHost. */
import { createRoot } from 'react-dom/client';
import { ElicitationHost } from '../../../src/index';

const request = {
  mode: 'form',
  message: 'Who are you?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
};

createRoot(document.getElementById('root')!).render(
  <ElicitationHost request={request} server={{ name: 'Example', url: 'https://mcp.example.com/mcp' }} onResult={(result) => console.log(result)} />,
);
