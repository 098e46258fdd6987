/**
 * `bindMcpTools` with a real SDK 2.4.0 client against the real demo MCP server, on 2026-07-28
 * (MRTR rounds) and 2025-11-25 (pushed requests, `-32042`): every question of a tool call
 * becomes a `data-elicitation` part carrying the AI SDK's `toolCallId`, the answer goes through
 * the bridge's answer route as the browser posts it, and the tool result comes back. The demo
 * server's answer log is the witness of what reached the MCP server.
 */
import { startDemoServer } from '@elicit-kit/demo-server/server';
import { useDemoServer } from '@elicit-kit/test-support/demo-server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createUIMessageStream, type ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { answerRequest } from '../../test-support/chat-harness.js';
import type { ElicitationDataPart, ElicitationPartData } from '../part/types.js';
import { createElicitationBridge } from '../server/bridge.js';
import type { ElicitationBridge } from '../server/types.js';
import { bindMcpTools } from './bind-mcp-tools.js';

const server = { name: 'demo', title: 'Elicit Kit demo' };
const TRIP = { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 2 };
const ERAS = [
  { era: '2026-07-28', mode: 'auto' },
  { era: '2025-11-25', mode: 'legacy' },
] as const;

const demo = useDemoServer(startDemoServer);

interface Chat {
  tools: ToolSet;
  bridge: ElicitationBridge;
  /** The first part matching `match`, written so far or to come. */
  part(match: (data: ElicitationPartData) => boolean): Promise<ElicitationPartData>;
  readonly parts: ElicitationPartData[];
  /** Runs tool `name` as `streamText` does, under `toolCallId`. */
  run(name: string, args: Record<string, unknown>, toolCallId: string, abortSignal?: AbortSignal): Promise<Record<string, unknown>>;
}

/** A chat request with the demo server's tools, its UI message stream read as the browser reads it. */
async function openChat(mode: 'auto' | 'legacy', options: { timeoutMs?: number; chatSignal?: AbortSignal } = {}): Promise<Chat> {
  const bridge = createElicitationBridge({ server, ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }) });
  demo.cleanup(() => bridge.close());
  const client = new Client({ name: 'elicit-kit-ai-sdk-test', version: '0.0.1' }, { versionNegotiation: { mode } });
  const source = bindMcpTools(client, bridge, { server });
  await client.connect(new StreamableHTTPClientTransport(new URL(demo.server.mcpUrl)));
  demo.cleanup(() => client.close());
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  demo.cleanup(() => end());
  let gotTools!: (tools: ToolSet) => void;
  const tools = new Promise<ToolSet>((resolve) => (gotTools = resolve));
  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      gotTools(await source.tools({ writer, chatId: 'chat-1', ...(options.chatSignal && { signal: options.chatSignal }) }));
      await ended;
    },
  });
  const parts: ElicitationPartData[] = [];
  const waiters = new Set<{ match: (d: ElicitationPartData) => boolean; resolve: (d: ElicitationPartData) => void }>();
  void (async () => {
    for await (const chunk of stream) {
      if (chunk.type !== 'data-elicitation') continue;
      const data = (chunk as unknown as ElicitationDataPart).data;
      parts.push(data);
      for (const waiter of [...waiters]) {
        if (!waiter.match(data)) continue;
        waiters.delete(waiter);
        waiter.resolve(data);
      }
    }
  })();
  const toolSet = await tools;
  return {
    tools: toolSet,
    bridge,
    parts,
    part: (match) => {
      const found = parts.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiters.add({ match, resolve }));
    },
    run: async (name, args, toolCallId, abortSignal) => {
      const tool = toolSet[name];
      if (!tool?.execute) throw new Error(`no tool ${name}`);
      return (await tool.execute(args, { toolCallId, messages: [], context: {}, ...(abortSignal && { abortSignal }) })) as Record<string, unknown>;
    },
  };
}

async function post(bridge: ElicitationBridge, part: ElicitationPartData, result: unknown): Promise<number> {
  return (await bridge.handleAnswer(answerRequest({ id: part.id, token: part.token, result }))).status;
}

/** What the person does on the third-party site: open the link, press Authorize (the page's plain form POST). */
async function signInAs(link: string, login: string): Promise<number> {
  const url = new URL(link);
  expect((await fetch(url)).status).toBe(200);
  const form = new URLSearchParams({ state: url.searchParams.get('state') ?? '', login });
  return (await fetch(new URL(url.pathname, url.origin), { method: 'POST', body: form })).status;
}

const pendingOf = (mode: 'form' | 'url') => (data: ElicitationPartData) => data.status === 'pending' && data.mode === mode;

describe.each(ERAS)('on $era', ({ era, mode }) => {
  it('lists the server’s tools with their titles and input schemas', async () => {
    const chat = await openChat(mode);
    expect(Object.keys(chat.tools)).toEqual(expect.arrayContaining(['book_flight', 'deploy', 'profile', 'onboarding', 'connect_github']));
    expect(chat.tools.book_flight).toMatchObject({ type: 'dynamic', title: 'Book a flight' });
  });

  it('a form inside its tool call: the part carries the toolCallId, the answer reaches the server, the result the model', async () => {
    const chat = await openChat(mode);
    const call = chat.run('book_flight', {}, 'call-book');
    const part = await chat.part(pendingOf('form'));
    expect(part).toMatchObject({ toolCallId: 'call-book', chatId: 'chat-1', server, status: 'pending' });
    expect(await post(chat.bridge, part, { action: 'accept', content: { ...TRIP, passengers: '2' } })).toBe(200);

    expect((await call).structuredContent).toEqual({ status: 'booked', ...TRIP, meals: [] });
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: TRIP, era }]);
    expect(await chat.part((data) => data.id === part.id && data.status !== 'pending')).toMatchObject({ status: 'accepted', toolCallId: 'call-book' });
  });

  it('onboarding: the form and the terms link (URL mode), both in the tool call, both accepted', async () => {
    const chat = await openChat(mode);
    const call = chat.run('onboarding', { workspace: 'Acme' }, 'call-onboard');
    const [form, link] = await Promise.all([chat.part(pendingOf('form')), chat.part(pendingOf('url'))]);
    expect([form.toolCallId, link.toolCallId]).toEqual(['call-onboard', 'call-onboard']);
    expect(link.params).toMatchObject({ mode: 'url', url: expect.stringContaining('/terms?workspace=Acme') });
    expect(await post(chat.bridge, link, { action: 'accept' })).toBe(200);
    expect(await post(chat.bridge, form, { action: 'accept', content: { displayName: 'Ada', team: 'research' } })).toBe(200);

    expect((await call).structuredContent).toMatchObject({ status: 'onboarded', workspace: 'Acme', displayName: 'Ada', team: 'research', terms: 'accept' });
  });

  it('connect_github: the sign-in link (a URL request, or the consent a -32042 asks for) inside the tool call; after the sign-in the call completes', async () => {
    const chat = await openChat(mode);
    const call = chat.run('connect_github', {}, 'call-github');
    const link = await chat.part(pendingOf('url'));
    expect(link.toolCallId).toBe('call-github');
    expect(await post(chat.bridge, link, { action: 'accept' })).toBe(200);
    await chat.part((data) => data.id === link.id && data.status === 'accepted');
    // The person signs in on the third-party site; the held retry (or the completion notice) ends the call.
    expect(await signInAs((link.params as { url: string }).url, 'ada')).toBe(200);

    expect((await call).structuredContent).toEqual({ status: 'connected', account: 'ada' });
  });

  it('a request nobody answers in time: the server gets cancel, and the result says so instead of “you cancelled”', async () => {
    const chat = await openChat(mode, { timeoutMs: 100 });
    const result = await chat.run('profile', {}, 'call-profile');

    expect(await chat.part((data) => data.status === 'expired')).toMatchObject({ toolCallId: 'call-profile' });
    expect(demo.server.answers()).toEqual([expect.objectContaining({ tool: 'profile', action: 'cancel', era })]);
    const text = JSON.stringify(result.content);
    expect(text).toContain('did not answer');
    expect(text).toContain('expired');
    expect(text).not.toMatch(/you cancelled/i);
    // The server's own words are kept, out of the model's sight.
    expect(JSON.stringify((result._meta as Record<string, unknown>)['elicit-kit/server-content'])).toMatch(/cancel/i);
  });

  it('when the chat request ends, its waiting request closes, the server gets cancel and the result says nobody answered', async () => {
    const chatRequest = new AbortController();
    const chat = await openChat(mode, { chatSignal: chatRequest.signal });
    const call = chat.run('book_flight', {}, 'call-left');
    const part = await chat.part(pendingOf('form'));
    chatRequest.abort();

    expect(JSON.stringify((await call).content)).toContain('The person did not answer: the chat request ended before they did.');
    expect(await chat.part((data) => data.id === part.id && data.status !== 'pending')).toMatchObject({ status: 'aborted' });
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era }]);
  });

  it('the AI SDK’s abortSignal stops the call and closes its card; a later answer is refused', async () => {
    const chat = await openChat(mode);
    const stop = new AbortController();
    const call = chat.run('book_flight', {}, 'call-stop', stop.signal);
    const part = await chat.part(pendingOf('form'));
    stop.abort();

    await expect(call).rejects.toMatchObject({ code: 'aborted' });
    expect(await chat.part((data) => data.id === part.id && data.status !== 'pending')).toMatchObject({ status: 'aborted' });
    expect(await post(chat.bridge, part, { action: 'accept', content: TRIP })).toBe(410);
  });
});
