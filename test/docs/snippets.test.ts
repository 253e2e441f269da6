// @vitest-environment node
/**
 * Every code block of the README, SECURITY.md and the guides (docs/guides, the Storybook
 * docs pages' text) is the file its marker names, as a reader would paste it
 * (scripts/lib/snippets.mjs); those files are type-checked by `tsc --noEmit` and run by
 * test/integration/examples.test.tsx and test/relay/examples.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLinks, checkSnippets, codeBlocks, documents, shownSnippet } from '../../scripts/lib/snippets.mjs';

const root = new URL('../../', import.meta.url).pathname;

describe('docs snippets', () => {
  it('every code block in the README and the guides is its file, verbatim', () => {
    expect(checkSnippets(root)).toEqual([]);
  });

  it('every relative link of the README and the guides reaches a file, and its #anchor a heading there', () => {
    expect(checkLinks(root)).toEqual([]);
  });

  it('a snippet that talks to an MCP server names that server as its client reports it, never by a made-up name', () => {
    const shown = documents(root).flatMap((document) => codeBlocks(readFileSync(join(root, document), 'utf8')).map((block) => ({ document, body: block.body })));
    // A server object ({ id, name, … }) whose name is a literal, where the client knows the real one.
    const literal = /\bid: [^,}]+, name: '[^']*'/;
    const madeUp = shown.filter(({ body }) => literal.test(body));
    expect(madeUp.map(({ document, body }) => `${document}: ${literal.exec(body)![0]}`)).toEqual([]);
    expect(shown.filter(({ body }) => /getServerVersion\(\)|serverInfo\.name/.test(body)).length).toBeGreaterThanOrEqual(5);
  });

  it('a block that names no file, or differs from it, is reported', () => {
    const blocks = codeBlocks(['<!-- snippet: a.ts -->', '```ts', 'one', '```', '', '```tsx', 'two', '```'].join('\n'));
    expect(blocks).toEqual([
      { lang: 'ts', start: 2, end: 4, body: 'one', file: 'a.ts' },
      { lang: 'tsx', start: 6, end: 8, body: 'two', file: undefined },
    ]);
  });

  it('shows the file as a reader writes it: no leading comment, package imports', () => {
    const source = "/**\n * How the repository checks it.\n */\nimport { a } from '../../../src/store';\nimport { b } from '../../../src/index';\nimport { c } from '../../../src/react-hook-form';\nimport '../../../src/theme/styles.css';\n";
    expect(shownSnippet(source)).toBe("import { a } from 'mcp-elicitation-react/store';\nimport { b } from 'mcp-elicitation-react';\nimport { c } from 'mcp-elicitation-react/react-hook-form';\nimport 'mcp-elicitation-react/styles.css';");
  });
});
