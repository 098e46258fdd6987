/**
 * The AG-UI path (`@elicit-kit/ag-ui/server`) when the MCP server dies while the person answers an interrupt:
 * the demo server in its own process behind the TCP proxy, killed with SIGKILL between the run that ended with
 * the interrupt and the run that resumes it. On 2026-07-28 nothing is open meanwhile, so the death shows when
 * the resumed run sends the answers; on 2025-11-25 the agent holds the call open, and the kit notices the death.
 * Either way the resumed run ends with a typed error whose message says what happened, and nothing reached
 * the server (its printed answer log stays empty). The tab closed mid-answer is covered where the person is:
 * packages/ag-ui/src/server/held.integration.test.ts (nobody resumes: cancel at the deadline) and
 * apps/ag-ui/e2e/ag-ui.e2e.test.ts (Chromium).
 */
import { AgUiResumeError, createAgUiElicitation, type ResumedToolCall, type ToolCallOutcome } from '@elicit-kit/ag-ui/server';
import { TransportError } from '@elicit-kit/mcp';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoProcess } from './support/demo-process.js';
import { startFaultProxy } from '@elicit-kit/test-support/fault-proxy';

const server = { name: 'demo', title: 'Elicit Kit demo' };
const secret = 'the fault suite secret, thirty-two bytes or more';
const threadId = 'thread-faults';
const DEPLOY = { toolCallId: 'call-1', name: 'deploy', arguments: { version: 'v1.2.3', environment: 'staging' } };

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each([
  ['2026-07-28', 'auto'],
  ['2025-11-25', 'legacy'],
] as const)('AG-UI on %s: the MCP server killed while the person answers', (era, mode) => {
  it('the resumed run ends with a clear error, and nothing is claimed sent', async () => {
    const demo = await startDemoProcess();
    cleanups.push(() => demo.kill());
    const proxy = await startFaultProxy(demo.port);
    cleanups.push(() => proxy.close());
    const elicitation = createAgUiElicitation({ server, secret });
    cleanups.push(() => elicitation.close());
    const connected = async () => {
      const client = new Client({ name: 'elicit-kit-faults', version: '0.0.1' }, { versionNegotiation: { mode } });
      elicitation.bind(client);
      await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${proxy.port}/mcp`)));
      cleanups.push(() => client.close());
      return client;
    };

    // The run that ends with the interrupt.
    const outcome: ToolCallOutcome = await elicitation.callTool(await connected(), DEPLOY, { threadId });
    expect(outcome).toMatchObject({ type: 'interrupt', ...(era === '2025-11-25' ? { holdsClient: true } : {}) });
    const [interrupt] = outcome.type === 'interrupt' ? outcome.interrupts : [];
    // The run that resumes is checked and ready (a 2026-07-28 one connected) when the server dies.
    const [call] = (await elicitation.resumedCalls({
      threadId,
      resume: [
        {
          interruptId: interrupt!.id,
          status: 'resolved',
          payload: { confirm: true },
          metadata: { 'elicit-kit': { ticket: (interrupt!.metadata!['elicit-kit'] as { ticket: string }).ticket } },
        },
      ],
    })) as [ResumedToolCall];
    expect(call.held).toBe(era === '2025-11-25');
    const client = call.held ? new Client({ name: 'unused', version: '0.0.1' }) : await connected();

    await demo.kill();

    const error = await elicitation.resumeTool(client, call, { threadId }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    if (era === '2026-07-28') {
      // Stateless: the death shows when the retry with the answers is sent.
      expect(error).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({ failure: 'network' });
    } else {
      // The held call ends when the kit notices the death (call-ended), or — if the answer got there first — the
      // answer finds the call failing (call-failed): either way the run is told, and nothing reached the server.
      expect(error).toBeInstanceOf(AgUiResumeError);
      const { problem, message } = error as AgUiResumeError;
      expect(['call-ended', 'call-failed']).toContain(problem);
      if (problem === 'call-ended')
        expect(message).toMatch(/^The MCP call ended before the answer could be sent \(the server went away, or the call was cancelled\): nothing was sent\./);
      else expect(message).toMatch(/^The connection to demo (broke|went away|closed)/);
    }
    expect(demo.answers).toEqual([]);
  });
});
