import { describe, expect, it } from 'vitest';
import { readSurface, type ApiEntry, type ApiExport } from './surface.mjs';

// The roots' rule (README "Public API"): a root holds what a host calls and the types those take
// and return. So every type-only name of a root must be reachable from the declaration of one of
// its run-time exports; a type nothing there mentions belongs on a subpath. (The protocol and
// ai-sdk part tiers are wire types by design and are not held to it.)
const ROOTS = ['@elicit-kit/core', '@elicit-kit/react', '@elicit-kit/mcp'];

/** The names of `entry` that its run-time exports' declarations reach, directly or through other types. */
function reachable(entry: Pick<ApiEntry, 'exports'>): Set<string> {
  const byName = new Map(entry.exports.map((e) => [e.name, e]));
  const seen = new Set<string>();
  const visit = (e: ApiExport): void => {
    for (const [word] of e.declaration.matchAll(/[A-Za-z_$][\w$]*/g)) {
      const next = byName.get(word);
      if (next === undefined || seen.has(word)) continue;
      seen.add(word);
      visit(next);
    }
  };
  for (const e of entry.exports.filter((x) => x.runtime)) {
    seen.add(e.name);
    visit(e);
  }
  return seen;
}

// Read while the file is collected: the compiler takes seconds over the sources.
const surface = readSurface(['core', 'react', 'mcp']);

describe('a root exports only what a host calls and the types those take and return', () => {
  it.each(ROOTS)('%s', (name) => {
    const entry = surface.find((e) => e.name === name);
    expect(entry).toBeDefined();
    const reached = reachable(entry as ApiEntry);
    expect(entry?.exports.filter((e) => !reached.has(e.name)).map((e) => e.name)).toStrictEqual([]);
  });
});

describe('reachable', () => {
  const item = (name: string, runtime: boolean, declaration: string): ApiExport => ({
    name,
    runtime,
    declaration,
    deprecated: false,
    kind: runtime ? 'function' : 'type',
    summary: 's',
    origin: name,
  });
  it('follows types through types and leaves out what no run-time export mentions', () => {
    const entry = {
      exports: [
        item('toFormModel', true, 'declare function toFormModel(x: unknown): FormModel;'),
        item('FormModel', false, 'interface FormModel { fields: FieldModel[]; }'),
        item('FieldModel', false, 'type FieldModel = TextField;'),
        item('TextField', false, 'interface TextField { kind: "text"; }'),
        item('FieldKind', false, "type FieldKind = 'text';"),
      ],
    };
    expect([...reachable(entry)].sort()).toStrictEqual(['FieldModel', 'FormModel', 'TextField', 'toFormModel']);
  });
});
