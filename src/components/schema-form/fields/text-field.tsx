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
 * Text, email, uri, date, number and integer: one uncontrolled input registered with the
 * form's store. Numbers use a text input so the typed text ("1.0", "-0", "1e3") stays
 * exactly as typed (inspector#918); the JSON number is derived on submit. A field that
 * looks like a secret (schema/secrets.ts) is masked, with a show/hide toggle.
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
 * A masked input and its toggle. The spec says servers MUST NOT ask for secrets in a
 * form (client/elicitation §Security); when one does anyway, the answer should not sit in
 * clear on a shared screen, and the browser must not help: `new-password` keeps password
 * managers from filling in the host page's own saved password (which `off` does not: they
 * ignore it on password inputs), the `data-*-ignore` hints ask 1Password and LastPass to
 * stay out, and spellcheck/autocapitalize/autocorrect off keep the text out of spelling
 * services and unaltered.
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
