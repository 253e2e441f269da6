// @vitest-environment node
/**
 * The release path the README describes holds together: Changesets configured for a public
 * package on main, every pending changeset naming this package and a bump, and the release
 * workflow publishing with npm provenance through the `release` script.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json'));

describe('releases', () => {
  it('Changesets: public, from main, with the changelog generator it ships', () => {
    const config = JSON.parse(read('.changeset/config.json'));
    expect(config).toMatchObject({ access: 'public', baseBranch: 'main', changelog: '@changesets/cli/changelog' });
    expect(pkg.devDependencies['@changesets/cli']).toBeDefined();
  });

  it('every pending changeset bumps this package and says what changed', () => {
    const files = readdirSync(join(root, '.changeset')).filter((name) => name.endsWith('.md') && name !== 'README.md');
    for (const file of files) {
      const match = /^---\n'mcp-elicitation-react': (patch|minor|major)\n---\n\n(\S[\s\S]*)$/.exec(read(`.changeset/${file}`));
      expect(match, file).not.toBeNull();
      expect(match![2]!.trim().length, file).toBeGreaterThan(40);
    }
  });

  it('the workflow publishes through `npm run release` with provenance, and CHANGELOG.md ships', () => {
    const workflow = read('.github/workflows/release.yml');
    expect(workflow).toMatch(/id-token: write/);
    expect(workflow).toMatch(/uses: changesets\/action@v1/);
    expect(workflow).toMatch(/publish: npm run release/);
    expect(pkg.scripts.release).toMatch(/npm run build && changeset publish/);
    expect(pkg.publishConfig).toEqual({ access: 'public', provenance: true });
    expect(pkg.repository.url).toMatch(/^git\+https:\/\/github\.com\//); // provenance checks the repository
    expect(pkg.files).toContain('CHANGELOG.md');
    expect(read('CHANGELOG.md')).toMatch(new RegExp(`^## ${pkg.version.replace(/\./g, '\\.')}$`, 'm'));
  });
});
