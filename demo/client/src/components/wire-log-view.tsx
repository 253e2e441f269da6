import type { LegOutcome, WireLeg } from '../wire-log';

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
            <>
              <p className="demo-leg-label">inputResponses</p>
              <pre className="demo-code" tabIndex={0}>{JSON.stringify(leg.inputResponses, null, 2)}</pre>
            </>
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
