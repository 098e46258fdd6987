/**
 * The agent side against the real demo MCP server on 2026-07-28 (2025-11-25: held.integration.test.ts): every tool call that asks ends
 * in interrupts (checked against `@ag-ui/core`'s own zod schemas as a RUN_FINISHED event), and
 * the run that resumes — through a new client and a new `createAgUiElicitation`, as after a
 * restart — sends the answers. The demo server's answer log is the witness of what reached it.
 */
import { EventType, type Interrupt, type ResumeEntry } from '@ag-ui/core';
import { RunAgentInputSchema, RunFinishedEventSchema } from '@ag-ui/core/schemas';
import { startDemoServer } from '@elicit-kit/demo-server/server';
import { useDemoServer } from '@elicit-kit/test-support/demo-server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { ELICIT_KIT_KEY, type McpInterruptMetadata } from '../metadata.js';
import { createAgUiElicitation, type AgUiElicitation, type ToolCallOutcome } from './elicitation.js';
import { AgUiResumeError } from './errors.js';
import { BridgeOptionsError } from './index.js';

const server = { name: 'demo', title: 'Elicit Kit demo' };
const secret = 'a shared secret of at least thirty-two bytes';
const threadId = 'thread-1';
const TRIP = { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 2 };

const demo = useDemoServer(startDemoServer);

/** A fresh agent process: its own elicitation (same secret) and its own bound 2026-07-28 client. */
async function agent(): Promise<{ elicitation: AgUiElicitation; client: Client }> {
  const elicitation = createAgUiElicitation({ server, secret });
  const client = new Client({ name: 'elicit-kit-ag-ui-test', version: '0.0.1' }, { versionNegotiation: { mode: 'auto' } });
  elicitation.bind(client);
  await client.connect(new StreamableHTTPClientTransport(new URL(demo.server.mcpUrl)));
  demo.cleanup(() => client.close());
  return { elicitation, client };
}

/** The outcome as the run's RUN_FINISHED event, checked against AG-UI's own schema. */
function interruptsOf(outcome: ToolCallOutcome): Interrupt[] {
  expect(outcome.type).toBe('interrupt');
  if (outcome.type !== 'interrupt') return [];
  const event = { type: EventType.RUN_FINISHED, threadId, runId: 'run-1', outcome };
  expect(RunFinishedEventSchema.parse(event)).toEqual(event);
  return outcome.interrupts;
}

function own(interrupt: Interrupt): McpInterruptMetadata {
  return interrupt.metadata?.[ELICIT_KIT_KEY] as McpInterruptMetadata;
}

/** A resume entry as the browser sends it (the ticket echoed), inside a RunAgentInput checked against AG-UI's schema. */
function resumeInput(entries: ResumeEntry[]): { threadId: string; resume: ResumeEntry[] } {
  const input = { threadId, runId: 'run-2', messages: [], tools: [], context: [], resume: entries };
  RunAgentInputSchema.parse(input);
  return input;
}
const resolved = (interrupt: Interrupt, payload?: unknown): ResumeEntry => ({
  interruptId: interrupt.id,
  status: 'resolved',
  ...(payload === undefined ? {} : { payload }),
  metadata: { [ELICIT_KIT_KEY]: { ticket: own(interrupt).ticket } },
});
const declined = (interrupt: Interrupt): ResumeEntry => ({
  interruptId: interrupt.id,
  status: 'resolved',
  metadata: { [ELICIT_KIT_KEY]: { ticket: own(interrupt).ticket, action: 'decline' } },
});
const cancelled = (interrupt: Interrupt): ResumeEntry => ({
  interruptId: interrupt.id,
  status: 'cancelled',
  metadata: { [ELICIT_KIT_KEY]: { ticket: own(interrupt).ticket } },
});

async function resumeOn(entries: ResumeEntry[]): Promise<ToolCallOutcome[]> {
  const { elicitation, client } = await agent();
  const input = resumeInput(entries);
  const calls = await elicitation.resumedCalls(input);
  return Promise.all(calls.map((call) => elicitation.resumeTool(client, call, { threadId })));
}

function structured(outcome: ToolCallOutcome | undefined): unknown {
  expect(outcome?.type).toBe('complete');
  return outcome?.type === 'complete' ? outcome.result.structuredContent : undefined;
}

describe('a form', () => {
  it('ends the run with one interrupt carrying the server’s schema unchanged, and the resumed run books', async () => {
    const first = await agent();
    const [interrupt] = interruptsOf(
      await first.elicitation.callTool(first.client, { toolCallId: 'call-1', name: 'book_flight', arguments: {} }, { threadId }),
    );
    expect(interrupt).toMatchObject({ toolCallId: 'call-1', reason: 'mcp_elicitation_form' });
    expect(Date.parse(interrupt!.expiresAt!)).toBeGreaterThan(Date.now());
    expect(own(interrupt!)).toMatchObject({ mode: 'form', server });
    expect(interrupt!.responseSchema).toMatchObject({ type: 'object', properties: { cabin: expect.any(Object) } });
    expect(demo.server.answers()).toEqual([]);

    const [outcome] = await resumeOn([resolved(interrupt!, TRIP)]);
    expect(structured(outcome)).toMatchObject({ status: 'booked', ...TRIP });
    expect(demo.server.answers()).toMatchObject([{ tool: 'book_flight', action: 'accept', content: TRIP, era: '2026-07-28' }]);
  });

  it('sends a decline and a cancel as such', async () => {
    for (const [answer, action] of [
      [declined, 'decline'],
      [cancelled, 'cancel'],
    ] as const) {
      await fetch(new URL('/demo/reset', demo.server.mcpUrl), { method: 'POST' });
      const first = await agent();
      const [interrupt] = interruptsOf(
        await first.elicitation.callTool(first.client, { toolCallId: 'call-1', name: 'book_flight', arguments: {} }, { threadId }),
      );
      await resumeOn([answer(interrupt!)]);
      expect(demo.server.answers()).toMatchObject([{ tool: 'book_flight', action }]);
    }
  });
});

describe('the two-round deploy', () => {
  it('interrupts twice across resumed runs, then deploys', async () => {
    const first = await agent();
    const call = { toolCallId: 'call-7', name: 'deploy', arguments: { version: 'v2.1.0', environment: 'staging' } };
    const [confirm] = interruptsOf(await first.elicitation.callTool(first.client, call, { threadId }));
    const [second] = await resumeOn([resolved(confirm!, { confirm: true })]);
    const [rollout] = interruptsOf(second!);
    expect(rollout).toMatchObject({ toolCallId: 'call-7', responseSchema: { required: ['percentage', 'note'] } });
    const [third] = await resumeOn([resolved(rollout!, { percentage: 25, note: 'First wave' })]);
    expect(structured(third)).toMatchObject({ status: 'deployed', percentage: 25, note: 'First wave' });
  });
});

describe('a form and a link in one round', () => {
  it('gives the URL interrupt the link and the asking server, and sends both answers on one retry', async () => {
    const first = await agent();
    const interrupts = interruptsOf(await first.elicitation.callTool(first.client, { toolCallId: 'call-3', name: 'onboarding', arguments: {} }, { threadId }));
    const link = interrupts.find((interrupt) => interrupt.reason === 'mcp_elicitation_url')!;
    const form = interrupts.find((interrupt) => interrupt.reason === 'mcp_elicitation_form')!;
    expect(own(link)).toMatchObject({ mode: 'url', server, url: expect.stringMatching(/\/terms\?workspace=Acme$/) });
    expect(link.responseSchema).toBeUndefined();
    const [outcome] = await resumeOn([resolved(form, { displayName: 'Ada', team: 'research' }), resolved(link)]);
    expect(structured(outcome)).toMatchObject({ status: 'onboarded', displayName: 'Ada', details: 'accept', terms: 'accept' });
  });
});

describe('options', () => {
  it('refuses a nameless server and a secret under 32 bytes with the bridge’s own BridgeOptionsError', () => {
    expect(() => createAgUiElicitation({ server: { name: '' }, secret })).toThrow(expect.objectContaining({ code: 'bridge-options', option: 'server' }));
    expect(() => createAgUiElicitation({ server, secret: 'short' })).toThrow(BridgeOptionsError);
  });
});

describe('refusals, before anything is sent', () => {
  async function interrupted(): Promise<Interrupt> {
    const first = await agent();
    const [interrupt] = interruptsOf(
      await first.elicitation.callTool(first.client, { toolCallId: 'call-1', name: 'book_flight', arguments: {} }, { threadId }),
    );
    return interrupt!;
  }
  async function refusal(entries: ResumeEntry[], threadOf = threadId): Promise<AgUiResumeError> {
    const elicitation = createAgUiElicitation({ server, secret });
    const error = await elicitation.resumedCalls({ threadId: threadOf, resume: entries }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AgUiResumeError);
    expect(demo.server.answers()).toEqual([]);
    return error as AgUiResumeError;
  }

  it('refuses a ticket whose round was altered (a weaker schema), one from another thread, and one signed with another secret', async () => {
    const interrupt = await interrupted();
    const ticket = own(interrupt).ticket;
    const [body, signature] = ticket.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    claims.round.inputRequests[Object.keys(claims.round.inputRequests)[0]!].params.requestedSchema = { type: 'object', properties: {} };
    const altered = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const entry = (t: string): ResumeEntry => ({ interruptId: interrupt.id, status: 'resolved', payload: {}, metadata: { [ELICIT_KIT_KEY]: { ticket: t } } });
    expect((await refusal([entry(altered)])).problem).toBe('forged-ticket');
    expect((await refusal([entry(ticket)], 'thread-2')).problem).toBe('wrong-thread');
    const other = await createAgUiElicitation({ server, secret: 'another secret of at least thirty-two bytes' })
      .resumedCalls({ threadId, resume: [entry(ticket)] })
      .catch((error: unknown) => error);
    expect(other).toMatchObject({ code: 'ag-ui-resume', problem: 'forged-ticket' });
  });

  it('refuses an answer the server’s schema refuses, and a round left unanswered', async () => {
    const interrupt = await interrupted();
    const invalid = await refusal([resolved(interrupt, { ...TRIP, passengers: 12 })]);
    expect(invalid).toMatchObject({ problem: 'invalid-answer', interruptId: interrupt.id });
    expect(invalid.fieldErrors.map((error) => error.key)).toContain('passengers');
    expect((await refusal([{ ...resolved(interrupt, TRIP), interruptId: 'call-1:other' }])).problem).toBe('unknown-interrupt');
  });

  it('refuses an expired ticket', async () => {
    let now = Date.now();
    const first = createAgUiElicitation({ server, secret, now: () => now, ttlMs: 1000 });
    const client = new Client({ name: 'elicit-kit-ag-ui-test', version: '0.0.1' }, { versionNegotiation: { mode: 'auto' } });
    first.bind(client);
    await client.connect(new StreamableHTTPClientTransport(new URL(demo.server.mcpUrl)));
    demo.cleanup(() => client.close());
    const [interrupt] = interruptsOf(await first.callTool(client, { toolCallId: 'call-1', name: 'book_flight', arguments: {} }, { threadId }));
    now += 1000;
    const error = await first.resumedCalls(resumeInput([resolved(interrupt!, TRIP)])).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ problem: 'expired' });
  });
});
