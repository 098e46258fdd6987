/**
 * The agent side on 2025-11-25 against the real demo MCP server: the interrupted run leaves the tools/call open in
 * the agent process, and the run that resumes hands the answers to it through the answer channel — in memory, and
 * through a real redis-server from a second agent instance. The demo server's answer log is the witness of what
 * reached it; every event and input is parsed with `@ag-ui/core`'s schemas.
 */
import { EventType, type Interrupt, type ResumeEntry } from '@ag-ui/core';
import { RunAgentInputSchema, RunFinishedEventSchema } from '@ag-ui/core/schemas';
import { createMemoryAnswerChannel, type AnswerChannel } from '@elicit-kit/ai-sdk/answers';
import { createRedisAnswerChannel } from '@elicit-kit/ai-sdk/redis';
import { startDemoServer, type DemoServer } from '@elicit-kit/demo-server/server';
import { startRedisServer, type RedisServer } from '@elicit-kit/test-support/redis-server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ELICIT_KIT_KEY, type McpInterruptMetadata } from '../metadata.js';
import { createAgUiElicitation, type AgUiElicitation, type ToolCallOutcome } from './elicitation.js';
import { AgUiResumeError } from './errors.js';

const server = { name: 'demo', title: 'Elicit Kit demo' };
const secret = 'a shared secret of at least thirty-two bytes';
const threadId = 'thread-legacy';
const TRIP = { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 2 };

let demo: DemoServer;
let redis: RedisServer;
const cleanups: Array<() => unknown> = [];
beforeAll(async () => {
  [demo, redis] = await Promise.all([startDemoServer({ port: 0, signInPort: 0 }), startRedisServer()]);
});
afterAll(async () => {
  await Promise.all([demo?.close(), redis?.stop()]);
});
beforeEach(async () => {
  await fetch(new URL('/demo/reset', demo.mcpUrl), { method: 'POST' });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** One agent instance: its elicitation, over `channel` (memory by default). */
function instance(channel: AnswerChannel = createMemoryAnswerChannel()): AgUiElicitation {
  cleanups.push(() => channel.close());
  return createAgUiElicitation({ server, secret, channel });
}

/** A run's client, bound and connected on 2025-11-25. */
async function legacyClient(elicitation: AgUiElicitation): Promise<Client> {
  const client = new Client({ name: 'elicit-kit-ag-ui-test', version: '0.0.1' }, { versionNegotiation: { mode: 'legacy' } });
  elicitation.bind(client);
  await client.connect(new StreamableHTTPClientTransport(new URL(demo.mcpUrl)));
  cleanups.push(() => client.close());
  return client;
}

function interruptsOf(outcome: ToolCallOutcome): Interrupt[] {
  expect(outcome.type).toBe('interrupt');
  if (outcome.type !== 'interrupt') return [];
  const event = { type: EventType.RUN_FINISHED, threadId, runId: 'run-1', outcome: { type: 'interrupt', interrupts: outcome.interrupts } };
  expect(RunFinishedEventSchema.parse(event)).toEqual(event);
  return outcome.interrupts;
}

const own = (interrupt: Interrupt) => interrupt.metadata?.[ELICIT_KIT_KEY] as McpInterruptMetadata;
const entry = (interrupt: Interrupt, status: 'resolved' | 'cancelled', payload?: unknown, action?: 'decline'): ResumeEntry => ({
  interruptId: interrupt.id,
  status,
  ...(payload === undefined ? {} : { payload }),
  metadata: { [ELICIT_KIT_KEY]: { ticket: own(interrupt).ticket, ...(action === undefined ? {} : { action }) } },
});

/** The resumed run on `elicitation`: its client is never connected (a held call needs none). */
async function resume(elicitation: AgUiElicitation, entries: ResumeEntry[]): Promise<ToolCallOutcome[]> {
  const input = { threadId, runId: 'run-2', messages: [], tools: [], context: [], resume: entries };
  RunAgentInputSchema.parse(input);
  const calls = await elicitation.resumedCalls(input);
  expect(calls.every((call) => call.held)).toBe(true);
  const unused = new Client({ name: 'unused', version: '0.0.1' });
  return Promise.all(calls.map((call) => elicitation.resumeTool(unused, call, { threadId })));
}

function structured(outcome: ToolCallOutcome | undefined): unknown {
  expect(outcome?.type).toBe('complete');
  return outcome?.type === 'complete' ? outcome.result.structuredContent : undefined;
}

async function refusal(promise: Promise<unknown>): Promise<AgUiResumeError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AgUiResumeError);
  return error as AgUiResumeError;
}

describe('2025-11-25: the call held open by the agent process', () => {
  it('a form: the run ends with an interrupt holding the client, the resumed run books through the memory channel', async () => {
    const elicitation = instance();
    const client = await legacyClient(elicitation);
    const outcome = await elicitation.callTool(client, { toolCallId: 'call-1', name: 'book_flight', arguments: {} }, { threadId });
    expect(outcome).toMatchObject({ type: 'interrupt', holdsClient: true });
    const [interrupt] = interruptsOf(outcome);
    expect(interrupt).toMatchObject({ toolCallId: 'call-1', reason: 'mcp_elicitation_form', responseSchema: { type: 'object' } });
    expect(demo.answers()).toEqual([]);

    const [done] = await resume(elicitation, [entry(interrupt!, 'resolved', TRIP)]);
    expect(structured(done)).toMatchObject({ status: 'booked', ...TRIP });
    expect(demo.answers()).toMatchObject([{ tool: 'book_flight', action: 'accept', content: TRIP, era: '2025-11-25' }]);
    // The same answer again: taken once, nothing sent twice.
    const again = await refusal(resume(elicitation, [entry(interrupt!, 'resolved', TRIP)]));
    expect(again.problem).toBe('already-answered');
    expect(again.message).toMatch(/already answered .* nothing was sent again/);
    expect(demo.answers()).toHaveLength(1);
  });

  it('sends a decline and a cancel as such', async () => {
    for (const [answer, action] of [
      [(interrupt: Interrupt) => entry(interrupt, 'resolved', undefined, 'decline'), 'decline'],
      [(interrupt: Interrupt) => entry(interrupt, 'cancelled'), 'cancel'],
    ] as const) {
      await fetch(new URL('/demo/reset', demo.mcpUrl), { method: 'POST' });
      const elicitation = instance();
      const client = await legacyClient(elicitation);
      const [interrupt] = interruptsOf(await elicitation.callTool(client, { toolCallId: 'call-1', name: 'book_flight', arguments: {} }, { threadId }));
      const [done] = await resume(elicitation, [answer(interrupt!)]);
      expect(done?.type).toBe('complete');
      expect(demo.answers()).toMatchObject([{ tool: 'book_flight', action, era: '2025-11-25' }]);
    }
  });

  it('the two-round deploy: the second pushed request becomes the resumed run’s interrupt', async () => {
    const elicitation = instance();
    const client = await legacyClient(elicitation);
    const call = { toolCallId: 'call-7', name: 'deploy', arguments: { version: 'v2.1.0', environment: 'staging' } };
    const [confirm] = interruptsOf(await elicitation.callTool(client, call, { threadId }));
    const [second] = await resume(elicitation, [entry(confirm!, 'resolved', { confirm: true })]);
    const [rollout] = interruptsOf(second!);
    expect(rollout).toMatchObject({ toolCallId: 'call-7', responseSchema: { required: ['percentage', 'note'] } });
    const [third] = await resume(elicitation, [entry(rollout!, 'resolved', { percentage: 25, note: 'First wave' })]);
    expect(structured(third)).toMatchObject({ status: 'deployed', percentage: 25, note: 'First wave' });
  });

  it('a form and a link: the URL interrupt carries the link, and both answers reach the call', async () => {
    const elicitation = instance();
    const client = await legacyClient(elicitation);
    const call = { toolCallId: 'call-3', name: 'onboarding', arguments: {} };
    let outcome = await elicitation.callTool(client, call, { threadId });
    const seen: string[] = [];
    // The SDK pushes both requests; they share a round when they arrive together, else come one round after another.
    while (outcome.type === 'interrupt') {
      const entries = interruptsOf(outcome).map((interrupt) => {
        seen.push(interrupt.reason);
        if (interrupt.reason === 'mcp_elicitation_url') {
          expect(own(interrupt)).toMatchObject({ mode: 'url', server, url: expect.stringMatching(/\/terms\?workspace=Acme$/) });
          return entry(interrupt, 'resolved');
        }
        return entry(interrupt, 'resolved', { displayName: 'Ada', team: 'research' });
      });
      [outcome] = (await resume(elicitation, entries)) as [ToolCallOutcome];
    }
    expect(seen.sort()).toEqual(['mcp_elicitation_form', 'mcp_elicitation_url']);
    expect(structured(outcome)).toMatchObject({ status: 'onboarded', displayName: 'Ada', details: 'accept', terms: 'accept' });
  });

  it('Redis: the run interrupted on one instance is resumed on another, which gets the result', async () => {
    const keyPrefix = `held-${crypto.randomUUID()}:`;
    const first = instance(await createRedisAnswerChannel({ url: redis.url, keyPrefix }));
    const second = instance(await createRedisAnswerChannel({ url: redis.url, keyPrefix }));
    const client = await legacyClient(first);
    const call = { toolCallId: 'call-9', name: 'deploy', arguments: { version: 'v2.1.0', environment: 'staging' } };
    const [confirm] = interruptsOf(await first.callTool(client, call, { threadId }));
    const [next] = await resume(second, [entry(confirm!, 'resolved', { confirm: true })]);
    const [rollout] = interruptsOf(next!);
    // The call is still held by the first instance; the second instance resumes again.
    const [done] = await resume(second, [entry(rollout!, 'resolved', { percentage: 50, note: 'Half' })]);
    expect(structured(done)).toMatchObject({ status: 'deployed', percentage: 50, note: 'Half' });
    expect(demo.answers().map((answer) => answer.era)).toEqual(['2025-11-25', '2025-11-25']);
  });

  it('an agent restart between interrupt and resume loses the call: a clear error, nothing sent', async () => {
    const before = instance();
    const client = await legacyClient(before);
    const [interrupt] = interruptsOf(await before.callTool(client, { toolCallId: 'call-1', name: 'book_flight', arguments: {} }, { threadId }));
    // The restarted process: a new elicitation with a new memory channel, the same secret.
    const error = await refusal(resume(instance(), [entry(interrupt!, 'resolved', TRIP)]));
    expect(error.problem).toBe('call-lost');
    expect(error.message).toMatch(/restarted or went away: the call is lost and the answer was not sent\. Start the tool call again\./);
    expect(demo.answers()).toEqual([]);
  });

  it('nobody resumes (the tab was closed): at expiresAt the server hears cancel, once; a late resume is refused', async () => {
    const channel = createMemoryAnswerChannel();
    cleanups.push(() => channel.close());
    const elicitation = createAgUiElicitation({ server, secret, channel, ttlMs: 1_500 });
    const client = await legacyClient(elicitation);
    const [interrupt] = interruptsOf(await elicitation.callTool(client, { toolCallId: 'call-1', name: 'book_flight', arguments: {} }, { threadId }));
    await expect.poll(() => demo.answers(), { timeout: 30_000, interval: 50 }).toMatchObject([{ tool: 'book_flight', action: 'cancel', era: '2025-11-25' }]);
    const late = await refusal(resume(elicitation, [entry(interrupt!, 'resolved', TRIP)]));
    expect(late.problem).toBe('expired');
    expect(late.message).toBe('The ticket has expired: start the tool call again.');
    expect(demo.answers()).toHaveLength(1);
  });

  it('expireHeld ends a thread’s unanswered call before its deadline: one cancel, the call over, a late resume refused', async () => {
    const elicitation = instance();
    const client = await legacyClient(elicitation);
    const [interrupt] = interruptsOf(await elicitation.callTool(client, { toolCallId: 'call-1', name: 'book_flight', arguments: {} }, { threadId }));
    expect(await elicitation.expireHeld('another thread')).toBe(0);
    expect(demo.answers()).toEqual([]);
    // Resolves once the call has ended, so nothing can reach the server after this.
    expect(await elicitation.expireHeld(threadId)).toBe(1);
    expect(demo.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2025-11-25' }]);
    expect(await elicitation.expireHeld()).toBe(0);
    const late = await refusal(resume(elicitation, [entry(interrupt!, 'resolved', TRIP)]));
    expect(late.problem).toBe('expired');
    expect(late.message).toMatch(/expired before it was answered: the MCP server was told cancel/);
    expect(demo.answers()).toHaveLength(1);
  });
});
