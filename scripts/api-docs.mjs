#!/usr/bin/env node
// Writes docs/guides/api-reference.md from api/*.api.md (scripts/lib/api-reference.mjs).
// Run it after `npm run api`; test/docs/api-reference.test.ts fails while the page is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApiReference } from './lib/api-reference.mjs';

const root = new URL('..', import.meta.url).pathname;
writeFileSync(join(root, 'docs/guides/api-reference.md'), renderApiReference(root));
console.log('wrote docs/guides/api-reference.md');
