/**
 * The one "load once" rule of the library, for every on-demand chunk (request bodies,
 * validators, the pattern matcher, the URL analyser): one load at a time, kept once it has
 * succeeded; a failed load is forgotten, so the next use tries again. Keeping a failure
 * would turn one bad moment (offline, a deploy that replaced the chunk) into a page that
 * can never check a pattern or show a form until it is reloaded. Whether the user may go
 * on without the chunk is each caller's choice (SECURITY.md: never by sending unchecked).
 * Here, not in a React file: the React-free layers use it too (eslint.config.js LAYERS).
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
