import { Markdown } from '@storybook/addon-docs/blocks';
import { GUIDES, docsId } from './guides';

/** Files of the repository that a guide's page shows (security.mdx, benchmarks.mdx). */
const PAGES: Record<string, keyof typeof GUIDES> = { 'SECURITY.md': 'security', 'BENCHMARKS.md': 'benchmarks' };

/**
 * Links and pictures of a guide written for GitHub (docs/guides/<slug>.md, relative paths)
 * rewritten for Storybook: another guide becomes its docs page (`?path=/docs/…`, which the
 * docs block navigates to in the manager), a picture under docs/ is served by `staticDirs` at guide-assets/
 * (.storybook/main.ts), and any other file of the repository is named as code, since
 * Storybook does not serve it (a link there would be a 404).
 */
export function forStorybook(markdown: string): string {
  return markdown
    // A snippet's marker (scripts/lib/snippets.mjs) becomes a caption naming its file.
    .replace(/^<!-- snippet: (\S+) -->$/gm, (_, file: string) => `<small>\`${file}\`</small>\n`)
    .replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, bang: string, text: string, href: string) => {
    if (/^(?:https?:|mailto:|#|\?)/.test(href)) return whole;
    const [path = '', hash] = href.split('#');
    if (bang || /\.(?:png|svg)$/.test(path)) return `${bang}[${text}](guide-assets/${path.replace(/^(?:\.\.?\/)+(?:docs\/)?/, '')})`;
    const page = PAGES[path.replace(/^(?:\.\.\/)+/, '')];
    if (page) return `[${text}](?path=/docs/${docsId(GUIDES[page])})`;
    const guide = /^(?:\.\/|(?:\.\.\/)*docs\/guides\/)?([\w-]+)\.md$/.exec(path)?.[1];
    if (guide && guide in GUIDES) {
      return `[${text}](?path=/docs/${docsId(GUIDES[guide as keyof typeof GUIDES])}${hash ? `#${hash}` : ''})`;
    }
    const file = path.replace(/^(?:\.\.\/)+|^\.\//, '');
    return text.includes('`') || text === file ? text.replace(/^(?!`)(.*)$/, '`$1`') : `${text} (\`${file}\`)`;
  });
}

/**
 * An inline code span that wraps onto the next line (GitHub joins it with a space) would be
 * a block of code for the docs' Markdown, which puts a <pre> inside the paragraph (React:
 * "<pre> cannot be a descendant of <p>"). Joined here, outside fenced blocks.
 */
export function joinWrappedCode(markdown: string): string {
  return markdown
    .split(/(^```[^\n]*\n[\s\S]*?^```$)/m)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .split(/(\n[ \t]*\n)/) // paragraph by paragraph: a stray backtick reaches no further
            .map((paragraph) => {
              let inCode = false;
              return [...paragraph].map((char) => (char === '`' ? ((inCode = !inCode), char) : char === '\n' && inCode ? ' ' : char)).join('');
            })
            .join(''),
    )
    .join('');
}

/** A guide's text as a Storybook docs page. */
export function Guide({ source }: { source: string }) {
  return <Markdown>{forStorybook(joinWrappedCode(source))}</Markdown>;
}
