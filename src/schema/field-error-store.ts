/**
 * The error code shown on each field, fanned out from one react-hook-form subscription.
 * Codes, not words: the field turns its code into a sentence when it renders, in the
 * current language (i18n/field-messages.ts). With a
 * `useFormState` per field, every form-wide state change was delivered to every field and
 * copied all values for each (5,000 fields: 25 million copies per submit). Here a change
 * costs O(errors) and wakes only the fields whose message changed, at most
 * {@link NOTIFY_CHUNK} per task (in display order), so that 5,000 errors appearing at once
 * are drawn in steps that let input through, not in one 1.5 s task.
 */
export { NOTIFY_CHUNK } from '../text/limits.js';
import { NOTIFY_CHUNK } from '../text/limits.js';

export interface FieldErrorStore {
  /** The error code shown on field `name`, if any. */
  get(name: string): string | undefined;
  subscribe(name: string, listener: () => void): () => void;
  /** The form's current errors, by field name. */
  set(errors: Readonly<Record<string, { type?: unknown } | undefined>>): void;
}

export function createFieldErrorStore(): FieldErrorStore {
  let current = new Map<string, string>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (name) => current.get(name),
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    set(errors) {
      const next = new Map<string, string>();
      for (const name of Object.keys(errors)) {
        const code = errors[name]?.type;
        if (typeof code === 'string') next.set(name, code);
      }
      const changed: string[] = [];
      for (const [name, code] of next) if (current.get(name) !== code) changed.push(name);
      for (const name of current.keys()) if (!next.has(name)) changed.push(name);
      current = next;
      const wake = (from: number) => {
        for (const name of changed.slice(from, from + NOTIFY_CHUNK)) listeners.get(name)?.forEach((listener) => listener());
        if (from + NOTIFY_CHUNK < changed.length) setTimeout(() => wake(from + NOTIFY_CHUNK), 0);
      };
      wake(0);
    },
  };
}
