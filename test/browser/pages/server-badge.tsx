import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ServerBadge } from '../../../src/index';
import '../../../src/theme/styles.css';

const params = new URLSearchParams(location.search);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServerBadge server={{ name: params.get('name') ?? 'Test server', title: params.get('title') ?? undefined, url: 'https://mcp.test.example/mcp' }} />
  </StrictMode>,
);
