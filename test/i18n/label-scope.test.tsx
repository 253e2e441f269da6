/**
 * A component's own `labels` prop and the provider's labels reach everything it draws, which
 * reads its words from the provider (src/components/provider/label-scope.tsx) instead of
 * being handed them: the URL dialog's warnings, the server line, a request in a host.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import * as tldts from 'tldts';
import { ElicitationHost, ElicitationProvider, UrlConsentDialog, zhCN } from '../../src/index';
import { createUrlAnalyzer } from '../../src/core';
import { urlExample } from '../fixtures/urls';

const analyzer = createUrlAnalyzer(tldts);
const server = { name: 'GitHub tools', url: 'https://mcp.github.com/mcp' };
const handlers = { onAccept: vi.fn(), onDecline: vi.fn(), onCancel: vi.fn() };

describe('labels from the provider', () => {
  it("a provider's Chinese labels word the URL dialog's warnings too, not only its own text", () => {
    render(
      <ElicitationProvider labels={zhCN}>
        <UrlConsentDialog url={urlExample.userinfo} server={server} analyzer={analyzer} presentation="inline" {...handlers} />
      </ElicitationProvider>,
    );
    expect(screen.getByRole('heading', { name: '要打开网站吗？' })).toBeInTheDocument();
    expect(screen.getByText(/请忽略“@”前面的“\u2068?paypal\.com\u2069?”/)).toBeInTheDocument();
  });

  it("a host's own labels prop reaches the server line and the form it draws, over the provider's", async () => {
    render(
      <ElicitationProvider labels={zhCN}>
        <ElicitationHost
          request={{ mode: 'form', message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } }}
          server={{ name: 'Tools', url: 'https://tools.example/mcp' }}
          presentation="inline"
          labels={{ server: { requestFrom: 'Asked by' }, schemaForm: { submit: 'Send it' } }}
          onResult={vi.fn()}
        />
      </ElicitationProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Send it' })).toBeInTheDocument();
    expect(screen.getByText(/Asked by/)).toBeInTheDocument();
    // What the prop leaves out stays the provider's (Chinese).
    expect(screen.getByRole('button', { name: '拒绝' })).toBeInTheDocument();
  });
});
