import type { Preview } from '@storybook/react-vite';
import '../src/theme/styles.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Run axe on every story; a violation fails the story's test (issue 6 raises this to "error" everywhere).
    a11y: { test: 'error' },
  },
};
export default preview;
