/**
 * README "Clients that run on the server": the relay in Express (or plain node:http:
 * `createServer(toNodeHandler(relay.handler))`) through the shipped adapter. Type-checked;
 * test/relay/node-adapter.test.ts runs the same adapter in a real Express app.
 */
import express from 'express';
import { createElicitationRelay } from '../../../src/relay';
import { toNodeHandler } from '../../../src/relay-node';

export const relay = createElicitationRelay({
  // Your auth middleware's session, read from the request it already verified.
  authorize: (request) => request.headers.get('x-session-id'),
  allowedOrigins: ['https://chat.example.com'],
  basePath: '/api/elicitation',
});

export const app = express();
// Before or after express.json(): the adapter takes the body from either.
app.all('/api/elicitation', toNodeHandler(relay.handler));
