// Storybook's static build, rebuilt only when a source it is made from is newer than it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// docs: the guides (docs/guides) and their pictures; the two root files the guides' pages show.
const SOURCES = ['src', 'stories', '.storybook', 'test/fixtures', 'docs', 'SECURITY.md', 'BENCHMARKS.md'];

function newestMtime(dir) {
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** @param {string} root the repository @returns {string} the storybook-static directory */
export function ensureStorybookBuild(root, { force = false } = {}) {
  const out = join(root, 'storybook-static');
  const index = join(out, 'index.json');
  const stale = force || !existsSync(index) || SOURCES.some((dir) => newestMtime(join(root, dir)) > statSync(index).mtimeMs);
  if (stale) {
    const result = spawnSync('npx', ['--no-install', 'storybook', 'build', '--disable-telemetry', '--quiet', '-o', 'storybook-static'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    if (result.status !== 0) throw new Error(`storybook build failed (exit ${result.status ?? result.signal})`);
  }
  return out;
}
