/**
 * A form request's body (src/components/elicitation-host/request-form.tsx): the host's
 * AppForm part when the request carries an app and the host gave one, else SchemaForm; the
 * request's time left goes with the buttons: under the app, or in the native form's footer
 * (pinned with its buttons), the app's fallback too.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestForm } from '../../src/components/elicitation-host/request-form';
import { ElicitationProvider, createElicitationStore, type ElicitationRequest } from '../../src/index';
import type { AppFormProps } from '../../src/host';

afterEach(cleanup);

const schema = { type: 'object', properties: { seat: { type: 'string', title: 'Seat' } } };
const app = { uri: 'ui://seat/map.html', html: '<p>map</p>' };

function request(withApp: boolean): ElicitationRequest {
  const store = createElicitationStore();
  void store.elicit({ mode: 'form', message: 'Which seat?', requestedSchema: schema }, { server: { id: 's', name: 'Seats' }, ...(withApp && { app }) });
  return store.getSnapshot().rounds[0]!.requests[0]!;
}

/** Draws the app's props as text, and its fallback when told to. */
function StubAppForm({ request, status, fallback }: AppFormProps) {
  return (
    <div aria-label="app form">
      <span>app {request.app.uri}</span>
      <div aria-label="under the app">{status}</div>
      <div aria-label="fallback">{fallback}</div>
    </div>
  );
}

const draw = (req: ElicitationRequest, AppForm?: (props: AppFormProps) => ReactNode) =>
  render(
    <ElicitationProvider components={AppForm ? { AppForm } : {}}>
      <RequestForm request={req} onAnswer={vi.fn()} schema={schema} onSubmit={vi.fn()} status={<p>2 minutes left</p>} />
    </ElicitationProvider>,
  );

describe('RequestForm', () => {
  it('a request with an app and a host AppForm part: the part, with the time left under the app and in its fallback', () => {
    draw(request(true), StubAppForm);
    expect(screen.getByText('app ui://seat/map.html')).toBeTruthy();
    expect(screen.getByLabelText('under the app').textContent).toBe('2 minutes left');
    const fallback = screen.getByLabelText('fallback');
    expect(fallback.textContent).toContain('2 minutes left');
    expect(fallback.querySelector('input')).not.toBeNull();
  });

  it.each([
    ['a request with an app, no AppForm part', true, undefined],
    ['a request without an app, an AppForm part given', false, StubAppForm],
  ] as const)('%s: the native form, the time left in its footer, before the buttons', (_, withApp, part) => {
    draw(request(withApp), part);
    expect(screen.queryByLabelText('app form')).toBeNull();
    const line = screen.getByText('2 minutes left');
    const seat = screen.getByRole('textbox', { name: /Seat/ });
    expect(line.compareDocumentPosition(seat) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(line.parentElement).toHaveClass('mcpe-SchemaForm-footer');
    expect(line.compareDocumentPosition(screen.getByRole('button', { name: 'Submit' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
