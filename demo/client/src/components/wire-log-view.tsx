import { useState } from 'react';
import type { LegOutcome, WireLeg } from '../../../shared/wire-log';

const MASK = '•••••• (hidden)';

/**
 * `inputResponses` with the values of masked fields (those the form masked: the outcome of
 * the leg before says which) replaced, or `undefined` when there is nothing to hide.
 */
function maskSecrets(responses: unknown, secretFields: Record<string, string[]> | undefined): unknown {
  if (!secretFields || typeof responses !== 'object' || responses === null) return undefined;
  let masked = false;
  const copy = Object.fromEntries(
    Object.entries(responses).map(([key, response]) => {
      const content = (response as { content?: Record<string, unknown> } | null)?.content;
      const hidden = (secretFields[key] ?? []).filter((field) => content && Object.hasOwn(content, field));
      if (!content || hidden.length === 0) return [key, response];
      masked = true;
      return [key, { ...response, content: { ...content, ...Object.fromEntries(hidden.map((field) => [field, MASK])) } }];
    }),
  );
  return masked ? copy : undefined;
}

/** The JSON sent, with masked values hidden until the reader asks (a demo is often screen-shared). */
function ResponsesBlock({ responses, secretFields }: { responses: unknown; secretFields: Record<string, string[]> | undefined }) {
  const [shown, setShown] = useState(false);
  const masked = maskSecrets(responses, secretFields);
  return (
    <>
      <p className="demo-leg-label">
        inputResponses{' '}
        {masked !== undefined && (
          <button type="button" className="demo-button demo-button-small" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
            Show masked values
          </button>
        )}
      </p>
      <pre className="demo-code" tabIndex={0}>{JSON.stringify(masked === undefined || shown ? responses : masked, null, 2)}</pre>
    </>
  );
}

/** Long opaque tokens are cut in the middle; the full value is in the title tooltip. */
function shorten(value: string, max = 48): string {
  return value.length <= max ? value : `${value.slice(0, 24)}…${value.slice(-16)} (${value.length} chars)`;
}

function describeOutcome(outcome: LegOutcome | undefined): string {
  if (!outcome) return 'waiting for the server…';
  switch (outcome.kind) {
    case 'input_required':
      return `input_required: ${outcome.keys.map((key) => `“${key}”`).join(', ') || 'no requests'}${outcome.hasState ? ' + requestState' : ''}`;
    case 'complete':
      return outcome.isError ? 'complete (isError)' : 'complete';
    case 'error':
      return `error: ${outcome.message}`;
  }
}

/** Which fields the requests this retry answers asked to be masked. */
function secretFieldsBefore(legs: readonly WireLeg[], index: number): Record<string, string[]> | undefined {
  const outcome = legs[index - 1]?.outcome;
  return outcome?.kind === 'input_required' ? outcome.secretFields : undefined;
}

const isRetry = (leg: WireLeg) => leg.inputResponses !== undefined || leg.requestState !== undefined;

/** "Call" for a fresh call (nothing carried over), else "Retry n" counted from that call. */
function legName(legs: readonly WireLeg[], index: number): string {
  if (!isRetry(legs[index]!)) return 'Call';
  let n = 1;
  for (let i = index - 1; i >= 0 && isRetry(legs[i]!); i -= 1) n += 1;
  return `Retry ${n}`;
}

/** Every `tools/call` leg of one call: the first call, then each retry with what it carried. */
export function WireLogView({ legs }: { legs: readonly WireLeg[] }) {
  if (legs.length === 0) return <p className="demo-muted">Nothing sent yet.</p>;
  return (
    <ol className="demo-legs">
      {legs.map((leg, index) => (
        <li key={leg.seq} className="demo-leg">
          <p className="demo-leg-title">
            <strong>{legName(legs, index)}</strong> <code>tools/call {leg.tool}</code>
          </p>
          {leg.inputResponses !== undefined && (
            <ResponsesBlock responses={leg.inputResponses} secretFields={secretFieldsBefore(legs, index)} />
          )}
          {leg.requestState !== undefined && (
            <p className="demo-leg-label">
              requestState (echoed byte for byte): <code title={leg.requestState}>{shorten(leg.requestState)}</code>
            </p>
          )}
          <p className="demo-leg-outcome">← {describeOutcome(leg.outcome)}</p>
        </li>
      ))}
    </ol>
  );
}
