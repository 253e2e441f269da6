/**
 * Every user-visible string of the library. Hosts override any subset through the
 * `labels` prop; each component takes the group it needs. Functions receive the values
 * they interpolate so translations can reorder them.
 */
export interface ServerLabels {
  /** Prefix before the host-verified server name. @default "Request from" */
  requestFrom: string;
  /** Marks a name the server reported about itself (not verified by the host). */
  selfReported: (title: string) => string;
}

export interface ElicitationLabels {
  server: ServerLabels;
}

export const defaultLabels: ElicitationLabels = {
  server: {
    requestFrom: 'Request from',
    selfReported: (title) => `calls itself “${title}”`,
  },
};

/** A partial override: any group, any key. */
export type LabelOverrides = { [G in keyof ElicitationLabels]?: Partial<ElicitationLabels[G]> };

/** Merge host overrides over the defaults, one group at a time. */
export function resolveLabels(overrides?: LabelOverrides): ElicitationLabels {
  if (!overrides) return defaultLabels;
  const merged = { ...defaultLabels } as Record<string, unknown>;
  for (const group of Object.keys(defaultLabels) as (keyof ElicitationLabels)[]) {
    const patch = overrides[group];
    if (patch) merged[group] = { ...defaultLabels[group], ...patch };
  }
  return merged as unknown as ElicitationLabels;
}
