// README "Use your own components": a design system's parts, passed once to the provider.
// Type-checked by `npm test` (tsconfig includes test/); rendered by test/components/own-parts.test.tsx's kit.
import { forwardRef } from 'react';
import {
  ElicitationOutlet,
  ElicitationProvider,
  createElicitationStore,
  defaultFieldRenderers,
  type FieldProps,
} from '../../../src/index';
import type {
  ActionRowProps,
  ButtonProps,
  FieldFrameProps,
  InputProps,
} from '../../../src/host';

const store = createElicitationStore();

/** Every action. `variant`: primary, secondary, danger or link (a small text button). */
const AcmeButton = forwardRef<HTMLButtonElement, ButtonProps>(function AcmeButton({ variant = 'secondary', className: _className, ...props }, ref) {
  return <button ref={ref} type="button" {...props} className={`acme-button acme-button--${variant}`} />;
});

/** Text-like fields. `invalid` mirrors aria-invalid for parts that take it as a prop. */
const AcmeInput = forwardRef<HTMLInputElement, InputProps>(function AcmeInput({ invalid, className: _className, ...props }, ref) {
  return <input ref={ref} {...props} className={invalid ? 'acme-input acme-input--error' : 'acme-input'} />;
});

/** The order is part of the contract: cancel, decline, others, primary. */
function AcmeActions({ cancel, decline, children, primary }: ActionRowProps) {
  return (
    <div className="acme-actions">
      {cancel}
      {decline}
      {children}
      {primary}
    </div>
  );
}

/**
 * Forward rootProps (data-* the library's styles and focus code read) and labelProps; lay
 * out the words from data, each message and the error in an element with its id.
 */
function AcmeField({ group, rootProps, labelProps, label, requiredText, messages, error, children }: FieldFrameProps) {
  const Caption = group ? 'legend' : 'label';
  const Root = group ? 'fieldset' : 'div';
  return (
    <Root className="acme-field" {...rootProps}>
      <Caption {...labelProps}>
        <bdi>{label}</bdi> {requiredText}
      </Caption>
      {messages.map(({ id, text, more }) => (
        <div key={id} className="acme-help">
          <span id={id}>{text}</span>
          {more}
        </div>
      ))}
      {children}
      {error && (
        <span id={error.id} className="acme-error" hidden={error.hidden}>
          {error.text}
        </span>
      )}
    </Root>
  );
}

/** A field kind drawn your way: here the default boolean, in a card. */
function AcmeBoolean(props: FieldProps) {
  const Default = defaultFieldRenderers.boolean;
  return (
    <div className="acme-card">
      <Default {...props} />
    </div>
  );
}

export function App() {
  return (
    <ElicitationProvider components={{ Button: AcmeButton, Input: AcmeInput, ActionRow: AcmeActions, FieldFrame: AcmeField }} fields={{ boolean: AcmeBoolean }}>
      <ElicitationOutlet store={store} />
    </ElicitationProvider>
  );
}
