/**
 * README "Clients that run on the server": the relay mounted in Hono (Node, Bun, Deno,
 * workers alike). Checked by `tsc --noEmit` and exercised by test/relay/examples.test.ts.
 */
import { Hono } from 'hono';
import { createElicitationRelay } from '../../../src/relay';

export const relay = createElicitationRelay({
  // Your auth middleware's session, read from the request it already verified.
  authorize: (request) => request.headers.get('x-session-id'),
  allowedOrigins: ['https://chat.example.com'],
  basePath: '/api/elicitation',
});

export const app = new Hono();
app.on(['GET', 'POST', 'OPTIONS'], '/api/elicitation', (c) => relay.handler(c.req.raw));
