import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findOutsideReferences, findRequirementIds, isPublishedReadme, isPublishedSource, listFiles, scanRepository, SELF } from './references.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('references stay inside the repository', () => {
  it('no tracked file points at the background notes outside it (see docs/protocol.md)', () => {
    const hits = scanRepository(root, { ignore: SELF }).map((hit) => `${hit.file}:${hit.line}: ${hit.why}`);
    expect(hits).toEqual([]);
  });
});

describe('findOutsideReferences', () => {
  // A fake repository: only the listed paths exist.
  const existing = new Set(['/repo/packages/react/src/shared', '/repo/packages/react/src/shared/part.js', '/repo/docs/protocol.md']);
  const repo = { root: '/repo', exists: (path: string) => existing.has(path), trackedNames: new Set(['protocol.md', 'part.js']) };
  const find = (file: string, text: string) => findOutsideReferences(file, text, repo).map((hit) => [hit.line, hit.why]);

  it.each([
    ['README.md', 'Protocol facts: `shared/spec/elicitation-2026-07-28.md`.'],
    ['bench/README.md', 'The method is `../shared/perf-anchors.md` (§3).'],
    ['bench/react/RESULTS.md', '- Method: ../../../shared/perf-anchors.md §3'],
    ['apps/demo-server/src/mcp/mcp-endpoint.ts', ' * pushes to them (peers.md §1.6).'],
    ['bench/core/run.mjs', "    // react-hook-form's ~13 kB is design.md's figure"],
    ['docs/x.md', 'See /work/shared/toolchain.md.'],
    ['docs/x.md', 'Samples per round, as perf-anchors §2.'],
    ['packages/core/src/x.ts', '// fixtures copied from shared/fixtures/tmcp-1.20.0'],
  ])('flags %s: %s', (file, text) => {
    expect(find(file, text)).not.toEqual([]);
    expect(find(file, text)[0]?.[0]).toBe(1);
  });

  it.each([
    ['packages/react/src/form/ElicitationForm.tsx', "import { usePart } from '../shared/part.js';"],
    ['packages/react/src/url-consent/parts/FullUrl.tsx', "import type { Part } from '../../shared/part.js';"],
    ['docs/architecture.md', '| `shared/` | `ServerIdentity` (who asks, C1) |'],
    ['README.md', 'Protocol notes: [docs/protocol.md](docs/protocol.md) (C1–C32, spec §4.2).'],
    ['packages/core/src/x.ts', '// a shared/ folder, sharedState, unshared/spec'],
  ])('accepts %s: %s', (file, text) => {
    expect(find(file, text)).toEqual([]);
  });

  it('climbing out of the repository to any shared folder is flagged, whatever follows', () => {
    expect(find('README.md', 'see ../shared')).toHaveLength(1);
    expect(find('packages/core/README.md', 'see ../../../shared/anything.txt')).toHaveLength(1);
    expect(find('packages/core/README.md', 'see ../../shared/anything.txt')).toEqual([]);
  });

  it('reports the line of each reference', () => {
    expect(find('a.md', 'fine\nsee peers.md\nfine\n../shared/spec')).toEqual([
      [2, '"peers.md" is a background note outside the repository'],
      [4, '"../shared" climbs out of the repository'],
      [4, '"../shared/spec" is not a path in the repository'],
    ]);
  });

  it("a note of the same name tracked in the repository is the repository's own", () => {
    const own = { ...repo, trackedNames: new Set(['design.md']) };
    expect(findOutsideReferences('docs/x.md', 'see design.md', own)).toEqual([]);
  });
});

describe('published source says rules in words, not requirement ids', () => {
  it('no file a package publishes cites a requirement id or a section of docs/protocol.md', () => {
    const published = listFiles(root).filter(isPublishedSource);
    expect(published.length).toBeGreaterThan(200);
    const hits = published.flatMap((file) =>
      findRequirementIds(file, readFileSync(join(root, file), 'utf8')).map((hit) => `${hit.file}:${hit.line}: ${hit.why}`),
    );
    expect(hits).toEqual([]);
  });

  it('no published package README cites one either (npm shows it on the package page)', () => {
    const readmes = listFiles(root).filter(isPublishedReadme);
    expect(readmes).toEqual(['core', 'react', 'mcp', 'ai-sdk', 'ag-ui'].map((pkg) => `packages/${pkg}/README.md`).sort());
    const hits = readmes.flatMap((file) =>
      findRequirementIds(file, readFileSync(join(root, file), 'utf8')).map((hit) => `${hit.file}:${hit.line}: ${hit.why}`),
    );
    expect(hits).toEqual([]);
  });

  it.each([
    ['packages/react/README.md', true],
    ['packages/react/src/README.md', false],
    ['packages/test-support/README.md', false],
    ['apps/chat/README.md', false],
    ['README.md', false],
  ])('%s is a published README: %s', (file, published) => {
    expect(isPublishedReadme(file)).toBe(published);
  });

  it.each([
    ['packages/core/src/values/validate.ts', true],
    ['packages/react/src/form/ElicitationForm.tsx', true],
    ['packages/react/src/form/ElicitationForm.stories.tsx', true],
    ['packages/react/src/styles.css', true],
    ['packages/ag-ui/src/server/index.ts', true],
    ['packages/core/src/values/validate.test.ts', false],
    ['packages/react/src/form/ElicitationForm.test.tsx', false],
    ['packages/core/src/schema/arbitraries.fixtures.ts', false],
    ['packages/react/src/test-support/axe.ts', false],
    ['packages/react/src/host/test-support.ts', false],
    ['packages/react/src/host/test-render.tsx', false],
    ['packages/test-support/src/sdk-server.ts', false],
    ['packages/core/README.md', false],
    ['apps/demo-server/src/index.ts', false],
  ])('%s is published source: %s', (file, published) => {
    expect(isPublishedSource(file)).toBe(published);
  });

  const ids = (text: string) => findRequirementIds('packages/core/src/x.ts', text).map((hit) => [hit.line, hit.why.split('"')[1]]);

  it.each([
    ['/** Checked against the schema (C9). */', ['C9']],
    [' * a secret (spec S1), as §4.3 says', ['S1', '§4']],
    ['// URL consent (C4, C13–C21)', ['C4', 'C13', 'C21']],
    [' * (spec A1, § 1.7)', ['A1', '§ 1']],
    ["throw new Error('who asks (C1).')", ['C1']],
  ])('flags %s', (text, found) => {
    expect(ids(text).map(([, id]) => id)).toEqual(found);
  });

  it.each([
    '// strips C0 and C1 controls and bidi overrides',
    "const colour = '#C1C1C1';",
    '"lib": ["ES2022", "DOM"]',
    '// a11y: A11y checks, Ctrl+C to copy, <h1>, UTF-8, U+00A7',
    '// CS1, SC2, C1x, xC1',
  ])('accepts %s', (text) => {
    expect(ids(text)).toEqual([]);
  });

  it('reports the line of each id', () => {
    expect(ids('fine\n(C9)\nfine\n§5')).toEqual([
      [2, 'C9'],
      [4, '§5'],
    ]);
  });

  it('passes over the generated public-suffix data, whose marks spell ids by chance', () => {
    const data = "export const rules: string = 'af-south-1{*}I2{*},eu-central-1{*}K2{*}C1';";
    expect(findRequirementIds('packages/core/src/url/suffix-shards/com.ts', data)).toEqual([]);
    expect(ids(data).map(([, id]) => id)).toEqual(['C1']);
  });
});

describe('docs/protocol.md covers what the code cites', () => {
  const notes = readFileSync(join(root, 'docs/protocol.md'), 'utf8');
  const rows = new Set([...notes.matchAll(/^\| ([CSA]\d+) \|/gm)].map((match) => match[1]));
  const sections = new Set([...notes.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((match) => match[1]));
  const cited = listFiles(root)
    .filter((file) => /\.(ts|tsx|mjs|md|mdx)$/.test(file) && file !== 'docs/protocol.md' && !SELF.includes(file))
    .map((file) => [file, readFileSync(join(root, file), 'utf8')] as const);

  it('has a row for C1–C32, S1–S16 and A1–A14', () => {
    const expected = [...range('C', 32), ...range('S', 16), ...range('A', 14)];
    expect(expected.filter((id) => !rows.has(id))).toEqual([]);
  });

  it('every requirement id a file cites is one of its rows ("C0" is a Unicode control range, not an id)', () => {
    const unknown = cited.flatMap(([file, text]) =>
      [...text.matchAll(/\b([CS][1-9]\d?)\b/g)]
        .map((match) => match[1] ?? '')
        .filter((id) => !rows.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every "spec §n" a file cites is one of its sections', () => {
    const unknown = cited.flatMap(([file, text]) =>
      [...text.matchAll(/\b(?:spec|protocol\.md) §(\d+(?:\.\d+)?)/g)]
        .map((match) => match[1] ?? '')
        .filter((n) => !sections.has(n))
        .map((n) => `${file}: §${n}`),
    );
    expect(unknown).toEqual([]);
  });
});

function range(prefix: string, last: number): string[] {
  return Array.from({ length: last }, (_, i) => `${prefix}${i + 1}`);
}
