// A consumer of the react-hook-form binding (README "Entry points"): its types resolve through
// package.json "exports" with react-hook-form's own, under skipLibCheck false.
// Compiled by test/smoke/consumer-types.test.ts against the packed package.
import { Controller, useForm } from 'react-hook-form';
import { useElicitationForm, type ElicitContent } from 'mcp-elicitation-react/react-hook-form';

export function Form({ schema, send }: { schema: unknown; send: (content: ElicitContent) => void }) {
  const elicitation = useElicitationForm({ schema });
  const form = useForm(elicitation.formOptions);
  return (
    <form onSubmit={form.handleSubmit(send)}>
      {elicitation.fields.map((field) =>
        field.kind === 'boolean' ? (
          <input key={field.name} {...field.getInputProps(form)} />
        ) : (
          <Controller key={field.name} control={form.control} name={field.name} render={(binding) => <span>{field.label}{binding.fieldState.error?.message}</span>} />
        ),
      )}
    </form>
  );
}
