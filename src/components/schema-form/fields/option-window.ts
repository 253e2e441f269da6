/**
 * Which options of a long list are drawn: the first `limit` that match the filter, in
 * server order. One pass, no per-option allocation beyond what is drawn, and no option ×
 * selected scan: a server may send 50,000 options with all of them selected, and drawing
 * (or comparing) them all froze the page for half a minute (BENCHMARKS.md, stress rows).
 */
import type { FieldOption } from '../../../schema/types.js';

/** Lower-cased label and value of each option, computed once per options array. */
const haystacks = new WeakMap<readonly FieldOption[], readonly string[]>();

function searchTexts(options: readonly FieldOption[]): readonly string[] {
  let texts = haystacks.get(options);
  if (!texts) {
    // U+0000 cannot be typed into the filter, so a match never spans label and value.
    // toLowerCase, not toLocaleLowerCase: ~5× faster (50,000 options: ~300 ms in V8).
    texts = options.map((o) => `${o.label.toLowerCase()}\u0000${o.value.toLowerCase()}`);
    haystacks.set(options, texts);
  }
  return texts;
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

/**
 * The first `limit` options matching `filter` (case-insensitive, label or value). Without
 * a filter, O(limit): a click in a list of 50,000 must not walk all of them (the chosen
 * values not drawn are the chosen ones minus those drawn).
 */
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
  for (let index = 0; index < options.length; index++) {
    if (!texts[index]!.includes(query)) continue;
    matched++;
    const option = options[index]!;
    if (shown.length < limit) shown.push({ option, index });
    else if (selected.has(option.value)) hiddenSelected++;
  }
  return { shown, matched, hiddenSelected };
}
