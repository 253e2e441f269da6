// The browser's copy of a session's parts (docs/relay-protocol.md, "The stream"): validated before use, a reply shown ahead until the stream brings its version.
import { isJsonObject } from '../elicitation/json.js';
import { appliesTo, applyPartChange } from './part-changes.js';
import type { WirePart, WirePartChange, WireRequest } from './wire.js';

export const isPart = (value: unknown): value is WirePart =>
  isJsonObject(value) &&
  typeof value.part === 'string' &&
  typeof value.version === 'number' &&
  Array.isArray(value.rounds) &&
  Array.isArray(value.refused) &&
  (value.calls === undefined || Array.isArray(value.calls));

export const isChange = (value: unknown): value is WirePartChange =>
  isJsonObject(value) &&
  typeof value.part === 'string' &&
  typeof value.from === 'number' &&
  typeof value.version === 'number' &&
  (value.put === undefined || (Array.isArray(value.put) && value.put.every((r) => isJsonObject(r) && typeof r.id === 'string' && typeof r.roundId === 'string' && isJsonObject(r.server)))) &&
  (value.removed === undefined || (Array.isArray(value.removed) && value.removed.every((id) => typeof id === 'string'))) &&
  (value.refused === undefined || Array.isArray(value.refused)) &&
  (value.calls === undefined || Array.isArray(value.calls));

export interface RemoteParts {
  /** The parts as the page sees them, in the order first seen. */
  shown(): WirePart[];
  /** Every request shown, by id. */
  requests(): Map<string, WireRequest>;
  /** A snapshot: these parts replace everything. */
  replaceAll(parts: readonly WirePart[]): void;
  /** A part sent whole; kept if newer than the copy. */
  put(part: WirePart): void;
  /** A change of the stream; `false` when the copy cannot take it (the stream and the copy disagree). */
  change(change: WirePartChange): boolean;
  gone(name: string): void;
  /** An action's reply: shown over the part if it starts from the version shown; `false` if not. */
  reply(change: WirePartChange): boolean;
}

export function createRemoteParts(): RemoteParts {
  /** Each part as the stream sent it: every `change` of the stream applies to it, in order. */
  const parts = new Map<string, WirePart>();
  /**
   * A part as an action's reply left it, ahead of the stream's copy: shown instead of the
   * copy until the stream brings that version (the reply's change is not the stream's to apply).
   */
  const ahead = new Map<string, WirePart>();
  const shown = () => [...parts.values()].map((part) => ahead.get(part.part) ?? part);

  function requests(): Map<string, WireRequest> {
    const all = new Map<string, WireRequest>();
    for (const part of shown()) for (const round of part.rounds) for (const request of round.requests) all.set(request.id, request);
    return all;
  }

  /**
   * Requests arrive parsed anew each time they change: keep the `params` object of one whose
   * params did not change (its status did), so a view keyed on them (a form on its schema)
   * does not start over.
   */
  function keepParams(request: WireRequest, before: Map<string, WireRequest>): WireRequest {
    const old = before.get(request.id);
    return old && old.params !== request.params && JSON.stringify(old.params) === JSON.stringify(request.params) ? ({ ...request, params: old.params } as WireRequest) : request;
  }

  function keepIdentity(part: WirePart, before: Map<string, WireRequest>): WirePart {
    if (before.size === 0) return part;
    return { ...part, rounds: part.rounds.map((round) => ({ ...round, requests: round.requests.map((request) => keepParams(request, before)) })) };
  }

  /** `known` with `change` applied, keeping the params of requests whose params did not change. */
  function changed(known: WirePart, change: WirePartChange): WirePart {
    const before = change.put && requests();
    return applyPartChange(known, { ...change, ...(change.put && { put: change.put.map((request) => keepParams(request, before!)) }) });
  }

  /** A reply's state that the stream's copy reached (or that lost its part) is shown no more. */
  function dropCaughtUp() {
    for (const [name, part] of ahead) if ((parts.get(name)?.version ?? Infinity) >= part.version) ahead.delete(name);
  }

  return {
    shown,
    requests,
    replaceAll(fresh) {
      const before = requests();
      parts.clear();
      ahead.clear();
      for (const part of fresh) parts.set(part.part, keepIdentity(part, before));
    },
    put(part) {
      const known = parts.get(part.part);
      if (!known || known.version < part.version) parts.set(part.part, keepIdentity(part, requests()));
      dropCaughtUp();
    },
    change(change) {
      const known = parts.get(change.part);
      // The stream sends each change from the version it last sent.
      if (!known || !appliesTo(change, known.version)) return false;
      parts.set(change.part, changed(known, change));
      dropCaughtUp();
      return true;
    },
    gone(name) {
      parts.delete(name);
      ahead.delete(name);
    },
    reply(change) {
      const known = parts.has(change.part) ? (ahead.get(change.part) ?? parts.get(change.part)) : undefined;
      if (!known || !appliesTo(change, known.version)) return false;
      ahead.set(change.part, changed(known, change));
      return true;
    },
  };
}
