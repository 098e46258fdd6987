import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The release plan Changesets would make, computed by the repository's own Changesets (the
// patched @changesets/assemble-release-plan, see .changeset/README.md) on probe changesets.

const root = fileURLToPath(new URL('..', import.meta.url));
// The modules `changeset version` itself loads: the CLI's own dependencies.
const fromCli = createRequire(realpathSync(join(root, 'node_modules/@changesets/cli/package.json')));

type BumpType = 'patch' | 'minor' | 'major';
interface Release {
  name: string;
  type: BumpType | 'none';
  newVersion: string;
}
const assembleReleasePlan = (
  fromCli('@changesets/assemble-release-plan') as {
    default: (changesets: unknown[], packages: unknown, config: unknown, preState: undefined) => { releases: Release[] };
  }
).default;
const { read: readConfig } = fromCli('@changesets/config') as { read: (cwd: string, packages: unknown) => Promise<unknown> };
const { getPackages } = fromCli('@manypkg/get-packages') as { getPackages: (cwd: string) => Promise<unknown> };

const config = JSON.parse(readFileSync(join(root, '.changeset/config.json'), 'utf8')) as { fixed: string[][] };
const group = config.fixed[0] ?? [];

async function plan(name: string, type: BumpType) {
  const packages = await getPackages(root);
  const releases = assembleReleasePlan([{ id: 'probe', summary: 'probe', releases: [{ name, type }] }], packages, await readConfig(root, packages), undefined);
  // Private packages (apps, bench, …) come back as `none`: never versioned.
  return Object.fromEntries(releases.releases.filter((r) => r.type !== 'none').map((r) => [r.name, r.type]));
}

describe('release plan of the fixed group', () => {
  it('holds the five published packages', () => {
    expect([...group].sort()).toEqual(['@elicit-kit/ag-ui', '@elicit-kit/ai-sdk', '@elicit-kit/core', '@elicit-kit/mcp', '@elicit-kit/react']);
  });

  // @elicit-kit/ai-sdk has @elicit-kit/react as a peer pinned exactly (`workspace:*`); unpatched
  // Changesets 2 bumps a peer dependent major whenever the peer leaves its range, and with the
  // fixed group that made every minor release of any package 1.0.0 for all four.
  it.each(group.flatMap((name) => (['patch', 'minor'] as const).map((type) => [name, type] as const)))(
    'a %s changeset of one package releases all five at %s, never major',
    async (name, type) => {
      expect(await plan(name, type)).toEqual(Object.fromEntries(group.map((member) => [member, type])));
    },
  );

  it('a major changeset still releases all five at major', async () => {
    expect(await plan('@elicit-kit/core', 'major')).toEqual(Object.fromEntries(group.map((member) => [member, 'major'])));
  });
});
