import { createContext, type ComponentType, type ReactNode, type RefAttributes } from 'react';
import type { ElicitationMode } from '../../elicitation/types.js';
import type { LabelOverrides } from '../../labels.js';
import type { SchemaValidator } from '../../schema/validator.js';
import type { UrlAnalyzer } from '../../url/types.js';
import type { ButtonProps } from '../parts/button.js';
import type { DialogShellProps, Presentation } from '../internal/dialog-shell.js';
import type { NoticeProps } from '../parts/notice.js';

/**
 * The visual parts a host may replace with its design system's. The library keeps state,
 * validation, ARIA wiring and focus: a replacement receives ready-made props (ids, roles,
 * handlers) and must spread them onto its element.
 */
export interface ElicitationComponents {
  /** Every action button. `variant` says which one is the primary (or risky) action. */
  Button: ComponentType<ButtonProps & RefAttributes<HTMLButtonElement>>;
  /**
   * The frame of a request: a modal (`presentation="dialog"`) or a block in the flow.
   * The default is a native `<dialog>` (top layer, inert page, Escape ⇒ `onCancel`); a
   * replacement must keep that contract: call `onCancel` on Escape, focus
   * `initialFocusRef` on open, label itself with `aria-labelledby`.
   */
  Frame: ComponentType<DialogShellProps>;
  /** Short status text: a notice, a refusal, an expiry. */
  Notice: ComponentType<NoticeProps>;
}

/** What an `ElicitationProvider` sets for every component below it; explicit props still win. */
export interface ElicitationConfig {
  labels?: LabelOverrides;
  /** The form validator (default: see `getDefaultValidator`). */
  validator?: SchemaValidator;
  /** A preloaded URL analyser, e.g. `createUrlAnalyzer(tldts)`. */
  analyzer?: UrlAnalyzer;
  /** Modes this app offers; others are declined with a notice. @default ['form', 'url'] */
  modes?: readonly ElicitationMode[];
  /** @default 'dialog' */
  presentation?: Presentation;
  components?: Partial<ElicitationComponents>;
}

export interface ElicitationProviderProps extends ElicitationConfig {
  children?: ReactNode;
}

export const ElicitationConfigContext = createContext<ElicitationConfig>({});
