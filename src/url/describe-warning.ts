import { resolveLabels, type LabelOverrides } from '../labels.js';
import type { UrlWarning } from './types.js';

/** The plain-language text of one warning, from `labels.urlWarnings` (translatable). */
export function describeUrlWarning(warning: UrlWarning, labels?: LabelOverrides): string {
  const format = resolveLabels(labels).urlWarnings[warning.code] as (warning: UrlWarning) => string;
  return format(warning);
}
