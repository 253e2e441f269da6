/**
 * End-to-end harness for the `npm start` demo: the web client (demo/client) built once
 * per test process into a temporary directory, served by the real demo server started
 * in-process (same origin, so the session cookie binds URL-mode flows), and Debian's
 * Chromium driven by playwright-core as a person would use it.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startDemoServer, type RunningDemoServer, type StartDemoServerOptions } from '../../demo/server/index.ts';
import { collectErrors, launchChromium } from './harness';

const clientConfig = fileURLToPath(new URL('../../demo/client/vite.config.ts', import.meta.url));
let built: Promise<string> | undefined;

/** Build demo/client once (into a temp dir: a running `npm start` keeps its own dist). */
export function buildDemoClient(): Promise<string> {
  built ??= (async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'mcpe-demo-client-'));
    await build({ configFile: clientConfig, logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: false } });
    return outDir;
  })();
  return built;
}

export interface DemoEnv {
  server: RunningDemoServer;
  browser: Browser;
  close(): Promise<void>;
}

export async function startDemo(options: Omit<StartDemoServerOptions, 'port' | 'staticDir'> = {}): Promise<DemoEnv> {
  const staticDir = await buildDemoClient();
  const server = await startDemoServer({ ...options, port: 0, staticDir });
  const browser = await launchChromium().catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Where the demo's MCP client runs (its "MCP client" switch, `?client=server`, `&sdk=ai`). */
export type Placement = 'page' | 'server' | 'server-ai';
export const PLACEMENTS: readonly Placement[] = ['page', 'server'];

export interface DemoPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * A fresh browser profile (its own session cookie) on the demo, connected and listing
 * tools, with its MCP client in the page or on the demo server.
 */
export async function openDemo(env: DemoEnv, viewport = { width: 1100, height: 900 }, placement: Placement = 'page', extraQuery = ''): Promise<DemoPage> {
  const context = await env.browser.newContext({ viewport, timezoneId: 'UTC', locale: 'en-GB' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const query = { page: '', server: '?client=server', 'server-ai': '?client=server&sdk=ai' }[placement];
  await page.goto(`${env.server.url}/${query}${extraQuery && (query ? '&' : '?')}${extraQuery}`);
  const where = { page: 'MCP client in this page', server: 'MCP client on the demo server', 'server-ai': 'MCP client on the demo server (AI SDK)' }[placement];
  await page.getByRole('status').filter({ hasText: 'Connected to Demo server' }).filter({ hasText: where }).waitFor();
  return { context, page, errors };
}

/**
 * For one describe block: the demo (server, built client, Chromium) once, a fresh browser
 * profile per `open()`, and after each test no page or console errors.
 */
export function useDemo(options?: Parameters<typeof startDemo>[0]): {
  open: (viewport?: { width: number; height: number }, placement?: Placement, extraQuery?: string) => Promise<DemoPage>;
} {
  let env: DemoEnv | undefined;
  let current: DemoPage | undefined;
  beforeAll(async () => {
    env = await startDemo(options);
  });
  afterAll(async () => {
    await env?.close();
  });
  afterEach(async () => {
    if (!current) return;
    const { errors, context } = current;
    current = undefined;
    await context.close();
    expect(errors).toEqual([]);
  });
  return {
    async open(viewport, placement, extraQuery) {
      if (!env) throw new Error('demo not started');
      current = await openDemo(env, viewport, placement, extraQuery);
      return current;
    },
  };
}

/** Click a tool's Run button. */
export async function runTool(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Run ${name}` }).click();
}

/** The newest call in the activity panel. */
export function latestRun(page: Page): Locator {
  return page.getByRole('article').first();
}

/** Wait for the newest call to finish and return its result text blocks. */
export async function finishedResult(page: Page): Promise<string[]> {
  const run = latestRun(page);
  await run.getByText('Finished', { exact: true }).waitFor();
  return run.getByRole('region', { name: 'Result' }).locator('pre').allInnerTexts();
}

/** The `inputResponses` of every retry of the newest call, parsed from the wire log. */
export async function sentInputResponses(page: Page): Promise<unknown[]> {
  const texts = await latestRun(page).getByRole('region', { name: 'What was sent' }).locator('pre').allInnerTexts();
  return texts.map((text) => JSON.parse(text) as unknown);
}

/** The open modal elicitation. */
export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}
