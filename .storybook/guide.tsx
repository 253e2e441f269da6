import { Markdown } from '@storybook/addon-docs/blocks';
import { GUIDES, docsId } from './guides';

/**
 * Links and pictures of a guide written for GitHub (docs/guides/<slug>.md, relative paths)
 * rewritten for Storybook: another guide becomes its docs page (`?path=/docs/…`, which the
 * docs block navigates to in the manager), a picture under docs/ is served by `staticDirs`
 * (.storybook/main.ts), and any other file of the repository is named as code, since
 * Storybook does not serve it (a link there would be a 404).
 */
export function forStorybook(markdown: string): string {
  return markdown.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, bang: string, text: string, href: string) => {
    if (/^(?:https?:|mailto:|#|\?)/.test(href)) return whole;
    if (bang) return `![${text}](${href.replace(/^(?:\.\.\/)+(?:docs\/)?|^\.\//, 'docs/')})`;
    const [path = '', hash] = href.split('#');
    const guide = /^(?:\.\/)?([\w-]+)\.md$/.exec(path)?.[1];
    if (guide && guide in GUIDES) {
      return `[${text}](?path=/docs/${docsId(GUIDES[guide as keyof typeof GUIDES])}${hash ? `#${hash}` : ''})`;
    }
    const file = path.replace(/^(?:\.\.\/)+|^\.\//, '');
    return text.includes('`') || text === file ? text.replace(/^(?!`)(.*)$/, '`$1`') : `${text} (\`${file}\`)`;
  });
}

/** A guide's text as a Storybook docs page. */
export function Guide({ source }: { source: string }) {
  return <Markdown>{forStorybook(source)}</Markdown>;
}
