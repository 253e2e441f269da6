export function ensureStorybookBuild(root: string, options?: { force?: boolean }): string;
