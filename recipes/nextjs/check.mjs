#!/usr/bin/env node
// After `next build`: serve the recipe (`next start` on a free port) and check what a browser
// would get: the page rendered on the server, the relay route refusing a caller with no
// session (401) and streaming to one with a session. Run by scripts/test.mjs.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const origin = `http://127.0.0.1:${port}`;
const server = spawn('npx', ['--no-install', 'next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
  cwd: import.meta.dirname,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', APP_ORIGIN: origin },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const problems = [];
try {
  let page;
  for (let i = 0; i < 120 && !page; i += 1) {
    page = await fetch(`${origin}/`).catch(() => undefined);
    if (!page) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const html = page ? await page.text() : '';
  if (!page?.ok || !html.includes('<h1>Chat</h1>')) problems.push(`GET / answered ${page?.status}: the server-rendered page is missing`);
  const anonymous = await fetch(`${origin}/api/elicitation`, { headers: { origin } });
  if (anonymous.status !== 401) problems.push(`GET /api/elicitation without a session answered ${anonymous.status}, not 401`);
  const stream = await fetch(`${origin}/api/elicitation`, { headers: { origin, cookie: 'session=alice' } });
  if (!stream.headers.get('content-type')?.startsWith('text/event-stream')) problems.push(`GET /api/elicitation with a session answered ${stream.status} ${stream.headers.get('content-type')}`);
  await stream.body?.cancel();
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
for (const problem of problems) console.error(problem);
console.log(`next recipe: ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
