import { useCallback, useSyncExternalStore } from 'react';
import type { Control } from '../schema/form-control.js';

/** One field's value from the form's store (schema/form-control.ts); re-renders the caller when that value changes, and only then. */
export function useWatch({ control, name }: { control: Control; name: string }): unknown {
  const subscribe = useCallback((listener: () => void) => control.watch(name, listener), [control, name]);
  const read = () => control.get(name);
  return useSyncExternalStore(subscribe, read, read);
}
