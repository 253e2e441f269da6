// What the person typed, kept in memory and, for fields not masked as sensitive, in `storage`, so a reload brings it back.
import { isJsonObject } from '../elicitation/json.js';
import { formModel } from '../schema/form-model.js';
import type { WireRequest } from './wire.js';

/** The parts of `Storage` the store uses (sessionStorage by default). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const DRAFT_PREFIX = 'mcpe-relay-draft:';

/** `storage` as given, sessionStorage when absent, none where even reading it throws (sandboxed frames). */
function storageOf(given: DraftStorage | null | undefined): DraftStorage | null {
  try {
    return given === undefined ? (globalThis.sessionStorage ?? null) : given;
  } catch {
    return null;
  }
}

/** `requests()`: the requests the stream shows now, by id. */
export function createDrafts(url: string, given: DraftStorage | null | undefined, requests: () => Map<string, WireRequest>) {
  const storage = storageOf(given);
  const drafts = new Map<string, unknown>();
  const keyOf = (id: string) => `${DRAFT_PREFIX}${url}#${id}`;

  function forget(id: string) {
    drafts.delete(id);
    try {
      storage?.removeItem(keyOf(id));
    } catch {
      // Storage unavailable: nothing was kept there either.
    }
  }

  /** Only the fields that are not sensitive (schema/secrets.ts, as the form decides) leave memory. */
  function persistable(id: string, draft: unknown): unknown {
    const request = requests().get(id);
    if (!request || request.mode !== 'form' || !isJsonObject(draft)) return undefined;
    const { byKey } = formModel(request.params.requestedSchema);
    return Object.fromEntries(Object.entries(draft).filter(([key]) => byKey.get(key)?.sensitive === false));
  }

  return {
    /** Forget the drafts of requests no longer shown; `full`: also those a closed tab left in storage. */
    prune(present: ReadonlyMap<string, unknown>, full: boolean) {
      for (const id of [...drafts.keys()]) if (!present.has(id)) forget(id);
      if (!full || !storage) return;
      try {
        const stale: string[] = [];
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i);
          if (key?.startsWith(`${DRAFT_PREFIX}${url}#`) && !present.has(key.slice(DRAFT_PREFIX.length + url.length + 1))) stale.push(key);
        }
        for (const key of stale) storage.removeItem(key);
      } catch {
        // Storage unavailable: nothing was kept there either.
      }
    },
    forget,
    set(id: string, draft: unknown) {
      if (!requests().has(id)) return;
      drafts.set(id, draft);
      if (!storage) return;
      try {
        const kept = persistable(id, draft);
        if (kept === undefined) storage.removeItem(keyOf(id));
        else storage.setItem(keyOf(id), JSON.stringify(kept));
      } catch {
        // Quota or privacy mode: the draft stays in memory.
      }
    },
    get(id: string): unknown {
      if (drafts.has(id)) return drafts.get(id);
      try {
        const text = storage?.getItem(keyOf(id));
        if (text === null || text === undefined) return undefined;
        const draft: unknown = JSON.parse(text);
        drafts.set(id, draft);
        return draft;
      } catch {
        return undefined;
      }
    },
  };
}
