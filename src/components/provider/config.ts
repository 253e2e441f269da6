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
 * validation, ARIA and focus: a replacement must spread the ready-made props onto its element.
 */
export interface ElicitationComponents {
  /** Every action button; `variant` marks the primary (or risky) action or a text button (`link`). Spread `data-*` too: focus code finds buttons by them. */
  Button: ComponentType<ButtonProps & RefAttributes<HTMLButtonElement>>;
  /**
   * The frame of a request: a modal or a block in the flow. A replacement of the native
   * `<dialog>` must call `onCancel` on Escape, focus `initialFocusRef` on open, and label itself with `aria-labelledby`.
   */
  Frame: ComponentType<ElicitationFrameProps>;
  /** The modal's close control: an icon button named by its `aria-label`; its `onClick` cancels, as Escape does. */
  CloseButton: ComponentType<CloseButtonProps & RefAttributes<HTMLButtonElement>>;
  /** Short status text: a refusal, an expiry, what was sent, an answer on its way, the connection. */
  Notice: ComponentType<NoticeProps>;
  /** The row of a request's actions, in the one order `cancel`, `decline`, others, `primary` (README "Buttons"). Keep it. */
  ActionRow: ComponentType<ActionRowProps>;
  /** The frame of each form field: label, messages, control and error given as data; forward `rootProps` and `labelProps`. */
  FieldFrame: ComponentType<FieldFrameProps>;
  /** The label of one choice of a radio group or multi-select. */
  ChoiceLabel: ComponentType<ChoiceLabelProps>;
  /** A line of text by `variant` (message, question, error summary…); forward `id`, `role`, `tabIndex`, `ref`, `aria-*`, `data-*`. */
  Text: ComponentType<TextProps & RefAttributes<HTMLParagraphElement>>;
  /** "Request from <name> (<host>)": which server is asking. Forward `id` (it names the frame). */
  ServerBadge: ComponentType<ServerBadgePartProps>;
  /** The URL request's title and, while waiting, its hint. Spread `titleProps` on the heading. */
  UrlTitle: ComponentType<UrlTitleProps>;
  /** A round's header: server and number of questions (with `titleId`, the frame's name), then the progress line. */
  RoundHeader: ComponentType<RoundHeaderProps>;
  /** A request's time left in its last two minutes, with "More time" where the deadline may move. The view keeps the timer; the part only draws. */
  TimeLeft: ComponentType<TimeLeftProps>;
  /** The full URL as text with the registrable domain marked (must render `analysis.href` exactly, as text). */
  UrlText: ComponentType<UrlTextProps>;
  /** The list of URL warnings, most serious first (texts from `describeUrlWarning`). */
  UrlWarningList: ComponentType<UrlWarningListProps>;
  // Field controls: spread the `useSchemaField` getter's props onto a native element of the same type.
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
  /** A form request drawn by its server's own MCP App (`createAppForm` from `/apps`); without it such a request shows the native form. */
  AppForm?: ComponentType<AppFormProps>;
}

/** What an `ElicitationProvider` sets for every component below it; explicit props still win. */
export interface ElicitationConfig extends ElicitationSettings {
  components?: Partial<ElicitationComponents>;
  /** Field renderers by kind (as rjsf `widgets`), keeping the form's state and checks; kinds left out keep the default. */
  fields?: Partial<Record<FieldKind, ComponentType<FieldProps>>>;
}

export interface ElicitationProviderProps extends ElicitationConfig {
  children?: ReactNode;
}
