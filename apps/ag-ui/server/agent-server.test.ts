/**
 * The example agent over real HTTP with `@ag-ui/client`'s own `HttpAgent`, against the real demo MCP server:
 * every event the agent streams passes `@ag-ui/core`'s `EventSchema`, the browser side's session answers the
 * interrupts through its queue (as the person would through `ElicitationHost`) and resumes the run — also on
 * a restarted agent server — and a tampered resume ends the run with RUN_ERROR, with nothing sent.
 */
import { HttpAgent, type AgentSubscriber } from '@ag-ui/client';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { EventSchema, RunAgentInputSchema } from '@ag-ui/core/schemas';
import { createInterruptSession, type InterruptSession } from '@elicit-kit/ag-ui/react';
import type { ElicitationQueue, PendingElicitation } from '@elicit-kit/core';
import { startDemoServer } from '@elicit-kit/demo-server/server';
import { useDemoServer } from '@elicit-kit/test-support/demo-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgentServer, type AgentServer } from './agent-server.js';

const secret = 'a shared secret of at least thirty-two bytes';
const TRIP = { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 2 };

const demo = useDemoServer(startDemoServer);
let agentServer: AgentServer;
beforeAll(async () => {
  agentServer = await startAgentServer({ mcpUrl: demo.server.mcpUrl, secret });
});
afterAll(async () => {
  await agentServer?.close();
});

/** An HttpAgent on `url` whose every event and input is checked against AG-UI's schemas, with its session. */
function open(url = agentServer.url): { agent: HttpAgent; session: InterruptSession; events: BaseEvent[]; inputs: RunAgentInput[]; idle: () => Promise<void> } {
  const agent = new HttpAgent({ url: `${url}/api/agent` });
  const events: BaseEvent[] = [];
  const inputs: RunAgentInput[] = [];
  const waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const recorder: AgentSubscriber = {
    onRunInitialized: ({ input }) => void inputs.push(RunAgentInputSchema.parse(input) as RunAgentInput),
    onEvent: ({ event }) => void events.push(EventSchema.parse(event) as BaseEvent),
  };
  agent.subscribe(recorder);
  const session = createInterruptSession(agent, {
    server: { name: 'assistant' },
    onResumed: () => {
      if (agent.pendingInterrupts.length === 0) waiters.splice(0).forEach((waiter) => waiter.resolve());
    },
    // A failed resume fails the test at once rather than at its timeout.
    onResumeError: (error) => waiters.splice(0).forEach((waiter) => waiter.reject(error)),
  });
  demo.cleanup(() => session.close());
  /** Resolves once a resumed run ends with no interrupt left; rejects if a resume fails. */
  const idle = () => new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
  return { agent, session, events, inputs, idle };
}

/** The next pending entry of `queue` (waits on the queue's own notifications, never on time). */
function nextPending(queue: ElicitationQueue): Promise<PendingElicitation> {
  return new Promise((resolve) => {
    const check = () => {
      const [entry] = queue.getSnapshot().pending;
      if (entry === undefined) return;
      unsubscribe();
      resolve(entry);
    };
    const unsubscribe = queue.subscribe(check);
    check();
  });
}

function say(agent: HttpAgent, text: string): Promise<unknown> {
  agent.addMessage({ id: crypto.randomUUID(), role: 'user', content: text });
  return agent.runAgent();
}

function lastText(agent: HttpAgent): string {
  const last = agent.messages.filter((message) => message.role === 'assistant' && typeof message.content === 'string').at(-1);
  return (last?.content as string | undefined) ?? '';
}

describe('the example agent', () => {
  it('ends the run with an interrupt, renders it as a form, and the resumed run books', async () => {
    const { agent, session, events, inputs, idle } = open();
    const done = idle();
    await say(agent, 'Book a flight');
    const entry = await nextPending(session.queue);
    expect(entry.server).toEqual({ name: 'demo', title: 'Elicit Kit demo' });
    expect(events.at(-1)).toMatchObject({ type: 'RUN_FINISHED', outcome: { type: 'interrupt' } });
    session.queue.respond(entry.id, { action: 'accept', content: TRIP });
    await done;
    expect(lastText(agent)).toBe('book_flight: booked');
    expect(inputs.at(-1)?.resume).toMatchObject([{ status: 'resolved', payload: TRIP }]);
    expect(demo.server.answers()).toMatchObject([{ tool: 'book_flight', action: 'accept', content: TRIP }]);
  });

  it('runs the two-round deploy across resumed runs, with the agent server restarted between interrupt and resume', async () => {
    const { agent, session, idle } = open();
    const done = idle();
    await say(agent, 'Deploy v2.1.0 to staging');
    const confirm = await nextPending(session.queue);
    // A restart: the first server goes, a new one (nothing shared but the secret) takes its port.
    const port = new URL(agentServer.url).port;
    await agentServer.close();
    agentServer = await startAgentServer({ mcpUrl: demo.server.mcpUrl, secret, port: Number(port) });
    session.queue.respond(confirm.id, { action: 'accept', content: { confirm: true } });
    const rollout = await nextPending(session.queue);
    expect(rollout.id).not.toBe(confirm.id);
    session.queue.respond(rollout.id, { action: 'accept', content: { percentage: 25, note: 'First wave' } });
    await done;
    expect(lastText(agent)).toBe('deploy: deployed');
    expect(demo.server.answers().map((answer) => [answer.key, answer.action])).toEqual([
      ['confirm', 'accept'],
      ['rollout', 'accept'],
    ]);
  });

  it('resumes entries that carry no metadata, as CopilotKit’s resolve and cancel send them, from the tickets in the thread’s state', async () => {
    const agent = new HttpAgent({ url: `${agentServer.url}/api/agent` });
    await say(agent, 'Book a flight');
    const [interrupt] = agent.pendingInterrupts;
    expect(agent.state).toMatchObject({ 'elicit-kit': { tickets: [expect.any(String)] } });
    await agent.runAgent({ resume: [{ interruptId: interrupt!.id, status: 'resolved', payload: { 'elicit-kit': 'decline' } }] });
    expect(lastText(agent)).toBe('book_flight: declined');
    await say(agent, 'Book a flight');
    await agent.runAgent({ resume: [{ interruptId: agent.pendingInterrupts[0]!.id, status: 'resolved', payload: TRIP }] });
    expect(lastText(agent)).toBe('book_flight: booked');
    expect(demo.server.answers().map(({ action }) => action)).toEqual(['decline', 'accept']);
  });

  it('ends a resume whose ticket was altered with RUN_ERROR, and sends the MCP server nothing', async () => {
    const agent = new HttpAgent({ url: `${agentServer.url}/api/agent` });
    const events: BaseEvent[] = [];
    agent.subscribe({ onEvent: ({ event }) => void events.push(event) });
    await say(agent, 'Book a flight');
    const [interrupt] = agent.pendingInterrupts;
    const ticket = (interrupt!.metadata!['elicit-kit'] as { ticket: string }).ticket;
    const forged = `${ticket.slice(0, -2)}${ticket.endsWith('AA') ? 'BB' : 'AA'}`;
    await agent
      .runAgent({ resume: [{ interruptId: interrupt!.id, status: 'resolved', payload: TRIP, metadata: { 'elicit-kit': { ticket: forged } } }] })
      .catch(() => undefined);
    expect(events.at(-1)).toMatchObject({ type: 'RUN_ERROR', code: 'ag-ui-resume:forged-ticket' });
    expect(demo.server.answers()).toEqual([]);
  });
});
