/**
 * The floor of `npm run bench`: the same schemas as a hand-written minimal React form, no
 * library — a label and one native control per field (uncontrolled, defaults as
 * `defaultValue`), the least a React page can do to show the form. Ours ÷ floor is what the
 * library itself costs (validation, errors, ARIA, descriptions and limits included).
 */
import type { ReactElement } from 'react';
import type { RequestedSchema } from '../../src/index';

type Property = RequestedSchema['properties'][string];

function choices(property: Property): { value: string; label: string }[] {
  if ('enum' in property && Array.isArray(property.enum)) return property.enum.map((v) => ({ value: String(v), label: String(v) }));
  if ('oneOf' in property && Array.isArray(property.oneOf)) return property.oneOf.map((o) => ({ value: String(o.const), label: String(o.title ?? o.const) }));
  return [];
}

function control(id: string, key: string, property: Property): ReactElement {
  const given = (property as { default?: unknown }).default;
  if (property.type === 'boolean') return <input id={id} name={key} type="checkbox" defaultChecked={given === true} />;
  if (property.type === 'array') {
    const items = (property as { items?: Property }).items;
    const options = items ? choices(items) : [];
    return (
      <select id={id} name={key} multiple defaultValue={Array.isArray(given) ? given.map(String) : []}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  const options = choices(property);
  if (options.length > 0) {
    return (
      <select id={id} name={key} defaultValue={given === undefined ? '' : String(given)}>
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  return <input id={id} name={key} type="text" defaultValue={given === undefined ? undefined : String(given)} />;
}

/** One `<label>` and one control per property, and a submit button. */
export function FloorForm({ schema, onSubmit }: { schema: RequestedSchema; onSubmit: (data: FormData) => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
    >
      {Object.entries(schema.properties).map(([key, property], i) => (
        <div key={key}>
          <label htmlFor={`floor-${i}`}>{property.title ?? key}</label>
          {control(`floor-${i}`, key, property)}
        </div>
      ))}
      <button type="submit">Submit</button>
    </form>
  );
}
