/**
 * The provider's settings the headless hooks read (labels, validator, analyser, modes,
 * presentation, density) as React context, and the hooks that read them. The replaceable
 * parts are components, so their registry and its context live in components/
 * (components/provider/config.ts, components/parts/parts-context.ts): hooks/ imports nothing
 * from components/, not even a type (the repository map, docs/guides/development.md).
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
   * Modes a lone `ElicitationHost` offers (it makes its own store); others are declined
   * with a notice. An `ElicitationOutlet` shows what its store decided: pass `modes` to
   * `createElicitationStore`, the one place a request's mode is judged. @default ['form', 'url']
   */
  modes?: readonly ElicitationMode[];
  /** @default 'dialog' */
  presentation?: Presentation;
  /**
   * `compact`: tighter spacing, smaller type and controls, for chat transcripts. Sets
   * `data-density` on every frame, which switches the spacing and size tokens (tokens.css);
   * a host may set `data-density="compact"` on any container instead. @default 'comfortable'
   */
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
