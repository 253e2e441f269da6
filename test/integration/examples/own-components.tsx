// README "Use your own components": a design system's parts, passed once to the provider.
// Type-checked by `npm test` (tsconfig includes test/); rendered by test/components/own-parts.test.tsx's kit.
import { forwardRef } from 'react';
import {
  ElicitationOutlet,
  ElicitationProvider,
  createElicitationStore,
  defaultFieldRenderers,
  type ActionRowProps,
  type ButtonProps,
  type FieldFrameProps,
  type FieldProps,
  type InputProps,
} from '../../../src/index';

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

/** Forward rootProps (data-* the library's styles and focus code read) and labelProps. */
function AcmeField({ group, rootProps, labelProps, label, details, error, children }: FieldFrameProps) {
  const Caption = group ? 'legend' : 'label';
  const Root = group ? 'fieldset' : 'div';
  return (
    <Root className="acme-field" {...rootProps}>
      <Caption {...labelProps}>{label}</Caption>
      {details}
      {children}
      {error}
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
