import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { judge, measureFunctions, measureRepository } from './lengths.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('hooks and components in the published packages stay short', () => {
  it('none over 150 lines, at most two over 100', () => {
    expect(measureRepository(root).problems).toEqual([]);
  });
});

describe('measureFunctions', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

  it('counts declarations, arrows and wrapped components from first line to last', () => {
    const text = [
      `export function useThing() {\n${lines(3)}\n}`,
      `const Box = forwardRef(function Box(props, ref) {\n${lines(2)}\n  return null;\n});`,
      `export const Item = memo((props) => {\n${lines(1)}\n  return null;\n});`,
      `function helper() {}`,
    ].join('\n');
    const found = measureFunctions('a/File.tsx', text).map(({ name, kind, line, lines: n }) => [name, kind, line, n]);
    expect(found).toEqual([
      ['useThing', 'hook', 1, 5],
      ['Box', 'component', 6, 5],
      ['Item', 'component', 11, 4],
      ['helper', 'function', 15, 1],
    ]);
  });

  it('a capitalised function in a .ts file is no component; methods are measured', () => {
    const found = measureFunctions('a/store.ts', `function Make() {}\nclass S {\n  run() {\n    return 1;\n  }\n}`);
    expect(found.map((m) => [m.name, m.kind, m.lines])).toEqual([
      ['Make', 'function', 1],
      ['run', 'function', 3],
    ]);
  });
});

describe('judge', () => {
  const m = (name: string, n: number) => ({ file: 'x.tsx', name, line: 1, lines: n, kind: 'component' as const });

  it('fails one over 150, and a third over 100', () => {
    expect(judge([m('A', 151)]).problems).toHaveLength(1);
    expect(judge([m('A', 150), m('B', 101)]).problems).toEqual([]);
    expect(judge([m('A', 101), m('B', 101), m('C', 101)]).problems).toHaveLength(1);
  });

  it('lists functions over 80 lines, longest first', () => {
    const fn = (name: string, n: number) => ({ ...m(name, n), kind: 'function' as const });
    expect(judge([fn('a', 81), fn('b', 200), fn('c', 80)]).long.map((x) => x.name)).toEqual(['b', 'a']);
  });
});
