// The browser's stream (GET) and its answers (POST), for the page's remote store.
import { relay } from '../../../lib/elicitation-relay';

export const GET = (request: Request) => relay.handler(request);
export const POST = (request: Request) => relay.handler(request);
export const dynamic = 'force-dynamic'; // a stream: never cached or prerendered
