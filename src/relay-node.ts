/**
 * `mcp-elicitation-react/relay/node`: the relay's Fetch API handler on Node's `http` server
 * or Express, with backpressure (src/relay/node.ts). Node only (the `/relay` entry itself
 * stays Fetch API only); api/relay-node.api.md pins it.
 */
export { toNodeHandler } from './relay/node.js';
export type { FetchHandler, NodeHandler, NodeHandlerOptions } from './relay/node.js';
