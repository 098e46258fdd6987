import { describe, expect, it } from 'vitest';
import { firstSentence, missingSummaries, renderReference } from './reference.mjs';
import type { ApiEntry, ApiExport } from './surface.mjs';

// The reference's rules on small made-up entry points; `pnpm api:check` applies them to the real
// surface (every export has a summary, the checked-in docs/api/*.md is what renderReference writes).
const item = (name: string, kind: string, summary: string, origin = name, more: Partial<ApiExport> = {}): ApiExport => ({
  name,
  kind,
  summary,
  origin,
  runtime: kind !== 'type' && kind !== 'interface',
  deprecated: false,
  declaration: '',
  ...more,
});
const entry = (name: string, exports: ApiExport[], summary = `${name}: a test entry.`): ApiEntry => ({
  pkg: 'core',
  name,
  subpath: name === '@elicit-kit/core' ? '.' : `./${name.split('/').pop() ?? ''}`,
  file: '',
  summary,
  exports,
});

describe('firstSentence', () => {
  it.each([
    ['Reads a schema. Never throws.', 'Reads a schema.'],
    ['Parses a value, e.g. `1.5`. Then more.', 'Parses a value, e.g. `1.5`.'],
    ['Checks `a. B` in code. Next.', 'Checks `a. B` in code.'],
    ['Counts (see X. Y) carefully. Next.', 'Counts (see X. Y) carefully.'],
    ['What a result is: - `a` when one; - `b` otherwise.', 'What a result is.'],
    ['One sentence without a full stop', 'One sentence without a full stop'],
    ['Ends at the end.', 'Ends at the end.'],
    ['Version 1.5 is kept. Next.', 'Version 1.5 is kept.'],
  ])('%s', (text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });
});

describe('missingSummaries', () => {
  it('names each export, namespace member and entry file without TSDoc', () => {
    const entries = [
      entry('@elicit-kit/core', [
        item('toFormModel', 'function', 'Reads a schema.'),
        item('Bare', 'type', ''),
        item('Parts', 'namespace', 'The parts.', 'Parts', {
          members: [
            { name: 'Root', kind: 'function', summary: '' },
            { name: 'Title', kind: 'function', summary: 'The title.' },
          ],
        }),
      ]),
      entry('@elicit-kit/core/url', [item('inspectUrl', 'function', 'Inspects a URL.')], ''),
    ];
    expect(missingSummaries(entries)).toStrictEqual([
      '@elicit-kit/core: Bare has no TSDoc summary',
      '@elicit-kit/core: Parts.Root has no TSDoc summary',
      '@elicit-kit/core/url: the entry file has no @packageDocumentation comment',
    ]);
  });

  it('is empty when every export says what it is for', () => {
    expect(missingSummaries([entry('@elicit-kit/core', [item('accept', 'function', 'The accept answer.')])])).toStrictEqual([]);
  });
});

describe('renderReference', () => {
  const root = entry('@elicit-kit/core', [
    item('accept', 'function', 'The answer "the person submitted". More here.', 'respond.ts:1'),
    item('Old', 'constant', 'The old name. Use {@link accept}.', 'old.ts:1', { deprecated: true }),
    item('FormModel', 'interface', 'What a form renders, see {@link toFormModel | the reader}.'),
  ]);
  const respond = entry('@elicit-kit/core/respond', [item('accept', 'function', 'The answer "the person submitted". More here.', 'respond.ts:1')]);
  const text = renderReference('core', [root, respond]);

  it('writes one line per export with its first sentence, grouped by kind', () => {
    expect(text).toContain('### Functions\n\n- `accept`: The answer "the person submitted". *Also on `@elicit-kit/core/respond`.*\n');
    expect(text).toContain('### Constants\n\n- `Old`: **Deprecated.** The old name.\n');
    expect(text).toContain('### Types\n\n- `FormModel` (interface): What a form renders, see the reader.\n');
    expect(text).not.toContain('More here');
  });

  it('lists every entry point with its count and links its API report', () => {
    expect(text).toContain('- [`@elicit-kit/core`](#elicit-kitcore): 3 names\n- [`@elicit-kit/core/respond`](#elicit-kitcorerespond): 1 name');
    expect(text).toContain(
      '## @elicit-kit/core/respond\n\n@elicit-kit/core/respond: a test entry.\n\n1 name: 1 at run time, 0 types only. Declarations: [core-respond.api.md](../../packages/core/api/core-respond.api.md).',
    );
    expect(text).toContain('- `accept`: The answer "the person submitted". *Also on `@elicit-kit/core`.*');
  });
});
