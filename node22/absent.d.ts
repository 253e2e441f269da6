// Stands in for @ai-sdk/mcp's types where node22/ is not installed yet (tsconfig.json "paths"
// tries the real package first), so `npx tsc` works right after `npm ci`. scripts/test.mjs
// installs node22/ before it type-checks, so `npm test` always checks against the real types.
/* eslint-disable @typescript-eslint/no-explicit-any -- a stand-in knows nothing of the real types */
export declare const createMCPClient: any;
export declare const ElicitationRequestSchema: any;
export type MCPClient = any;
