import { describe, expect, it } from 'vitest';
import { splitCommandLine, UnclosedQuoteError } from './splitCommandLine.js';

describe('splitCommandLine', () => {
  it('splits on blanks and keeps quoted blanks', () => {
    expect(splitCommandLine('  npx -y  @modelcontextprotocol/server-everything stdio ')).toEqual([
      'npx',
      '-y',
      '@modelcontextprotocol/server-everything',
      'stdio',
    ]);
    expect(splitCommandLine(`node "my server.js" --name 'Ada Lovelace' ""`)).toEqual(['node', 'my server.js', '--name', 'Ada Lovelace', '']);
  });

  it('escapes with a backslash, and keeps shell syntax literal (no shell runs it)', () => {
    expect(splitCommandLine('echo a\\ b "c\\"d" \'e\\f\'')).toEqual(['echo', 'a b', 'c"d', 'e\\f']);
    expect(splitCommandLine('run $HOME; rm -rf * | cat')).toEqual(['run', '$HOME;', 'rm', '-rf', '*', '|', 'cat']);
  });

  it('refuses an unclosed quote', () => {
    expect(() => splitCommandLine('node "server.js')).toThrow(UnclosedQuoteError);
    expect(splitCommandLine('')).toEqual([]);
  });
});
