/**
 * The guide "App-rendered forms": the sandbox proxy as a Fetch API handler (Hono, Bun, Deno,
 * workers; on node:http through `toNodeHandler` of src/relay/node.ts). Checked by
 * `tsc --noEmit`; the demo server mounts the same handler (demo/server/demo-server.ts).
 */
import { sandboxProxyResponse } from '../../../src/apps';

// Served at https://sandbox.chat.example.com/mcp-app-sandbox: framed only by the chat's pages.
export const sandboxProxy = (request: Request) => sandboxProxyResponse(request, { hostOrigins: ['https://chat.example.com'] });
