/**
 * Loads bench/node/relay.ts with Vite's module runner (TypeScript, the library's sources;
 * packages such as `redis` stay external) and runs the relay's latency rows.
 */
import { createServer, createServerModuleRunner } from 'vite';
import { fileURLToPath } from 'node:url';

export async function measureRelay() {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    const module = await runner.import(fileURLToPath(new URL('./node/relay.ts', import.meta.url)));
    return await module.runRelayBench(process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server');
  } finally {
    await runner.close();
    await server.close();
  }
}

/** The relay's section of BENCHMARKS.md. */
export function relaySection(relay, { table, ms }) {
  const out = ['## Relay: answer POST → server-side `elicit` settles (loopback)', ''];
  out.push(`${relay.pending.toLocaleString('en-US')} pending requests across ${relay.streams} open browser streams (SSE, read in the same Node process); each request answered in turn (one POST at a time), timed from the POST leaving the client to the server-side \`elicit\` promise settling (bench/node/relay.ts). Memory: one relay, the in-memory backplane. Redis: two relays on one throwaway redis-server (Debian's), each with its own node-redis client, the streams on the second; "owning instance" posts to the relay that holds the request, "forwarded" to the other, which sends the action through Redis and waits for the owner's reply. The floor is a bare loopback HTTP POST round trip (node:http, fetch, keep-alive) in the same run. Goals: p99 ≤ 5 ms (memory), ≤ 15 ms (Redis).`, '');
  out.push(table(['Path', 'Samples', 'p50', 'p99', 'max', 'p99 ÷ floor p99'], relay.rows.map((row) => [
    row.name, String(row.samples), ms(row.p50), ms(row.p99), ms(row.max), (row.p99 / relay.rows[0].p99).toFixed(1) + '×',
  ])), '');
  if (relay.redisSkipped) out.push(`Redis rows skipped: ${relay.redisSkipped}.`, '');
  return out;
}
