#!/usr/bin/env node
// After `next build`: serve the recipe (`next start` on a free port) and check what a browser
// would get: the page rendered on the server, the relay route refusing a caller with no
// session (401) and streaming to one with a session, the chat route starting a call of the
// session (202 and its id) that the session's stream then lists. Run by scripts/test.mjs.
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

/** The stream's text until `done` holds or `ms` pass; the stream is closed after. */
async function readUntil(response, done, ms) {
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const timer = setTimeout(() => void reader.cancel(), ms);
  try {
    while (!done(text)) {
      const { value, done: end } = await reader.read();
      if (end) break;
      text += value;
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
  }
  return text;
}
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
  const started = await fetch(`${origin}/api/chat`, { method: 'POST', headers: { origin, cookie: 'session=alice' } });
  const { id } = await started.json().catch(() => ({}));
  if (started.status !== 202 || typeof id !== 'string') problems.push(`POST /api/chat answered ${started.status}, not 202 with the call's id`);
  const events = await readUntil(stream, (text) => text.includes(`"id":"${id}"`), 15_000);
  if (!events.includes(`"id":"${id}"`)) problems.push('the session\'s stream never listed the call POST /api/chat started');
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
for (const problem of problems) console.error(problem);
console.log(`next recipe: ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
