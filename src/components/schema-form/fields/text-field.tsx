import { useState } from 'react';
import { useSchemaField, type SchemaFieldState } from '../../../hooks/use-schema-field.js';
import type { FieldKind } from '../../../schema/types.js';
import { useParts } from '../../provider/elicitation-provider.js';
import type { FieldProps } from './types.js';
import { FieldShell } from '../field-shell.js';
import { withInvalid } from '../../parts/field-controls.js';

/** Kinds typed as free text, which a secret may be; an email, URL or date is shown as is. */
const MASKABLE = new Set<FieldKind>(['text', 'number', 'integer']);

/**
 * Text, email, uri, date, number and integer: one uncontrolled input. Numbers use a text input so
 * "1.0" or "1e3" stays as typed until sent. A field that looks like a secret is masked, with a toggle.
 */
export function TextField({ form, entry }: FieldProps) {
  const state = useSchemaField(form, entry);
  const { Input } = useParts();
  const masked = state.field.sensitive && MASKABLE.has(state.field.kind);
  return (
    <FieldShell form={form} state={state}>
      {masked ? <SecretInput state={state} showLabel={form.labels.showSecret} /> : <Input {...withInvalid(state.getInputProps())} />}
    </FieldShell>
  );
}

/**
 * A masked input and its toggle: servers MUST NOT ask for secrets, and when one does the answer
 * should not sit in clear, nor the browser help. `new-password` keeps password managers from
 * filling in the page's own password (they ignore `off` there); `data-*-ignore` asks 1Password
 * and LastPass to stay out; spellcheck and autocorrect off keep it from spelling services.
 */
function SecretInput({ state, showLabel }: { state: SchemaFieldState; showLabel: string }) {
  const { Input, Button } = useParts();
  const [shown, setShown] = useState(false);
  const toggleId = `${state.ids.input}-reveal`;
  return (
    <div className="mcpe-Field-secret">
      <Input
        {...withInvalid(state.getInputProps())}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        data-1p-ignore=""
        data-lpignore="true"
      />
      {/* Named "Show <label>", pressed or not: the name never changes, the state does. */}
      <Button
        id={toggleId}
        className="mcpe-Field-reveal"
        aria-pressed={shown}
        aria-controls={state.ids.input}
        aria-labelledby={`${toggleId} ${state.ids.label}`}
        onClick={() => setShown(!shown)}
      >
        {showLabel}
      </Button>
    </div>
  );
}
