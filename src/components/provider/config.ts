import type { ComponentType, ReactNode, RefAttributes } from 'react';
import type { ElicitationSettings } from '../../hooks/use-elicitation-config.js';
import type { ButtonProps } from '../parts/button.js';
import type { NoticeProps } from '../parts/notice.js';
import type { CloseButtonProps } from '../parts/close-button.js';
import type { UrlTextProps, UrlWarningListProps } from '../url-consent-dialog/url-parts.js';
import type { ActionRowProps, ElicitationFrameProps, InputProps, OptionFilterProps, SelectProps, ServerBadgePartProps } from '../parts/part-props.js';
import type { FieldFrameProps } from '../parts/field-frame.js';
import type { ChoiceLabelProps } from '../parts/choice-label.js';
import type { TextProps } from '../parts/text.js';
import type { UrlTitleProps } from '../parts/url-title.js';
import type { RoundHeaderProps } from '../parts/round-header.js';
import type { TimeLeftProps } from '../parts/time-left.js';
import type { FieldProps } from '../schema-form/fields/types.js';
import type { FieldKind } from '../../schema/types.js';
import type { AppFormProps } from '../app-form/app-form-types.js';

/**
 * The visual parts a host may replace with its design system's. The library keeps state,
 * validation, ARIA wiring and focus: a replacement receives ready-made props (ids, roles,
 * handlers) and must spread them onto its element.
 */
export interface ElicitationComponents {
  /**
   * Every action button. `variant` says which one is the primary (or risky) action, or a
   * small text button (`link`). Spread the rest onto the native button, `data-*` included:
   * a round's focus code finds Send all and Answer by `data-send-all` / `data-question-focus`.
   */
  Button: ComponentType<ButtonProps & RefAttributes<HTMLButtonElement>>;
  /**
   * The frame of a request: a modal (`presentation="dialog"`) or a block in the flow.
   * The default is a native `<dialog>` (top layer, inert page, Escape ⇒ `onCancel`); a
   * replacement must keep that contract: call `onCancel` on Escape, focus
   * `initialFocusRef` on open, label itself with `aria-labelledby`.
   */
  Frame: ComponentType<ElicitationFrameProps>;
  /**
   * The default Frame's close control, in the modal's top corner: an icon button whose
   * name is its `aria-label` ("Close"); its `onClick` cancels the request, as Escape does.
   */
  CloseButton: ComponentType<CloseButtonProps & RefAttributes<HTMLButtonElement>>;
  /** Short status text: a refusal, an expiry, what was sent, an answer on its way, the connection. */
  Notice: ComponentType<NoticeProps>;
  /**
   * The row of a request's actions, given in the one order (README "Buttons: order, Enter
   * and Escape"): `cancel`, `decline`, others (`children`), `primary`. Keep that order.
   */
  ActionRow: ComponentType<ActionRowProps>;
  /**
   * The frame of each form field: label or legend, messages (description, rules, hints,
   * warnings), the control, the error. Receives the words and their ids as data and lays
   * them out; forward `rootProps` (data-* and, for a group, aria-describedby) and `labelProps`.
   */
  FieldFrame: ComponentType<FieldFrameProps>;
  /** The label of one choice of a radio group or multi-select: its control (children) and words. Loaded with the first form. */
  ChoiceLabel: ComponentType<ChoiceLabelProps>;
  /**
   * A line of text, by `variant`: the request's message, a round's question, the error
   * summary, the URL request's lines… Forward `id`, `role`, `tabIndex`, `ref`, `aria-*`, `data-*`.
   */
  Text: ComponentType<TextProps & RefAttributes<HTMLParagraphElement>>;
  /** "Request from <name> (<host>)": which server is asking. Forward `id` (it names the frame). */
  ServerBadge: ComponentType<ServerBadgePartProps>;
  /** The URL request's title and, while waiting, its hint. Spread `titleProps` on the heading. Loaded with the first URL request. */
  UrlTitle: ComponentType<UrlTitleProps>;
  /** A round's header: server and number of questions (with `titleId`, the frame's name), then the progress line. */
  RoundHeader: ComponentType<RoundHeaderProps>;
  /**
   * A request's (or a round's) time left, once it matters (the last two minutes): the
   * countdown in words, and "More time" where the host lets the deadline move. The view keeps
   * the timer and the announcements; the part only draws. Loaded with the first request that has a deadline.
   */
  TimeLeft: ComponentType<TimeLeftProps>;
  /** The full URL as text with the registrable domain marked (must render `analysis.href` exactly, as text). */
  UrlText: ComponentType<UrlTextProps>;
  /** The list of URL warnings, most serious first (texts from `describeUrlWarning`). */
  UrlWarningList: ComponentType<UrlWarningListProps>;
  // Field controls of SchemaForm. Each gets the props of a `useSchemaField` prop getter
  // (id, name, value or checked, aria-*, readOnly/disabled, onChange, onBlur, ref) and must
  // spread them onto a native element of the same type; the library keeps the label,
  // description, warnings and error around it, and the form's state, checks and focus.
  /** Text, number, email, URL, date and date-time inputs, and the option filter's box. */
  Input: ComponentType<InputProps & RefAttributes<HTMLInputElement>>;
  /** A boolean field, and each choice of a multi-select. */
  Checkbox: ComponentType<InputProps & RefAttributes<HTMLInputElement>>;
  /** Each choice of a single-select of up to five options. */
  Radio: ComponentType<InputProps & RefAttributes<HTMLInputElement>>;
  /** A single-select with more options; children are `<option>` elements. */
  Select: ComponentType<SelectProps & RefAttributes<HTMLSelectElement>>;
  /** The search box in front of long option lists. */
  OptionFilter: ComponentType<OptionFilterProps>;
  /**
   * A form request drawn by its server's own MCP App (`request.app`, which the host read:
   * the `/apps` entry's `withAppForms`). No default: without it such a request shows the
   * native form. Build it with `createAppForm` from `mcp-elicitation-react/apps`.
   */
  AppForm?: ComponentType<AppFormProps>;
}

/**
 * What an `ElicitationProvider` sets for every component below it; explicit props still win.
 * The settings (labels, validator, analyser, modes, presentation, density) are read by the
 * headless hooks too; the parts and field renderers only by components.
 */
export interface ElicitationConfig extends ElicitationSettings {
  components?: Partial<ElicitationComponents>;
  /**
   * Field renderers by kind (as rjsf `widgets`): replace how a kind is drawn, keeping the
   * form's state and checks (build one with `useSchemaField` and `FieldShell`, or wrap a
   * default from `defaultFieldRenderers`). Kinds left out keep the default.
   */
  fields?: Partial<Record<FieldKind, ComponentType<FieldProps>>>;
}

export interface ElicitationProviderProps extends ElicitationConfig {
  children?: ReactNode;
}
