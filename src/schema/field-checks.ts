// The field checks in flight: a superseded check's sliced work stops at its next slice rather than run on for nobody.
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
