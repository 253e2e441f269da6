/**
 * The floor of bench/apps/ours/react-hook-form.tsx: the same react-hook-form form, written
 * by hand for the same two fields, without the binding (and so without the schema reading,
 * the checks or the validator).
 */
import { createRoot } from 'react-dom/client';
import { Controller, useForm } from 'react-hook-form';

function App() {
  const form = useForm({ defaultValues: { name: '', agree: null as boolean | null } });
  return (
    <form onSubmit={form.handleSubmit((values) => console.log(values))}>
      <Controller
        control={form.control}
        name="name"
        rules={{ required: 'Required' }}
        render={({ field, fieldState }) => (
          <p>
            <label htmlFor="name">Name</label>
            <input id="name" {...field} value={field.value} />
            {fieldState.error && <span>{fieldState.error.message}</span>}
          </p>
        )}
      />
      <Controller
        control={form.control}
        name="agree"
        render={({ field }) => (
          <p>
            <label htmlFor="agree">Agree</label>
            <input id="agree" type="checkbox" checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} ref={field.ref} />
          </p>
        )}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
