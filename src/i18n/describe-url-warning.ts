import { resolveLabels } from './en.js';
import type { LabelOverrides } from './types.js';
import { isolate as isolateText } from '../text/bidi.js';
import { revealHiddenCharacters } from '../url/hidden-characters.js';
import type { UrlWarning } from '../url/types.js';

/**
 * The plain-language text of one warning. Every parameter comes from the server's URL, so each
 * is shown with invisible characters revealed and bidi-isolated: a right-to-left host cannot reorder the sentence (UAX #9).
 */
export function describeUrlWarning(warning: UrlWarning, labels?: LabelOverrides): string {
  const format = resolveLabels(labels).urlWarnings[warning.code] as (warning: UrlWarning) => string;
  return format(isolateParameters(warning));
}

const isolate = (text: string) => isolateText(revealHiddenCharacters(text));

function isolateParameters(warning: UrlWarning): UrlWarning {
  const copy: Record<string, unknown> = { ...warning };
  for (const [key, value] of Object.entries(warning)) {
    if (key === 'code' || key === 'severity' || key === 'place' || key === 'reason') continue;
    if (typeof value === 'string') copy[key] = isolate(value);
    else if (Array.isArray(value)) copy[key] = value.map((item) => (typeof item === 'string' ? isolate(item) : item));
  }
  return copy as UrlWarning;
}
