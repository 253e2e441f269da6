#!/usr/bin/env node
// Checks that every code block of the README, SECURITY.md and docs/guides/*.md is the file
// its marker names (scripts/lib/snippets.mjs). `--write` copies each file into its block.
// test/docs/snippets.test.ts runs the same check in `npm test`.
import { checkSnippets } from './lib/snippets.mjs';

const root = new URL('..', import.meta.url).pathname;
const problems = checkSnippets(root, { write: process.argv.includes('--write') });
for (const problem of problems) console.error(problem);
console.log(`snippets: ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
