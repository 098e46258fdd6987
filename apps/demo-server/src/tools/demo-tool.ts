/**
 * What every demo tool is made of: its listing (name, title, one-line description), its
 * argument schema, and a `run` that gets one leg of a call as a {@link ToolTurn}.
 */
import type { CallToolResult, InputRequiredResult, ServerContext } from '@modelcontextprotocol/server';
import { ProtocolError, ProtocolErrorCode, inputResponse } from '@modelcontextprotocol/server';
import type * as z from 'zod/v4';
import type { AnswerLog, ProtocolEra, ReceivedAnswer } from '../answers.js';
import type { SignInRegistry } from '../sign-in/sign-ins.js';
import type { DemoToolListing } from './catalog.js';

/** One elicitation answer as a tool reads it. */
export interface ElicitAnswer {
  action: ReceivedAnswer['action'];
  content?: Record<string, unknown>;
}

/** What one 2025-11-25 session offers the tools that need it (connect_github's `-32042` path). */
export interface LegacySession {
  /** Sends `notifications/elicitation/complete` for `elicitationId` on this session. */
  completionNotifier(elicitationId: string): () => Promise<void>;
  /** Per-session memory: the retry of a `-32042` call finds what the first attempt issued. */
  readonly memory: Map<string, unknown>;
}

/**
 * How connect_github (2026-07-28) answers a second retry of the same link round while the
 * person has not signed in — the client asked again because the person said "I've finished":
 * `ask-again` — the same link again, as a new round ("still waiting"); `hold` — hold it too.
 */
export type FinishedEarly = 'ask-again' | 'hold';

/** Everything the running demo server lends its tools. */
export interface DemoEnvironment {
  answers: AnswerLog;
  signIns: SignInRegistry;
  /** Where the "third-party" sign-in server is reached, e.g. `http://localhost:8788`. */
  signInOrigin: string;
  /** What connect_github answers a retry of a round already held (see {@link FinishedEarly}). */
  finishedEarly: FinishedEarly;
  /** Seals a tool's state into `requestState` (HMAC, short expiry). */
  mintState(payload: SealedState): Promise<string>;
  /** Hears one line per notable event (the CLI prints them). */
  log(line: string): void;
}

/** What goes into `requestState`: always the tool it belongs to, plus the tool's own fields. */
export interface SealedState {
  tool: string;
  [field: string]: unknown;
}

/** One leg of a call, as a tool sees it. */
export interface ToolTurn {
  readonly era: ProtocolEra;
  /** Aborts when the client goes away or cancels. */
  readonly signal: AbortSignal;
  readonly env: DemoEnvironment;
  /** The 2025-11-25 session this leg arrived on, if any. */
  readonly legacy: LegacySession | undefined;
  /** This leg's answer to `key`, or `undefined` when it carries none. Each answer read is logged once. */
  answer(key: string): ElicitAnswer | undefined;
  /** The verified state this leg carries, if any (a state of another tool never gets this far). */
  state<T extends SealedState>(): T | undefined;
  /** Seals `payload` (with this tool's name) for `requestState`. */
  seal(payload: Record<string, unknown>): Promise<string>;
}

/** What a tool's `run` returns: a final result or another round. */
export type ToolOutcome = CallToolResult | InputRequiredResult;

/** A demo tool. */
export interface DemoTool<Args extends z.ZodObject = z.ZodObject> extends DemoToolListing {
  inputSchema: Args;
  run(args: z.infer<Args>, turn: ToolTurn): Promise<ToolOutcome>;
}

/** Declares a tool with its argument types inferred from `inputSchema`. */
export function defineTool<Args extends z.ZodObject>(tool: DemoTool<Args>): DemoTool<Args> {
  return tool;
}

/** The final result of a tool: one readable sentence and the structured outcome. */
export function finish<Structured extends { status: string }>(text: string, structuredContent: Structured, isError = false): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: { ...structuredContent }, ...(isError && { isError: true }) };
}

/** Builds the {@link ToolTurn} of one leg of `tool`. */
export function createTurn(tool: string, ctx: ServerContext, era: ProtocolEra, env: DemoEnvironment, legacy: LegacySession | undefined): ToolTurn {
  const read = new Map<string, ElicitAnswer | undefined>();
  const state = ctx.mcpReq.requestState<SealedState>();
  // Signed by us, but possibly for another tool: a deploy state must not steer connect_github,
  // nor ride along unnoticed on a tool that keeps no state. (The SDK turns this throw into an
  // isError result; forged and expired states never get here, the codec refuses them with -32602.)
  if (state !== undefined && (typeof state !== 'object' || state === null || state.tool !== tool)) {
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid or expired requestState');
  }
  return {
    era,
    signal: ctx.mcpReq.signal,
    env,
    legacy,
    answer(key) {
      if (read.has(key)) return read.get(key);
      const view = inputResponse(ctx.mcpReq.inputResponses, key);
      const answer: ElicitAnswer | undefined =
        view.kind === 'elicit' ? { action: view.action, ...(view.content !== undefined && { content: view.content }) } : undefined;
      read.set(key, answer);
      if (answer !== undefined) env.answers.record({ tool, key, era, ...answer });
      return answer;
    },
    state: <T extends SealedState>() => state as T | undefined,
    seal: (payload) => env.mintState({ ...payload, tool }),
  };
}
