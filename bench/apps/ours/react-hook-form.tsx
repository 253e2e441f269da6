/**
 * A host's own react-hook-form form showing one elicitation through the binding
 * (`mcp-elicitation-react/react-hook-form`): what the binding adds to an app that already
 * uses react-hook-form is this app minus bench/apps/react-hook-form (the same form without it).
 */
import { createRoot } from 'react-dom/client';
import { Controller, useForm } from 'react-hook-form';
import { useElicitationForm } from 'mcp-elicitation-react/react-hook-form';

const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name' }, agree: { type: 'boolean', title: 'Agree' } }, required: ['name'] };

function App() {
  const elicitation = useElicitationForm({ schema });
  const form = useForm(elicitation.formOptions);
  return (
    <form onSubmit={form.handleSubmit((content) => console.log(content))}>
      {elicitation.fields.map((field) => (
        <Controller
          key={field.name}
          control={form.control}
          name={field.name}
          render={(binding) => (
            <p>
              <label {...field.getLabelProps()}>{field.label}</label>
              {field.kind === 'text' || field.kind === 'boolean' ? <input {...field.getInputProps(binding)} /> : null}
              {binding.fieldState.error && <span {...field.getErrorProps()}>{binding.fieldState.error.message}</span>}
            </p>
          )}
        />
      ))}
      <button type="submit">Submit</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
