export const ENTRIES: Array<[entry: string, report: string, holds: string]>;
export const GENERATED: string;
export function declarationsOf(report: string): Map<string, { name: string; kind: string; text: string }>;
export function renderApiReference(root: string): string;
