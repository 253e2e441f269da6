/**
 * The guides (docs/guides/*.md) as Storybook docs pages: each page's title, in sidebar
 * order. docs/guides/<slug>.mdx renders <slug>.md with <Guide> (.storybook/guide.tsx) and
 * must use this title in its <Meta>; test/browser/storybook-static.test.ts opens each one.
 */
export const GUIDES = {
  'usage': 'Guides/Usage',
  'request-lifecycle': 'Guides/Request lifecycle',
  'integrations': 'Guides/Integrations',
  'server-clients': 'Guides/Clients that run on the server',
  'time-and-calls': 'Guides/Time and calls',
  'app-forms': 'Guides/App-rendered forms',
  'nextjs': 'Guides/Next.js App Router',
  'theming': 'Guides/Theming and languages',
  'accessibility': 'Guides/Accessibility',
  'own-components': 'Guides/Use your own components',
  'url-analysis': 'Guides/URL analysis',
  'validation': 'Guides/Validation engine and server patterns',
  'security': 'Guides/Security',
  'benchmarks': 'Guides/Benchmarks',
  'whats-in-the-box': 'Guides/What is in the box',
  'demo': 'Guides/Demo',
  'development': 'Guides/Repository map and development notes',
  'api-reference': 'Guides/API reference',
} as const satisfies Record<string, string>;

export type GuideSlug = keyof typeof GUIDES;

/** Storybook's id of a docs page titled `title` (its sanitize rule: lower case, runs of other characters → "-"). */
export function docsId(title: string): string {
  const id = title
    .split('/')
    .map((part) => part.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .join('-');
  return `${id}--docs`;
}
