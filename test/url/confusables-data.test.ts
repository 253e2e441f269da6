import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { confusablesModule } from './confusables-source';

const file = join(import.meta.dirname, '../../src/url/confusables-data.ts');

describe('src/url/confusables-data.ts', () => {
  it('is the table generated from the Unicode confusables data (UPDATE_CONFUSABLES=1 rewrites it)', () => {
    const expected = confusablesModule();
    if (process.env.UPDATE_CONFUSABLES) writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });
});
