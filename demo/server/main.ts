/**
 * `node demo/server/dist/main.mjs [--port N] [--static DIR]`: start the demo, print its
 * URL, stop on Ctrl-C / SIGTERM. PORT, HOST and DEMO_STATIC_DIR work as environment
 * variables too; DEMO_STATE_KEY fixes the requestState key (else random per start).
 */
import { parseArgs } from 'node:util';
import { startDemoServer } from './http.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    static: { type: 'string', default: process.env.DEMO_STATIC_DIR },
  },
});

const running = await startDemoServer({ port: Number(values.port), host: values.host, staticDir: values.static }).catch((error: unknown) => {
  const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  console.error(busy ? `Port ${values.port} is in use: pick another with PORT=… or --port …` : error);
  process.exit(1);
});
console.log(`MCP elicitation demo: ${running.url}/  (MCP endpoint ${running.mcpUrl})`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) process.exit(1); // a second Ctrl-C forces it
  stopping = true;
  console.log(`\n${signal}: stopping the demo server…`);
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
