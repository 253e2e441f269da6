import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type Plugin } from 'vite';
import { sandboxProxyResponse } from '../src/apps/sandbox-proxy.ts';

/**
 * The MCP Apps sandbox proxy for the app-rendered form stories (stories/app-forms.stories.tsx),
 * dev server only: the stories frame it from the server's other loopback name (localhost ⇄
 * 127.0.0.1, same port), another origin than theirs, as a host serves it.
 */
const appSandbox = (): Plugin => ({
  name: 'mcpe-app-sandbox',
  configureServer(server) {
    server.middlewares.use('/mcp-app-sandbox', (request, response) => {
      const port = (request.headers.host ?? '').split(':').at(-1);
      const answer = sandboxProxyResponse(new Request(`http://${request.headers.host}${request.originalUrl ?? '/'}`), {
        hostOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
      });
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      void answer.text().then((body) => response.end(body));
    });
  },
});

const config: StorybookConfig = {
  // The guides (docs/guides/*.mdx, each rendering its .md) before the stories.
  stories: ['../docs/guides/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // The guides' pictures (docs/*.png). Not at /docs: the dev server would then answer the
  // guides' own modules (/docs/guides/*.mdx) with the raw files.
  staticDirs: [{ from: '../docs', to: '/guide-assets' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The dev server watches the repository; build output written beside it (the static
  // Storybook, the library, the demo, the benches, the Next.js recipe) is not a source, and
  // watching it made the server busy and reloaded the preview while `npm test` ran.
  viteFinal: (vite) =>
    mergeConfig(vite, {
      plugins: [appSandbox()],
      server: {
        watch: {
          ignored: ['**/storybook-static/**', '**/dist/**', '**/.ci-out/**', '**/bench-out/**', '**/.next/**', '**/smoke/*/node_modules/**', '**/conformance/node_modules/**', '**/recipes/*/node_modules/**'],
        },
      },
    }),
};
export default config;
