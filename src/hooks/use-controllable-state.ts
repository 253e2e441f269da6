import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A value that is either owned by the parent (`value` given: controlled) or kept here
 * (`defaultValue`), Radix-style. `set` always reports through `onChange`; `latest()`
 * reads the value set in this event even before React re-renders, so a double click
 * cannot act twice on a stale value.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const latest = useRef(current);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = current;
    onChangeRef.current = onChange;
  });
  const set = useCallback(
    (next: T) => {
      if (Object.is(latest.current, next)) return;
      latest.current = next;
      if (!controlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  const read = useCallback(() => latest.current, []);
  return [current, set, read] as const;
}
