import { beforeEach, describe, expect, it } from 'vitest';
import { forgetConnection, loadRecentConnections, RECENT_LIMIT, rememberConnection } from './recentConnections.js';

const SECRET = 'Bearer sk-live-0123456789';

describe('recent connections', () => {
  beforeEach(() => localStorage.clear());

  it('remembers a URL with its header names but never a header value', () => {
    rememberConnection(
      {
        kind: 'http',
        url: 'https://mcp.example.com/mcp',
        headers: [
          { name: 'Authorization', value: SECRET },
          { name: ' ', value: 'x' },
        ],
      },
      'legacy',
    );
    const stored = JSON.stringify(localStorage);
    expect(stored).not.toContain('sk-live');
    expect(stored).not.toContain(SECRET);
    expect(loadRecentConnections()).toEqual([{ kind: 'http', url: 'https://mcp.example.com/mcp', headerNames: ['Authorization'], era: 'legacy' }]);
  });

  it('remembers a command with its variable names but never a variable value', () => {
    rememberConnection({ kind: 'stdio', command: 'npx -y some-server', env: [{ name: 'API_KEY', value: 'hunter2-secret' }] }, 'auto');
    expect(JSON.stringify(localStorage)).not.toContain('hunter2-secret');
    expect(loadRecentConnections()).toEqual([{ kind: 'stdio', command: 'npx -y some-server', envNames: ['API_KEY'], era: 'auto' }]);
  });

  it('keeps the newest first, once per place, at most the limit; the demo server is not listed', () => {
    for (let i = 0; i < RECENT_LIMIT + 3; i++) rememberConnection({ kind: 'http', url: `http://127.0.0.1:${3000 + i}/mcp`, headers: [] }, 'auto');
    rememberConnection({ kind: 'http', url: 'http://127.0.0.1:3004/mcp', headers: [] }, 'auto');
    rememberConnection({ kind: 'demo' }, 'auto');
    const urls = loadRecentConnections().map((entry) => (entry.kind === 'http' ? entry.url : entry.command));
    expect(urls).toHaveLength(RECENT_LIMIT);
    expect(urls[0]).toBe('http://127.0.0.1:3004/mcp');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('forgets one entry', () => {
    rememberConnection({ kind: 'http', url: 'http://a/mcp', headers: [] }, 'auto');
    const [entry] = rememberConnection({ kind: 'http', url: 'http://b/mcp', headers: [] }, 'auto');
    expect(forgetConnection(entry!).map((item) => (item.kind === 'http' ? item.url : ''))).toEqual(['http://a/mcp']);
  });

  it('reads hostile storage as nothing, or as what is readable', () => {
    localStorage.setItem('elicit-kit-playground:recent-connections', '{not json');
    expect(loadRecentConnections()).toEqual([]);
    localStorage.setItem(
      'elicit-kit-playground:recent-connections',
      JSON.stringify([null, 7, { kind: 'http' }, { kind: 'http', url: 'http://x/mcp', headerNames: ['A', 3], era: 'bogus' }, { kind: 'ftp', url: 'x' }]),
    );
    expect(loadRecentConnections()).toEqual([{ kind: 'http', url: 'http://x/mcp', headerNames: ['A'], era: 'auto' }]);
  });
});
