import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The guides (docs/guides/*.mdx, each rendering its .md) before the stories.
  stories: ['../docs/guides/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // The guides' pictures (docs/*.png), at docs/ as the README links them.
  staticDirs: [{ from: '../docs', to: '/docs' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
