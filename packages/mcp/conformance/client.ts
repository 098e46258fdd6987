/**
 * The client under test of the MCP conformance suite, built the way a host builds on the kit: a
 * real SDK `Client`, `bindElicitation` (pushed 2025-11-25 requests and SDK auto-fulfilment) and
 * `callWithElicitation` (manual MRTR), a real queue, and a responder in place of the person.
 *
 * Launched by the conformance CLI (see runner.ts): the server URL is the last argument, the
 * scenario is `MCP_CONFORMANCE_SCENARIO`. Exits 0 only when the scenario ran without an
 * unexpected error; the suite fails a run whose client exits non-zero.
 */
import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { bindElicitation, callWithElicitation } from '../src/index.js';
import { respondAcceptingDefaults } from './auto-responder.js';

/** Who asks, as this host knows the server: the suite's mock. */
const MOCK_SERVER = { name: 'conformance-mock', title: 'MCP conformance mock server' };

interface Session {
  client: Client;
  queue: ElicitationQueue;
}

/** Anything that went wrong without throwing (refused content, an unanswerable form): fails the run. */
const problems: unknown[] = [];

async function connect(url: URL, negotiation: 'legacy' | 'auto'): Promise<Session> {
  const client = new Client({ name: 'elicit-kit-conformance-client', version: '0.1.0' }, { versionNegotiation: { mode: negotiation } });
  const queue = createElicitationQueue();
  bindElicitation(client, queue, { server: MOCK_SERVER, modes: { form: true, url: true }, onError: (error) => problems.push(error) });
  respondAcceptingDefaults(queue, (problem) => problems.push(problem));
  await client.connect(new StreamableHTTPClientTransport(url));
  return { client, queue };
}

function callTool({ client, queue }: Session, name: string, onRound?: () => void) {
  return callWithElicitation(client, 'tools/call', { name, arguments: {} }, queue, { ...(onRound && { onRound }) });
}

/** Each scenario: how to connect, and what to call. */
const SCENARIOS: Record<string, { negotiation: 'legacy' | 'auto'; run: (session: Session) => Promise<void> }> = {
  // 2025-11-25: the mock pushes a form with defaults; the binding queues it, the responder accepts the defaults.
  'elicitation-sep1034-client-defaults': {
    negotiation: 'legacy',
    run: async (session) => {
      const result = await session.client.callTool({ name: 'test_client_elicitation_defaults', arguments: {} });
      if (result.isError === true) throw new Error(`tool error: ${JSON.stringify(result.content)}`);
    },
  },
  // 2026-07-28 manual MRTR: requestState echoed byte for byte, an unrelated call between the rounds
  // carries none of it, and a result without resultType is complete (no retry, no error).
  'sep-2322-client-request-state': {
    negotiation: 'auto',
    run: async (session) => {
      const unrelated: Promise<unknown>[] = [];
      await callTool(session, 'test_mrtr_echo_state', () => unrelated.push(callTool(session, 'test_mrtr_unrelated')));
      if (unrelated.length === 0) throw new Error('test_mrtr_echo_state asked for no input');
      await Promise.all(unrelated);
      await callTool(session, 'test_mrtr_no_state');
      // Taken as complete with its content kept (plain SDK 2.4.0 throws INVALID_RESULT and loses it).
      const untyped = await callTool(session, 'test_mrtr_no_result_type');
      if (!Array.isArray(untyped['content'])) throw new Error(`no content in ${JSON.stringify(untyped)}`);
    },
  },
  // 2026-07-28 `_meta` envelope: the mock rejects the first request with -32022, the SDK retries.
  'request-metadata': {
    negotiation: 'auto',
    run: async (session) => {
      const { tools } = await session.client.listTools();
      if (tools[0] !== undefined) await callTool(session, tools[0].name);
    },
  },
};

async function main(): Promise<void> {
  const scenarioName = process.env['MCP_CONFORMANCE_SCENARIO'] ?? '';
  const scenario = SCENARIOS[scenarioName];
  if (scenario === undefined) throw new Error(`unknown scenario '${scenarioName}'`);
  const session = await connect(new URL(process.argv.at(-1)!), scenario.negotiation);
  try {
    await scenario.run(session);
  } finally {
    await session.client.close();
  }
  if (problems.length > 0) throw new AggregateError(problems, `${problems.length} elicitation(s) went wrong`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
