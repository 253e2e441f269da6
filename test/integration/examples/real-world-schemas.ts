/**
 * The Usage guide's "Servers built on pydantic or FastMCP": type-checked by `tsc --noEmit`;
 * test/integration/real-schemas-replay.test.tsx runs the same wrapper against an SDK 1.x server.
 */
import { StreamableHTTPClientTransport, type Client } from '@modelcontextprotocol/client';
import { acceptRealWorldSchemas } from '../../../src/store';

export async function connectToPythonServer(client: Client, serverUrl: string) {
  await client.connect(acceptRealWorldSchemas(new StreamableHTTPClientTransport(new URL(serverUrl))));
}
