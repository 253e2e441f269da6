/**
 * The built package (dist/, made by `npm run build` before this tier runs) renders on the
 * server without touching window/document and hydrates in a DOM, under React 19 (the
 * project's) and React 18.3 (smoke/react18, installed by scripts/test.mjs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
function renderBuilt(reactDir: string) {
  const out = execFileSync(process.execPath, ['smoke/render-built.mjs'], {
    cwd: root,
    env: { ...process.env, SMOKE_REACT_DIR: reactDir, NODE_ENV: 'production' },
    encoding: 'utf8',
    // A timer or listener left behind after the host unmounts keeps the process alive: fail
    // here rather than block the whole run (execFileSync holds the event loop, so vitest's
    // own timeout cannot fire).
    timeout: 45_000,
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as {
    react: string; ssr: string; client: { text: string; nameValue: string; buttons: string[]; errors: string[] }; ssrError: string | null;
  };
}

describe('built package', () => {
  it('exists (run `npm run build` first)', () => {
    expect(existsSync(resolve(root, 'dist/index.js'))).toBe(true);
    expect(existsSync(resolve(root, 'dist/index.d.ts'))).toBe(true);
    expect(existsSync(resolve(root, 'dist/styles.css'))).toBe(true);
  });

  it.each([
    ['19', root],
    ['18.3', resolve(root, 'smoke/react18')],
  ])('renders and hydrates under React %s without touching the DOM during SSR', (major, dir) => {
    const report = renderBuilt(dir);
    expect(report.react.startsWith(major)).toBe(true);
    expect(report.ssrError).toBeNull();
    expect(report.ssr).toContain('Smoke server');
    expect(report.ssr).toContain('Please provide your contact information');
    expect(report.client.text).toContain('Request from Smoke server (smoke.example)');
    expect(report.client.nameValue).toBe('Ada'); // the default, pre-filled on the server and kept by hydration
    expect(report.client.buttons).toEqual(['Cancel', 'Decline', 'Submit']); // README "Buttons: order, Enter and Escape"
    expect(report.client.errors).toEqual([]);
  });

  it('keeps "use client" as the first statement of the bundle', async () => {
    const { readFile } = await import('node:fs/promises');
    const code = await readFile(resolve(root, 'dist/index.js'), 'utf8');
    expect(code.startsWith('"use client";')).toBe(true);
  });
});
