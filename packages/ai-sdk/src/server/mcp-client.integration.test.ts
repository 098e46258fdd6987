/**
 * The bridge with a real `@ai-sdk/mcp` client (`createMCPClient`, the version the chat uses)
 * against the real demo MCP server: the server asks in the middle of `book_flight`, the
 * bridge's `onElicitationRequest` handler turns it into a `data-elicitation` part, the answer
 * goes through `handleAnswer` as the browser would post it (in memory, and from another
 * instance through a real `redis-server`), and the tool result reaches the client. The demo
 * server's own answer log is the witness of what reached the MCP server.
 */
import { createMCPClient, type MCPClient } from '@ai-sdk/mcp';
import { startDemoServer } from '@elicit-kit/demo-server/server';
import { useDemoServer } from '@elicit-kit/test-support/demo-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRequest, openChat, type TestChat } from '../../test-support/chat-harness.js';
import { startRedisServer, type RedisServer } from '@elicit-kit/test-support/redis-server';
import type { ElicitationPartData } from '../part/types.js';
import { createRedisAnswerChannel } from '../redis/redis-channel.js';
import { createElicitationBridge } from './bridge.js';
import type { ElicitationBridge } from './types.js';

const server = { name: 'demo', title: 'Elicit Kit demo' };
const secret = 'a shared secret of at least thirty-two bytes';
const TRIP = { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 2 };
/** The tool's result for TRIP (the server fills in the default meals). */
const BOOKED = { status: 'booked', ...TRIP, meals: [] };
const pending = (data: ElicitationPartData) => data.status === 'pending';
const settled = (data: ElicitationPartData) => data.status !== 'pending';

const demo = useDemoServer(startDemoServer);
let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

/** A real AI SDK MCP client of the demo server, as a chat route creates one per reply. */
async function connect(): Promise<MCPClient> {
  const mcp = await createMCPClient({
    transport: { type: 'http', url: demo.server.mcpUrl },
    clientName: 'elicit-kit-ai-sdk-test',
    capabilities: { elicitation: {} },
  });
  demo.cleanup(() => mcp.close());
  return mcp;
}

function bridgeOf(options: Partial<Parameters<typeof createElicitationBridge>[0]> = {}): ElicitationBridge {
  const bridge = createElicitationBridge({ server, ...options });
  demo.cleanup(() => bridge.close());
  return bridge;
}

/** A chat request with the client attached (its stream read as the browser reads it), ended after the test. */
function chatWith(bridge: ElicitationBridge, mcp: MCPClient, options: { chatId?: string; signal?: AbortSignal; timeoutMs?: number } = {}): TestChat {
  const chat = openChat(bridge, { chatId: 'chat-1', ...options, client: mcp });
  demo.cleanup(() => chat.end());
  return chat;
}

const bookFlight = (mcp: MCPClient) => mcp.callTool({ name: 'book_flight', arguments: {} });

async function post(bridge: ElicitationBridge, part: ElicitationPartData, result: unknown) {
  const response = await bridge.handleAnswer(answerRequest({ id: part.id, token: part.token, result }));
  return { status: response.status, body: (await response.json()) as { status: string; errors?: Array<{ key: string }> } };
}

describe('a real @ai-sdk/mcp client against the demo server', () => {
  it('the server asks through onElicitationRequest, the answer route delivers, the tool result reaches the client', async () => {
    const bridge = bridgeOf();
    const mcp = await connect();
    const chat = chatWith(bridge, mcp);
    const call = bookFlight(mcp);

    const part = await chat.part(pending);
    expect(part).toMatchObject({ chatId: 'chat-1', server, mode: 'form', status: 'pending' });
    expect(part.params).toMatchObject({
      message: 'Where and when would you like to fly?',
      requestedSchema: { required: expect.arrayContaining(['from', 'to']) },
    });
    // As a browser form holds it: the integer typed as text becomes the schema's integer.
    expect(await post(bridge, part, { action: 'accept', content: { ...TRIP, passengers: '2' } })).toMatchObject({ status: 200, body: { status: 'delivered' } });

    const result = await call;
    expect(result.structuredContent).toEqual(BOOKED);
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: TRIP, era: '2026-07-28' }]);
    expect(await chat.part(settled)).toMatchObject({ id: part.id, status: 'accepted' });
    expect(bridge.pending).toBe(0);
  });

  it('decline reaches the server bare, and the tool says so', async () => {
    const bridge = bridgeOf();
    const mcp = await connect();
    const chat = chatWith(bridge, mcp);
    const call = bookFlight(mcp);
    const part = await chat.part(pending);

    expect((await post(bridge, part, { action: 'decline', content: TRIP })).status).toBe(200);

    expect((await call).structuredContent).toMatchObject({ status: 'declined' });
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'decline', era: '2026-07-28' }]);
    expect((await chat.part(settled)).status).toBe('declined');
  });

  it('a schema-invalid answer is refused on the server (422) and never reaches the MCP server; a valid one then does', async () => {
    const bridge = bridgeOf();
    const mcp = await connect();
    const chat = chatWith(bridge, mcp);
    const call = bookFlight(mcp);
    const part = await chat.part(pending);

    const refused = await post(bridge, part, { action: 'accept', content: { ...TRIP, passengers: 12, to: 'L' } });
    expect(refused.status).toBe(422);
    expect(refused.body.status).toBe('invalid');
    expect(refused.body.errors?.map((error) => error.key).sort()).toEqual(['passengers', 'to']);
    expect(demo.server.answers()).toEqual([]);
    expect(chat.parts.map((p) => p.status)).toEqual(['pending']);

    // The request is still open: the person fixes the form and sends again.
    expect((await post(bridge, part, { action: 'accept', content: TRIP })).status).toBe(200);
    expect((await call).structuredContent).toEqual(BOOKED);
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: TRIP, era: '2026-07-28' }]);
  });

  it('at the deadline the MCP server gets cancel and the chat says expired; a late answer is refused', async () => {
    const bridge = bridgeOf({ timeoutMs: 50 });
    const mcp = await connect();
    const chat = chatWith(bridge, mcp);
    const call = bookFlight(mcp);
    const part = await chat.part(pending);

    expect((await call).structuredContent).toMatchObject({ status: 'cancelled' });
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2026-07-28' }]);
    expect(await chat.part(settled)).toMatchObject({ id: part.id, status: 'expired' });
    const late = await post(bridge, part, { action: 'accept', content: TRIP });
    expect(late.status).toBe(410);
    expect(demo.server.answers()).toHaveLength(1);
  });

  it('when the chat request aborts, the MCP server gets cancel and the chat says aborted; a later answer is refused', async () => {
    const bridge = bridgeOf();
    const mcp = await connect();
    const controller = new AbortController();
    const chat = chatWith(bridge, mcp, { signal: controller.signal });
    const call = bookFlight(mcp);
    const part = await chat.part(pending);

    controller.abort();

    expect((await call).structuredContent).toMatchObject({ status: 'cancelled' });
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2026-07-28' }]);
    expect(await chat.part(settled)).toMatchObject({ id: part.id, status: 'aborted' });
    expect((await post(bridge, part, { action: 'accept', content: TRIP })).status).toBe(410);
    expect(demo.server.answers()).toHaveLength(1);
  });

  it('two instances on a real redis-server: the answer posted to B completes the call A holds', async () => {
    const keyPrefix = 'mcp-client:';
    const channel = () => createRedisAnswerChannel({ url: redis.url, keyPrefix });
    const [a, b] = [bridgeOf({ secret, channel: await channel() }), bridgeOf({ secret, channel: await channel() })];
    await Promise.all([a.ready, b.ready]);
    const mcp = await connect();
    const chat = chatWith(a, mcp);
    const call = bookFlight(mcp);
    const part = await chat.part(pending);

    // B refuses an invalid answer itself, from what Redis knows of the request; nothing reaches the server.
    expect((await post(b, part, { action: 'accept', content: { ...TRIP, cabin: 'cargo' } })).status).toBe(422);
    expect(demo.server.answers()).toEqual([]);
    expect(await post(b, part, { action: 'accept', content: TRIP })).toMatchObject({ status: 200, body: { status: 'delivered' } });

    expect((await call).structuredContent).toEqual(BOOKED);
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: TRIP, era: '2026-07-28' }]);
    expect((await chat.part(settled)).status).toBe('accepted');
    // Answered once: neither instance takes another.
    expect((await post(a, part, { action: 'decline' })).status).toBe(409);
    expect((await post(b, part, { action: 'decline' })).status).toBe(409);
  });
});
