import { describe, expect, it } from 'vitest';
import { listAllTools, MAX_TOOL_PAGES, readTool, requiresArguments, takesArguments, type ToolPage } from './toolList.js';

const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });

describe('listAllTools', () => {
  it('follows nextCursor page by page, in order', async () => {
    const pages: Record<string, ToolPage> = {
      first: { tools: [tool('a'), tool('b')], nextCursor: 'p2' },
      p2: { tools: [tool('c')], nextCursor: 'p3' },
      p3: { tools: [tool('d')] },
    };
    const asked: (string | undefined)[] = [];
    const { tools, truncated } = await listAllTools(async (cursor) => {
      asked.push(cursor);
      return pages[cursor ?? 'first']!;
    });
    expect(asked).toEqual([undefined, 'p2', 'p3']);
    expect(tools.map((t) => t.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(truncated).toBe(false);
  });

  it('stops at a repeated cursor and at the page limit, keeping what it has', async () => {
    const looping = await listAllTools(async (cursor) => ({ tools: [tool(cursor ?? 'start')], nextCursor: 'again' }));
    expect(looping).toEqual({ tools: [expect.objectContaining({ name: 'start' }), expect.objectContaining({ name: 'again' })], truncated: true });
    let calls = 0;
    const endless = await listAllTools(async () => ({ tools: [tool(`t${calls}`)], nextCursor: `c${++calls}` }));
    expect(calls).toBe(MAX_TOOL_PAGES);
    expect(endless.truncated).toBe(true);
  });

  it('skips nameless and duplicate tools', async () => {
    const { tools } = await listAllTools(async () => ({ tools: [null, { name: '' }, { title: 'x' }, tool('a'), tool('a')] }));
    expect(tools.map((t) => t.name)).toEqual(['a']);
  });
});

describe('readTool', () => {
  it('takes the title, then the annotations title, then the name', () => {
    expect(readTool({ name: 'n', title: 'T' })?.title).toBe('T');
    expect(readTool({ name: 'n', annotations: { title: 'A' } })?.title).toBe('A');
    expect(readTool({ name: 'n' })?.title).toBe('n');
  });

  it('keeps only data: image icons (nothing is fetched from elsewhere)', () => {
    expect(readTool({ name: 'n', icons: [{ src: 'https://tracker.example/icon.png' }] })?.icon).toBeUndefined();
    expect(readTool({ name: 'n', icons: [{ src: 'javascript:alert(1)' }, { src: 'data:image/png;base64,AAAA' }] })?.icon).toBe('data:image/png;base64,AAAA');
  });

  it('says whether a tool takes and requires arguments', () => {
    const none = readTool({ name: 'n', inputSchema: { type: 'object', properties: {} } })!;
    const optional = readTool({ name: 'n', inputSchema: { type: 'object', properties: { a: { type: 'string' } } } })!;
    const required = readTool({ name: 'n', inputSchema: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] } })!;
    expect([takesArguments(none), takesArguments(optional), takesArguments(required)]).toEqual([false, true, true]);
    expect([requiresArguments(optional), requiresArguments(required)]).toEqual([false, true]);
  });
});
