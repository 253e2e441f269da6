#!/usr/bin/env node
// Every claim in SECURITY.md and every guarantee in "What is in the box" (docs/guides) names the
// test that proves it, as [test: `path/to/file` › `exact test name`]. This checks that each
// named file exists and still holds a test (it/test/describe title, as written in the source,
// `%s` placeholders included) or a story export of that name, and that no claim row lacks a
// reference. Exit 1 with one line per problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const REF = /\[test: `([^`]+)` › `([^`]+)`\]/g;

/** The body rows of every table in a markdown section (from `## heading` to the next `## `). */
function tableRows(markdown, heading) {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) return [`(section "${heading}" is missing)`];
  const end = markdown.indexOf('\n## ', start + heading.length + 2);
  const lines = markdown.slice(start, end < 0 ? undefined : end).split('\n');
  const separator = (line = '') => /^\|[\s|:-]+\|$/.test(line);
  return lines.filter((line, i) => line.startsWith('|') && !separator(line) && !separator(lines[i + 1]));
}

/** Whether `source` declares a test or story called `name`. */
function declares(source, name) {
  const quoted = [`'${name}'`, `"${name}"`, `\`${name}\``];
  const titled = /\b(?:it|test|describe)(?:\.each\([\s\S]*?\))?(?:\.\w+)*\(\s*$/;
  for (const literal of quoted) {
    for (let at = source.indexOf(literal); at >= 0; at = source.indexOf(literal, at + 1)) {
      if (titled.test(source.slice(Math.max(0, at - 2000), at))) return true;
    }
  }
  return new RegExp(`^export const ${name.replace(/[^\w$]/g, '\\$&')}\\b`, 'm').test(source);
}

const problems = [];
let checked = 0;
// Every page a reader sees: the README, SECURITY.md and each guide (docs/guides/*.md, the
// Storybook docs pages' text). The listed sections are tables whose every row names a test.
const documents = {
  'SECURITY.md': ['## Threat model'],
  'README.md': [],
  'docs/guides/whats-in-the-box.md': ['## What is in the box'],
  'docs/guides/integrations.md': ['## Compatibility'],
  'docs/guides/time-and-calls.md': ['## The timeout table'],
};
for (const name of readdirSync(join(root, 'docs/guides')).filter((file) => file.endsWith('.md')).sort()) {
  documents[`docs/guides/${name}`] ??= [];
}
for (const [file, sections] of Object.entries(documents)) {
  const markdown = readFileSync(join(root, file), 'utf8');
  for (const [, path, name] of markdown.matchAll(REF)) {
    checked += 1;
    if (!existsSync(join(root, path))) problems.push(`${file}: ${path} does not exist`);
    else if (!declares(readFileSync(join(root, path), 'utf8'), name)) problems.push(`${file}: ${path} has no test named "${name}"`);
  }
  for (const heading of sections) {
    for (const row of tableRows(markdown, heading)) {
      if (!row.includes('[test: ')) problems.push(`${file} (${heading.slice(3)}): a row names no test: ${row.slice(0, 80)}…`);
    }
  }
}
if (checked === 0) problems.push('no [test: …] references found');
for (const problem of problems) console.error(problem);
console.log(`check-claims: ${checked} references, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
