import { describe, expect, it } from 'vitest';
import { serverIdentity, shortCommand } from './serverTarget.js';

describe('serverIdentity of a stdio command: short, from what the person typed', () => {
  it('server-everything by its full path reads as its package and file, not three lines of path', () => {
    const command =
      'node /work/checkout/node_modules/.pnpm/@modelcontextprotocol+server-everything@2026.8.31/node_modules/@modelcontextprotocol/server-everything/dist/index.js stdio';
    expect(serverIdentity({ kind: 'stdio', command, env: [] })).toEqual({ name: 'node server-everything/…/index.js stdio' });
  });

  it('keeps what is already short, package names, options and URLs; paths become file names', () => {
    expect(shortCommand('python server.py')).toBe('python server.py');
    expect(shortCommand('npx -y @modelcontextprotocol/server-everything')).toBe('npx -y @modelcontextprotocol/server-everything');
    expect(shortCommand('/usr/bin/python3 ./tools/my_server.py --port 3')).toBe('python3 my_server.py --port 3');
    expect(shortCommand('node "/a b/pkg/index.js"')).toBe('node pkg/index.js');
    expect(shortCommand('uvx mcp-proxy --url http://127.0.0.1:9/mcp')).toBe('uvx mcp-proxy --url http://127.0.0.1:9/mcp');
  });

  it('is cut with "…" past 48 characters', () => {
    const short = shortCommand(`my-server ${'--flag '.repeat(20)}`);
    expect(short.length).toBe(48);
    expect(short.endsWith('…')).toBe(true);
  });
});
