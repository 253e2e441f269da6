/**
 * The provider's settings the headless hooks read, as React context. The parts' registry lives in
 * components/ (components/provider/config.ts): hooks/ imports nothing from components/, not even a type.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ElicitationMode } from '../elicitation/types.js';
import { mergeLabelOverrides, resolveLabels } from '../i18n/en.js';
import type { ElicitationLabels, LabelOverrides } from '../i18n/types.js';
import type { SchemaValidator } from '../schema/validator.js';
import type { UrlAnalyzer } from '../url/types.js';

/** Where an elicitation appears: a modal over the page, or a block in the flow (chat transcript). */
export type Presentation = 'dialog' | 'inline';

/** How much room the parts take. */
export type Density = 'comfortable' | 'compact';

/** What an `ElicitationProvider` sets besides its parts: words, checks and layout. */
export interface ElicitationSettings {
  labels?: LabelOverrides;
  /** The form validator (default: see `getDefaultValidator`). */
  validator?: SchemaValidator;
  /** A preloaded URL analyser, e.g. `createUrlAnalyzer(tldts)`. */
  analyzer?: UrlAnalyzer;
  /**
   * Modes a lone `ElicitationHost` offers; others are declined with a notice. An `ElicitationOutlet`
   * shows what its store decided (`createElicitationStore({ modes })`). @default ['form', 'url']
   */
  modes?: readonly ElicitationMode[];
  /** @default 'dialog' */
  presentation?: Presentation;
  /** `compact`: tighter spacing and smaller type, for chat transcripts (`data-density` on every frame). @default 'comfortable' */
  density?: Density;
}

export const ElicitationSettingsContext = createContext<ElicitationSettings>({});

/** The nearest provider's settings, parts aside (empty outside any provider). */
export function useElicitationSettings(): ElicitationSettings {
  return useContext(ElicitationSettingsContext);
}

/** Labels for one component: defaults, then the providers', then its own `labels` prop. */
export function useElicitationLabels(overrides?: LabelOverrides): ElicitationLabels {
  const { labels } = useContext(ElicitationSettingsContext);
  return useMemo(() => resolveLabels(mergeLabelOverrides(labels, overrides)), [labels, overrides]);
}
