/**
 * The field checks in flight, by field name: a newer keystroke in the same field, a submit,
 * Decline, Cancel or the form going away supersedes them, and their sliced work stops at the
 * next slice (schema/guarded-core.ts) instead of running on for an answer nobody reads.
 */
export interface FieldChecks {
  /** A new check of `name`: the one in flight for it, if any, is aborted. */
  start(name: string): AbortController;
  /** `controller`'s check has ended (forgotten unless a newer one took its place). */
  end(name: string, controller: AbortController): void;
  /** Aborts every check in flight. */
  cancelAll(): void;
}

export function createFieldChecks(): FieldChecks {
  const running = new Map<string, AbortController>();
  return {
    start(name) {
      running.get(name)?.abort();
      const controller = new AbortController();
      running.set(name, controller);
      return controller;
    },
    end(name, controller) {
      if (running.get(name) === controller) running.delete(name);
    },
    cancelAll() {
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}
