/**
 * Which options of a long list are drawn: the first `limit` that match, in server order, with no
 * option × selected scan (50,000 options all selected, drawn or compared, froze the page for half a minute).
 */
import type { FieldOption } from '../../../schema/types.js';

/** Lower-cased labels and values of a list's options, in order. */
interface SearchTexts {
  labels: readonly string[];
  values: readonly string[];
}

/** Computed once per options array, on the first filter. */
const haystacks = new WeakMap<readonly FieldOption[], SearchTexts>();

function searchTexts(options: readonly FieldOption[]): SearchTexts {
  let texts = haystacks.get(options);
  if (!texts) {
    // toLowerCase, not toLocaleLowerCase: ~5× faster. No joined "label + value" copy per option:
    // 100,000 of them made the first filter keystroke the longest task.
    const labels: string[] = [];
    const values: string[] = [];
    for (let i = 0; i < options.length; i++) {
      const { label, value } = options[i]!;
      const lowerValue = value.toLowerCase();
      values.push(lowerValue);
      // An enum's label is its value: one string, looked at once.
      labels.push(label === value ? lowerValue : label.toLowerCase());
    }
    texts = { labels, values };
    haystacks.set(options, texts);
  }
  return texts;
}

/** Whether option `index`'s label or value contains `query`, as if joined by an untypable U+0000. */
function matches(texts: SearchTexts, index: number, query: string, spans: boolean): boolean {
  const label = texts.labels[index]!;
  const value = texts.values[index]!;
  if (spans) return `${label}\u0000${value}`.includes(query);
  return label.includes(query) || (label !== value && value.includes(query));
}

export interface OptionWindow {
  /** Drawn options with their index in the full list (stable ids and keys). */
  shown: { option: FieldOption; index: number }[];
  /** Options that match the filter, drawn or not. */
  matched: number;
  /** Selected options that match the filter but are not drawn. */
  hiddenSelected: number;
}

/** The chosen values, as a multi-select holds them (schema/selection.ts) or a plain Set. */
export interface ChosenValues {
  has(value: string): boolean;
  readonly size: number;
}

/** The first `limit` options matching `filter`; without one O(limit), so a click in a list of 50,000 does not walk them all. */
export function optionWindow(options: readonly FieldOption[], filter: string, limit: number, selected: ChosenValues): OptionWindow {
  const query = filter.trim().toLowerCase();
  if (!query) {
    const shown = options.slice(0, limit).map((option, index) => ({ option, index }));
    const drawnSelected = shown.reduce((n, { option }) => n + (selected.has(option.value) ? 1 : 0), 0);
    return { shown, matched: options.length, hiddenSelected: selected.size - drawnSelected };
  }
  const texts = searchTexts(options);
  const shown: OptionWindow['shown'] = [];
  let matched = 0;
  let hiddenSelected = 0;
  const spans = query.includes('\u0000');
  for (let index = 0; index < options.length; index++) {
    if (!matches(texts, index, query, spans)) continue;
    matched++;
    const option = options[index]!;
    if (shown.length < limit) shown.push({ option, index });
    else if (selected.has(option.value)) hiddenSelected++;
  }
  return { shown, matched, hiddenSelected };
}
