/**
 * A real, throwaway `redis-server` per test file (Debian's package, installed by .ci/run
 * like chromium): its own free loopback port, no persistence (`--save '' --appendonly no`),
 * its own temp directory, killed when the test is done. Never a running service.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_CLI_PATH = process.env.REDIS_CLI_PATH ?? '/usr/bin/redis-cli';
export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
export const MISSING_REDIS_MESSAGE =
  `redis-server was not found at ${REDIS_SERVER_PATH}. The relay's Redis backplane tests start their own:\n` +
  '  sudo apt-get install redis-server\n(or set REDIS_SERVER_PATH).';

export interface RunningRedis {
  readonly port: number;
  readonly url: string;
  /** SIGKILL: Redis vanishes mid-flight, connections reset, nothing is flushed. */
  kill(): Promise<void>;
  /** SIGTERM and the temp directory removed; safe to call twice or after kill(). */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once a PING on the port answers PONG. */
async function waitForPong(port: number, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`redis-server exited at start:\n${log()}`);
    const pong = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(500, () => done(false));
      socket.once('error', () => done(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    });
    if (pong) return;
    if (Date.now() > until) throw new Error(`redis-server did not answer PING on ${port} within ${timeoutMs} ms:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Servers still running, killed if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function startOnce(port: number, extra: readonly string[] = []): Promise<RunningRedis> {
  const dir = await mkdtemp(join(tmpdir(), 'mcpe-redis-'));
  const child = spawn(
    REDIS_SERVER_PATH,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--protected-mode', 'yes', ...extra],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    await waitForPong(port, child, () => output, 10_000);
  } catch (error) {
    await end('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: () => end('SIGKILL'),
    async stop() {
      await end('SIGTERM');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Start a redis-server on `port` again (after kill(): Redis coming back, empty). */
export function restartRedis(port: number): Promise<RunningRedis> {
  return startOnce(port);
}

/**
 * Start a redis-server on a free loopback port (a port taken between the probe and the
 * start is retried on another one).
 */
export async function startRedis(): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER_PATH)) throw new Error(MISSING_REDIS_MESSAGE);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await startOnce(await freePort());
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export interface RunningCluster {
  /** One master per node, each with its share of the 16384 slots. */
  readonly nodes: readonly RunningRedis[];
  stop(): Promise<void>;
}

const cli = (args: readonly string[]) =>
  new Promise<string>((resolve, reject) => execFile(REDIS_CLI_PATH, args, { timeout: 20_000 }, (error, stdout, stderr) => (error ? reject(new Error(`redis-cli ${args.join(' ')}: ${stderr || error.message}\n${stdout}`)) : resolve(stdout))));

/**
 * A real Redis Cluster of `masters` redis-servers (no replicas), each on free loopback ports
 * (its cluster bus too), joined by `redis-cli --cluster create`; resolves once every node
 * says the cluster is ok.
 */
export async function startRedisCluster(masters = 3): Promise<RunningCluster> {
  if (!existsSync(REDIS_SERVER_PATH)) throw new Error(MISSING_REDIS_MESSAGE);
  const nodes: RunningRedis[] = [];
  const stop = async () => {
    for (const node of nodes) await node.stop();
  };
  try {
    for (let index = 0; index < masters; index += 1) {
      const [port, bus] = [await freePort(), await freePort()];
      nodes.push(await startOnce(port, ['--cluster-enabled', 'yes', '--cluster-port', String(bus), '--cluster-config-file', 'nodes.conf', '--cluster-node-timeout', '2000']));
    }
    await cli(['--cluster', 'create', ...nodes.map((node) => `127.0.0.1:${node.port}`), '--cluster-replicas', '0', '--cluster-yes']);
    for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const states = await Promise.all(nodes.map((node) => cli(['-p', String(node.port), 'CLUSTER', 'INFO'])));
      if (states.every((info) => info.includes('cluster_state:ok'))) break;
      if (Date.now() > until) throw new Error(`the cluster did not come up:\n${states.join('\n')}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { nodes, stop };
}
