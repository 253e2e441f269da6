/**
 * ElicitationHost before its request bodies are loaded (test/setup.ts preloads them for
 * every other test): each module is fetched on the first request of its mode, the request
 * shows once it is here, and a failed fetch declines with a notice instead of hanging.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Index from '../../src/index';
import { simpleTextRequest, urlRequest } from '../fixtures/spec-examples';

const server = { name: 'GitHub', url: 'https://mcp.github.example/mcp' };

/** A fresh copy of the library: nothing loaded yet, as on a page before its first request. */
async function freshLibrary() {
  vi.resetModules();
  return (await import('../../src/index')) as typeof Index;
}

afterEach(() => {
  vi.doUnmock('../../src/components/schema-form/schema-form');
  vi.resetModules();
});

describe('ElicitationHost, first request of a mode', () => {
  it('fetches the form on the first form request and shows it, whole, once it is here', async () => {
    const { ElicitationHost } = await freshLibrary();
    const onResult = vi.fn();
    render(<ElicitationHost request={simpleTextRequest.params} server={server} onResult={onResult} presentation="inline" />);
    // Nothing half-drawn meanwhile: no message without its fields, and nothing answered.
    expect(screen.queryByText('Please provide your GitHub username')).toBeNull();
    expect(await screen.findByRole('textbox', { name: /name/i })).toBeInTheDocument();
    expect(screen.getByText('Please provide your GitHub username')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('fetches the URL dialog on the first URL request', async () => {
    const { ElicitationHost } = await freshLibrary();
    render(<ElicitationHost request={urlRequest.params} server={server} onResult={vi.fn()} presentation="inline" />);
    expect(screen.queryByRole('button', { name: /open/i })).toBeNull();
    expect(await screen.findByRole('button', { name: /open/i })).toBeInTheDocument();
  });

  it('declines with a notice when the form cannot be fetched, rather than showing nothing', async () => {
    vi.resetModules();
    vi.doMock('../../src/components/schema-form/schema-form', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    // The host's own module (the package barrel also exports SchemaForm itself).
    const { ElicitationHost } = await import('../../src/components/elicitation-host/elicitation-host');
    const onResult = vi.fn();
    render(<ElicitationHost request={simpleTextRequest.params} server={server} onResult={onResult} presentation="inline" />);
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult).toHaveBeenCalledWith({ action: 'decline' }, { automatic: true, reason: { code: 'render-error' } });
  });
});
