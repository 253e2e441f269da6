/**
 * Demo MCP server for mcp-elicitation-react: tools that elicit in every way the spec
 * allows (and three that misbehave on purpose), over streamable HTTP for 2026-07-28 and
 * 2025-11-25 clients.
 */
export { createDemoServer, type DemoServer, type DemoServerOptions } from './demo-server.ts';
export { startDemoServer, type RunningDemoServer, type StartDemoServerOptions } from './http.ts';
export { DEMO_TOOL_NAMES, type DemoToolName } from './tool-names.ts';
export { SERVER_INFO } from './tools/index.ts';
export { SESSION_COOKIE } from './session.ts';
