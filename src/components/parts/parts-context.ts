// Beside the parts that read it, so a part finds its replacement without importing the provider (which imports the parts).
import { createContext } from 'react';
import type { ElicitationConfig } from '../provider/config.js';

/** The part of an `ElicitationConfig` that names components: `components` and `fields`. */
export type ElicitationParts = Pick<ElicitationConfig, 'components' | 'fields'>;

export const ElicitationPartsContext = createContext<ElicitationParts>({});
