// The MCP server the chat route calls. It lives in this app only so that the recipe runs on
// its own; yours is usually elsewhere. One tool, `book_table`, asks the user for the details
// (a 2026-07-28 `input_required` round) and answers with what it was given.
import { McpServer, createMcpHandler, inputRequired, inputResponse, type CallToolResult } from '@modelcontextprotocol/server';

const BOOKING = {
  message: 'Which table should I book?',
  requestedSchema: {
    type: 'object' as const,
    properties: {
      name: { type: 'string' as const, title: 'Name for the booking', description: 'As the restaurant should greet you.', minLength: 1 },
      guests: { type: 'integer' as const, title: 'Guests', minimum: 1, maximum: 12, default: 2 },
      terrace: { type: 'boolean' as const, title: 'On the terrace', default: false },
    },
    required: ['name'],
  },
};

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });

function buildServer(): McpServer {
  const server = new McpServer({ name: 'bistro', title: 'Bistro Bookings', version: '1.0.0' });
  server.registerTool('book_table', { description: 'Books a table, asking the user for the details.' }, (ctx) => {
    const answer = inputResponse(ctx.mcpReq.inputResponses, 'booking');
    if (answer.kind !== 'elicit') return inputRequired({ inputRequests: { booking: inputRequired.elicit(BOOKING) } });
    if (answer.action !== 'accept') return text(`Not booked (${answer.action}).`);
    return text(`Booked: ${JSON.stringify(answer.content)}`);
  });
  return server;
}

export const mcpHandler = createMcpHandler(buildServer, { legacy: 'reject' });
