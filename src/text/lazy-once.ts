/**
 * The library's one "load once" rule for on-demand chunks: one load at a time, kept once it
 * succeeded; a failure is forgotten so the next use tries again (keeping it would turn one
 * offline moment into a page that never shows a form until reloaded).
 */
export interface LazyOnce<T> {
  /** The value if a load has succeeded. */
  get(): T | undefined;
  /** The value, loading it if needed; concurrent calls share one load. Rejects if it fails. */
  load(): Promise<T>;
}

export function lazyOnce<T>(load: () => Promise<T>): LazyOnce<T> {
  let loaded: { value: T } | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () => loaded?.value,
    load: () =>
      (loading ??= Promise.resolve()
        .then(load) // a loader that throws at once fails like one that rejects
        .then(
          (value) => {
            loaded = { value };
            return value;
          },
          (error: unknown) => {
            loading = undefined;
            throw error;
          },
        )),
  };
}
