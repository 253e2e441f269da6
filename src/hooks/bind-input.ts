/**
 * The DOM side of the form's store: text inputs and selects stay uncontrolled, so typing
 * re-renders nothing. An element holding text typed into server-rendered markup before
 * hydration keeps it, and the store takes it.
 */
import type { Control } from '../schema/form-control.js';

type Writable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isWritable = (element: Element): element is Writable => 'value' in element && 'defaultValue' in element;

/** By tag, not `instanceof HTMLSelectElement`: that global is absent in a server's DOM shim and belongs to another realm in an iframe. */
const isSelect = (element: Element): element is HTMLSelectElement => element.tagName === 'SELECT';

/** The user changed the server's markup before the page's script ran. */
function editedBeforeHydration(element: Writable): boolean {
  if (isSelect(element)) {
    const options = [...element.options];
    if (element.multiple || options.some((option) => option.defaultSelected)) return options.some((option) => option.selected !== option.defaultSelected);
    return element.selectedIndex > 0;
  }
  return element.value !== element.defaultValue;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A ref callback for field `name`; create it once per field, since a new callback per render makes React re-attach it. */
export function bindInput(control: Control, name: string, set: (name: string, value: unknown) => void): (element: Element | null) => void {
  let bound: { element: Writable; stop: () => void } | undefined;
  return (element) => {
    if (bound && bound.element === element) return;
    bound?.stop();
    bound = undefined;
    if (!element || !isWritable(element)) return;
    // Writes only when the text differs: what the user types is already there (and a write would move the caret).
    const write = () => {
      const text = asText(control.get(name));
      if (element.value !== text) element.value = text;
    };
    if (editedBeforeHydration(element)) set(name, element.value);
    else write();
    bound = { element, stop: control.watch(name, write) };
  };
}
