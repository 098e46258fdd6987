/**
 * A scripted AG-UI agent over HTTP (`POST /api/agent`, server-sent events) whose tools are the demo MCP
 * server's. A user message picks one tool call (server/script.ts); when the MCP server asks for input, the
 * run ends with interrupts (`@elicit-kit/ag-ui/server`), and the run that resumes sends the answers. On
 * 2026-07-28 it keeps nothing between runs: one MCP client per run, the round in the signed ticket, so a restart
 * between the interrupt and the resume loses nothing. On 2025-11-25 (`protocol`) the interrupted run's MCP call
 * stays open in this process until the resumed run's answers reach it; a restart loses that call.
 */
import { createServer, type Server } from 'node:http';
import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import {
  AgUiResumeError,
  createAgUiElicitation,
  ticketState,
  type AgUiElicitation,
  type AgUiElicitationOptions,
  type ToolCallOutcome,
} from '@elicit-kit/ag-ui/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callFor, SUGGESTIONS } from './script.js';

/** Options of {@link startAgentServer}. */
export interface AgentServerOptions {
  /** The demo MCP server's endpoint. */
  mcpUrl: string;
  /** Signs the interrupts' tickets: the same across restarts, ≥ 32 bytes. */
  secret: string;
  /** Default 0 (a free port). */
  port?: number;
  /** `auto` (default: 2026-07-28 when the server speaks it) or `2025-11-25` (the MCP call is held open across runs). */
  protocol?: 'auto' | '2025-11-25';
  /** Where held 2025-11-25 calls get their answers (default: in memory; Redis when several agents share the work). */
  channel?: AgUiElicitationOptions['channel'];
  /** How long an interrupt can be answered (ms; default 15 minutes). */
  ttlMs?: number;
}

/** A running agent server. */
export interface AgentServer {
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /**
   * Ends now, as their deadline would, the 2025-11-25 calls this server holds for interrupts nobody answered (the
   * MCP server hears `cancel`); resolves once they have ended, with how many there were.
   */
  expireHeld(): Promise<number>;
  close(): Promise<void>;
}

const server = { name: 'demo', title: 'Elicit Kit demo' };

export async function startAgentServer(options: AgentServerOptions): Promise<AgentServer> {
  const elicitation = createAgUiElicitation({
    server,
    secret: options.secret,
    ...(options.channel === undefined ? {} : { channel: options.channel }),
    ...(options.ttlMs === undefined ? {} : { ttlMs: options.ttlMs }),
  });
  const mode = options.protocol === '2025-11-25' ? 'legacy' : 'auto';
  const http: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/api/health') return void response.end('ok');
    if (request.method !== 'POST' || request.url !== '/api/agent') return void response.writeHead(404).end();
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const parsed = RunAgentInputSchema.safeParse(safeJson(body));
      if (!parsed.success) return void response.writeHead(400, { 'content-type': 'text/plain' }).end(parsed.error.message);
      // One connection per run: a kept-alive socket of a server that restarted since would fail the resume's POST.
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'close' });
      const emit = (event: BaseEvent) => response.write(`data: ${JSON.stringify(event)}\n\n`);
      const aborted = new AbortController();
      response.on('close', () => aborted.abort());
      void run(elicitation, options.mcpUrl, mode, parsed.data as RunAgentInput, emit, aborted.signal).finally(() => response.end());
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('The agent server has no port.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    expireHeld: () => elicitation.expireHeld(),
    close: async () => {
      await new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      });
      // Held 2025-11-25 calls end with the process: the MCP server hears the cancellation.
      await elicitation.close();
    },
  };
}

/** One run: RUN_STARTED, the tool call (new or resumed), then RUN_FINISHED (success or interrupt) or RUN_ERROR. */
async function run(
  elicitation: AgUiElicitation,
  mcpUrl: string,
  mode: 'auto' | 'legacy',
  input: RunAgentInput,
  emit: (event: BaseEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const { threadId, runId } = input;
  emit({ type: EventType.RUN_STARTED, threadId, runId } as BaseEvent);
  const client = new Client({ name: 'elicit-kit-ag-ui-example', version: '0.0.0' }, { versionNegotiation: { mode } });
  let holdsClient = false;
  try {
    elicitation.bind(client);
    const outcomes: Array<{ toolCallId: string; name: string; outcome: ToolCallOutcome }> = [];
    if (input.resume?.length) {
      // Checked (ticket, schema) before the MCP server hears anything.
      const calls = await elicitation.resumedCalls(input);
      // A held call (2025-11-25) is answered through the process that holds it: no connection needed.
      if (calls.some((call) => !call.held)) await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
      for (const call of calls)
        outcomes.push({ toolCallId: call.toolCallId, name: call.name, outcome: await elicitation.resumeTool(client, call, { threadId, signal }) });
    } else {
      const last = input.messages.at(-1);
      const scripted = last?.role === 'user' && typeof last.content === 'string' ? callFor(last.content) : undefined;
      if (scripted === undefined) {
        say(emit, `I can: ${SUGGESTIONS.map((suggestion) => suggestion.label).join('; ')}.`);
        emit({ type: EventType.RUN_FINISHED, threadId, runId } as BaseEvent);
        return;
      }
      const toolCallId = `call-${crypto.randomUUID()}`;
      emit({ type: EventType.TOOL_CALL_START, toolCallId, toolCallName: scripted.tool } as BaseEvent);
      emit({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: JSON.stringify(scripted.arguments) } as BaseEvent);
      emit({ type: EventType.TOOL_CALL_END, toolCallId } as BaseEvent);
      await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
      outcomes.push({
        toolCallId,
        name: scripted.tool,
        outcome: await elicitation.callTool(client, { toolCallId, name: scripted.tool, arguments: scripted.arguments }, { threadId, signal }),
      });
    }
    const interrupts = outcomes.flatMap(({ outcome }) => (outcome.type === 'interrupt' ? outcome.interrupts : []));
    holdsClient = outcomes.some(({ outcome }) => outcome.type === 'interrupt' && outcome.holdsClient === true);
    for (const { toolCallId, name, outcome } of outcomes) {
      if (outcome.type !== 'complete') continue;
      const content = JSON.stringify(outcome.result.structuredContent ?? outcome.result.content ?? null);
      emit({ type: EventType.TOOL_CALL_RESULT, messageId: `result-${toolCallId}`, toolCallId, content, role: 'tool' } as BaseEvent);
      say(emit, `${name}: ${summary(outcome.result.structuredContent)}`);
    }
    // The tickets also go into the thread's state, for clients whose resume entries carry no metadata.
    if (interrupts.length > 0) emit({ type: EventType.STATE_SNAPSHOT, snapshot: { ...(input.state as object), ...ticketState(interrupts) } } as BaseEvent);
    emit({ type: EventType.RUN_FINISHED, threadId, runId, ...(interrupts.length > 0 ? { outcome: { type: 'interrupt', interrupts } } : {}) } as BaseEvent);
  } catch (error) {
    const code = error instanceof AgUiResumeError ? `${error.code}:${error.problem}` : 'agent-failed';
    emit({ type: EventType.RUN_ERROR, message: error instanceof Error ? error.message : String(error), code } as BaseEvent);
  } finally {
    // A client that holds a 2025-11-25 call stays open; the kit closes it when the call ends.
    if (!holdsClient) await client.close().catch(() => undefined);
  }
}

function say(emit: (event: BaseEvent) => void, text: string): void {
  const messageId = `text-${crypto.randomUUID()}`;
  emit({ type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' } as BaseEvent);
  emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: text } as BaseEvent);
  emit({ type: EventType.TEXT_MESSAGE_END, messageId } as BaseEvent);
}

/** The demo tools' results all carry a `status`. */
function summary(structured: unknown): string {
  const status = typeof structured === 'object' && structured !== null ? (structured as { status?: unknown }).status : undefined;
  return typeof status === 'string' ? status : 'done';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
