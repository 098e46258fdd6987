import { describe, expect, it } from 'vitest';
import { engineProblems, minNode } from './engines.mjs';

describe('minNode', () => {
  it.each([
    ['>=20.19', [20, 19, 0]],
    ['>= 20.0.0', [20, 0, 0]],
    ['>=22', [22, 0, 0]],
    ['^18 || >=20', [18, 0, 0]],
    ['>=6', [6, 0, 0]],
    ['20.x', [20, 0, 0]],
  ])('%s → %j', (range, expected) => expect(minNode(range)).toStrictEqual(expected));

  it('reads no range it does not know', () => expect(minNode('latest')).toBeUndefined());
});

describe('engineProblems', () => {
  const installed = { ai: { version: '7.0.173', engines: { node: '>=22' } }, react: { version: '19.3.1' } } as Record<
    string,
    { version: string; engines?: { node: string } }
  >;
  const manifestOf = (name: string) => installed[name];

  it('flags a package that promises an older Node than a peer needs', () => {
    const pkg = { name: 'bridge', engines: { node: '>=20.19' }, peerDependencies: { ai: '^7.0.0', react: '^19' } };
    expect(engineProblems(pkg, manifestOf)).toStrictEqual(['engines.node ">=20.19" allows an older Node than ai@7.0.173 needs (">=22")']);
  });

  it('accepts a package that asks at least as much', () => {
    expect(engineProblems({ name: 'bridge', engines: { node: '>=22' }, peerDependencies: { ai: '^7.0.0' } }, manifestOf)).toStrictEqual([]);
  });

  it('flags a package without engines.node', () => expect(engineProblems({ name: 'x' }, manifestOf)).toStrictEqual(['has no engines.node']));
});
