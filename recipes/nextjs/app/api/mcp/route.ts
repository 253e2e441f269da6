// The recipe's own MCP server (lib/mcp-server.ts) at /api/mcp.
import { mcpHandler } from '../../../lib/mcp-server';

export const POST = (request: Request) => mcpHandler.fetch(request);
export const GET = (request: Request) => mcpHandler.fetch(request);
export const dynamic = 'force-dynamic';
