import type { ComponentType } from 'react';
import type { FieldKind } from '../../schema/types.js';
import { BooleanField } from './fields/boolean-field.js';
import { DateTimeField } from './fields/date-time-field.js';
import { MultiSelectField } from './fields/multi-select-field.js';
import { SingleSelectField } from './fields/single-select-field.js';
import { StringListField } from './fields/string-list-field.js';
import { TextField } from './fields/text-field.js';
import type { FieldProps } from './fields/types.js';

const RENDERERS: Partial<Record<FieldKind, ComponentType<FieldProps>>> = {
  boolean: BooleanField,
  'date-time': DateTimeField,
  'single-select': SingleSelectField,
  'multi-select': MultiSelectField,
  'string-list': StringListField,
};

/**
 * The renderer of a field's kind (text kinds share one). A lookup, not a component that
 * switches: one component less per field on every mount.
 */
export const fieldRenderer = (kind: FieldKind): ComponentType<FieldProps> => RENDERERS[kind] ?? TextField;
