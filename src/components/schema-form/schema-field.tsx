import type { ComponentType } from 'react';
import type { FieldKind } from '../../schema/types.js';
import { BooleanField } from './fields/boolean-field.js';
import { DateTimeField } from './fields/date-time-field.js';
import { MultiSelectField } from './fields/multi-select-field.js';
import { SingleSelectField } from './fields/single-select-field.js';
import { StringListField } from './fields/string-list-field.js';
import { TextField } from './fields/text-field.js';
import type { FieldProps } from './fields/types.js';

type FieldRenderers = Partial<Record<FieldKind, ComponentType<FieldProps>>>;

/** The built-in renderer of every field kind, to wrap or to fall back on in a replacement. */
export const defaultFieldRenderers: Readonly<Record<FieldKind, ComponentType<FieldProps>>> = {
  text: TextField,
  email: TextField,
  uri: TextField,
  date: TextField,
  number: TextField,
  integer: TextField,
  boolean: BooleanField,
  'date-time': DateTimeField,
  'single-select': SingleSelectField,
  'multi-select': MultiSelectField,
  'string-list': StringListField,
};

/** The renderer of a field's kind: the host's, else the built-in one. A lookup, not a switching component: one component less per field. */
export const fieldRenderer = (kind: FieldKind, overrides?: FieldRenderers): ComponentType<FieldProps> =>
  overrides?.[kind] ?? defaultFieldRenderers[kind] ?? TextField;
