/**
 * One real demo server per test file, driven the way a host drives it: a real SDK 2.4.0 client
 * bound to a real elicitation queue with `@elicit-kit/mcp`, answered through `queue.respond` by
 * a scripted person. The client, person and queue helpers are the mcp package's own test kit.
 */
import type { CompleteResult, PendingElicitation } from '@elicit-kit/core';
import { callWithElicitation } from '@elicit-kit/mcp';
import type { CallWithElicitationOptions } from '@elicit-kit/mcp';
import { useDemoServer as useDemoServerHooks } from '@elicit-kit/test-support/demo-server';
import { actAsPerson, connectBound } from '@elicit-kit/mcp/test-support/sdk-client';
import type { BoundClient, Decision, Person } from '@elicit-kit/mcp/test-support/sdk-client';
import { connectV1Bound } from '@elicit-kit/mcp/test-support/v1-client';
import type { BoundV1Client } from '@elicit-kit/mcp/test-support/v1-client';
import { startDemoServer } from '../server.js';
import type { DemoServer, DemoServerOptions, ReceivedAnswer } from '../server.js';

export { closedEntry, nextPending, nextPendingDuring } from '@elicit-kit/mcp/test-support/queue-waits';
export { connectBound, modeOf } from '@elicit-kit/mcp/test-support/sdk-client';
export type { BoundClient } from '@elicit-kit/mcp/test-support/sdk-client';
export type { BoundV1Client } from '@elicit-kit/mcp/test-support/v1-client';

/** `2026-07-28` (the client negotiates with `auto`) or `2025-11-25` (`legacy`). */
export type ClientEra = 'modern' | 'legacy';

/** What a test file gets from {@link useDemoServer}. */
export interface DemoFixture {
  readonly server: DemoServer;
  /** A client of the given era, bound to a fresh queue; closed after the test. */
  connect(era: ClientEra): Promise<BoundClient>;
  /** A v1 SDK client (`@modelcontextprotocol/sdk`, 2025-11-25 only), bound to a fresh queue; closed after the test. */
  connectV1(): Promise<BoundV1Client>;
  /** A scripted person answering `bound`'s queue; stops after the test. */
  person(bound: BoundClient | BoundV1Client, decide: (entry: PendingElicitation) => Decision): Person;
  /** Calls `tool` through `callWithElicitation`, as a host does. */
  call(bound: BoundClient | BoundV1Client, tool: string, args?: Record<string, unknown>, options?: CallWithElicitationOptions): Promise<CompleteResult>;
  /** `GET /demo/answers`, over HTTP as the e2e suite reads it. */
  fetchAnswers(): Promise<ReceivedAnswer[]>;
}

/** Registers the file's hooks (start, reset between tests, stop) and returns its {@link DemoFixture}. */
export function useDemoServer(options: DemoServerOptions = {}): DemoFixture {
  const demo = useDemoServerHooks(startDemoServer, options);
  const fixture: DemoFixture = {
    get server() {
      return demo.server;
    },
    async connect(era) {
      const bound = await connectBound(new URL(fixture.server.mcpUrl), era === 'modern' ? 'auto' : 'legacy');
      demo.cleanup(() => bound.client.close());
      return bound;
    },
    async connectV1() {
      const bound = await connectV1Bound(new URL(fixture.server.mcpUrl));
      demo.cleanup(() => bound.client.close());
      return bound;
    },
    person(bound, decide) {
      const person = actAsPerson(bound.queue, decide);
      demo.cleanup(person.stop);
      return person;
    },
    call: (bound, tool, args = {}, callOptions) => callWithElicitation(bound.client, 'tools/call', { name: tool, arguments: args }, bound.queue, callOptions),
    async fetchAnswers() {
      const response = await fetch(new URL('/demo/answers', fixture.server.mcpUrl));
      return (await response.json()) as ReceivedAnswer[];
    },
  };
  return fixture;
}

/**
 * One leg of a `tools/call` in manual mode, sent as given (`inputResponses`, `requestState` and
 * all), as a hand-written or hostile client would: what the kit never lets a caller do.
 */
export function sendLeg(
  bound: BoundClient,
  params: { name: string; arguments?: Record<string, unknown>; inputResponses?: Record<string, unknown>; requestState?: string },
) {
  return bound.client.callTool(params as Parameters<BoundClient['client']['callTool']>[0], { allowInputRequired: true });
}

/** The text of a result's first content block. */
export function textOf(result: object): string {
  const content = (result as { content?: Array<{ type: string; text?: string }> }).content;
  return content?.[0]?.text ?? '';
}
