/**
 * Loads bench/node/relay.ts with Vite's module runner (TypeScript, the library's sources;
 * packages such as `redis` stay external) and runs the relay's latency rows.
 */
import { createServer, createServerModuleRunner } from 'vite';
import { fileURLToPath } from 'node:url';
import { keepingNodeEnv } from './node-env.mjs';

export function measureRelay() {
  return keepingNodeEnv(relayThroughVite);
}

async function relayThroughVite() {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    const redisPath = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
    const module = await runner.import(fileURLToPath(new URL('./node/relay.ts', import.meta.url)));
    const result = await module.runRelayBench(redisPath);
    if (result.redisSkipped) return result;
    const scale = await runner.import(fileURLToPath(new URL('./node/relay-scale.ts', import.meta.url)));
    try {
      return { ...result, scale: await scale.runRelayScaleBench(redisPath) };
    } catch (error) {
      // The rest of the bench stands; the table says why this part is missing.
      return { ...result, scaleSkipped: String(error instanceof Error ? error.message : error) };
    }
  } finally {
    await runner.close();
    await server.close();
  }
}

/** The relay's section of BENCHMARKS.md. */
export function relaySection(relay, { table, ms }) {
  const out = ['## Relay on loopback: answers, arrivals, memory', ''];
  out.push(`${relay.pending.toLocaleString('en-US')} pending requests across ${relay.streams} open browser streams (SSE, read in the same Node process), each request with a schema object of its own as an MCP client's JSON parse gives (bench/node/relay.ts). Memory: one relay, the in-memory backplane. Redis: two relays on one throwaway redis-server (Debian's), each with its own node-redis client, the streams on the second. The floor is a bare loopback HTTP POST round trip (node:http, fetch, keep-alive) in the same run.`, '');
  out.push('### Answer POST → server-side `elicit` settles', '');
  out.push(`Each request answered in turn (one POST at a time), timed from the POST leaving the client to the server-side \`elicit\` promise settling. "Owning instance" posts to the relay that holds the request, "forwarded" to the other, which sends the action through Redis and waits for the owner's reply. Goals: p99 ≤ 5 ms (memory), ≤ 15 ms (Redis).`, '');
  out.push(table(['Path', 'Samples', 'p50', 'p99', 'max', 'p99 ÷ floor p99'], relay.rows.map((row) => [
    row.name, String(row.samples), ms(row.p50), ms(row.p99), ms(row.max), (row.p99 / relay.rows[0].p99).toFixed(1) + '×',
  ])), '');
  if (relay.arrivals?.length) {
    out.push('### A new request reaches a connected stream', '');
    out.push(`With the ${relay.pending.toLocaleString('en-US')} pending: one more request per session, asked one at a time (twice round the sessions), timed from the server's \`elicit\` call to the request being read off that session's open stream; each is declined once it arrived (not timed). Redis: asked on one instance, the stream on the other (through Redis pub/sub). Goal: p99 ≤ 10 ms.`, '');
    out.push(table(['Path', 'Samples', 'p50', 'p99', 'max'], relay.arrivals.map((row) => [row.name, String(row.samples), ms(row.p50), ms(row.p99), ms(row.max)])), '');
  }
  if (relay.memory) {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
    out.push('### Memory per pending request', '');
    out.push(`1,000 requests asked across 200 sessions on a fresh relay, no stream open, heap measured after full collections (V8's own \`gc\`) before and after: **${kb(relay.memory.relayHeapBytes)}** of relay heap per pending request (its params as parsed, ${relay.memory.requestJsonBytes} bytes of JSON, the store's entry, the wire copy in the session's slice, ids, its abort signal)${relay.memory.redisBytes !== undefined ? `; Redis holds **${kb(relay.memory.redisBytes)}** per pending request (\`INFO memory\` used_memory; per session a slice head, and a hash field per request)` : ''}. Reported, no goal.`, '');
  }
  if (relay.scale) {
    out.push('### At scale: 10,000 pending, 1,000 streams, three instances', '');
    out.push('Three instances on one throwaway redis-server: A owns every request, in a process of its own (so its death is a real SIGKILL); C holds one open stream for each of 1,000 sessions; answers are POSTed to B, which forwards them to A through Redis, and timed until the change is read off C\'s stream. First 1,000 pending (one per session), then 10,000 (ten per session). Heap is the bench process\'s (B and C and the 1,000 streams\' readers), after full collections. bench/node/relay-scale.ts.', '');
    out.push(table(['Measure', 'Value', 'Goal', 'Met'], relay.scale.map((row) => [row.measure, row.value, row.goal, row.met === undefined ? '—' : row.met ? 'yes' : '**no**'])), '');
  }
  if (relay.scaleSkipped) out.push(`Scale rows missing: ${relay.scaleSkipped}`, '');
  if (relay.redisSkipped) out.push(`Redis rows skipped: ${relay.redisSkipped}.`, '');
  return out;
}
