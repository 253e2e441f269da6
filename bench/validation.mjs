/**
 * Loads bench/node/validation.ts with Vite's module runner (TypeScript, the library's
 * sources) and resolves the library's own `@cfworker/json-schema` import to a counting
 * subclass, so compilations of the eval-free engine can be counted without touching src/.
 */
import { createServer, createServerModuleRunner } from 'vite';
import { fileURLToPath } from 'node:url';
import { keepingNodeEnv } from './node-env.mjs';

const counting = fileURLToPath(new URL('./node/counting-cfworker.ts', import.meta.url));

/** @returns {import('vite').Plugin} */
function countCfworker() {
  return {
    name: 'mcpe-bench-count-cfworker',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@cfworker/json-schema' && importer && /src[/\\]schema[/\\]eval-free-core\.ts$/.test(importer)) return counting;
      return null;
    },
  };
}

export function measureValidation(iterations = 10_000) {
  return keepingNodeEnv(() => validateThroughVite(iterations));
}

async function validateThroughVite(iterations) {
  // A runner that stays open: the library loads its engines with dynamic imports.
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [countCfworker()],
    // Bundled, not externalised, so the import goes through the plugin above.
    ssr: { noExternal: ['@cfworker/json-schema'] },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    const module = await runner.import(fileURLToPath(new URL('./node/validation.ts', import.meta.url)));
    return await module.runValidation(iterations);
  } finally {
    await runner.close();
    await server.close();
  }
}
