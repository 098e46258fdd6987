// TEMPORARY raw-SDK baseline: replaced by @elicit-kit/mcp once bindElicitation/callWithElicitation land.
import { Client, StreamableHTTPClientTransport, isInputRequiredResult } from '@modelcontextprotocol/client';
import { createElicitationQueue } from '@elicit-kit/core';
import { respondAcceptingDefaults } from './auto-responder.js';

const scenario = process.env['MCP_CONFORMANCE_SCENARIO'];
const serverUrl = new URL(process.argv.at(-1)!);
const queue = createElicitationQueue();
const problems: unknown[] = [];
respondAcceptingDefaults(queue, (p) => problems.push(p));

function makeClient(mode: 'legacy' | 'auto'): Client {
  const client = new Client({ name: 'elicit-kit-conformance', version: '0.1.0' }, { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode } });
  client.setRequestHandler('elicitation/create', (request) => queue.enqueue({ server: { name: 'conformance' }, params: request.params }) as never);
  return client;
}

async function manual(client: Client, name: string, between?: () => Promise<void>): Promise<void> {
  let inputResponses: Record<string, unknown> | undefined;
  let requestState: string | undefined;
  for (let round = 0; round < 5; round++) {
    const v = await client.callTool({ name, arguments: {}, ...(inputResponses && { inputResponses }), ...(requestState !== undefined && { requestState }) } as never, { allowInputRequired: true } as never);
    if (!isInputRequiredResult(v)) return;
    const entries = await Promise.all(Object.entries(v.inputRequests ?? {}).map(async ([k, r]) => [k, await queue.enqueue({ server: { name: 'c' }, params: (r as { params: unknown }).params, key: k })] as const));
    inputResponses = Object.fromEntries(entries);
    requestState = v.requestState;
    await between?.();
  }
}

const client = makeClient(scenario === 'elicitation-sep1034-client-defaults' ? 'legacy' : 'auto');
await client.connect(new StreamableHTTPClientTransport(serverUrl));
if (scenario === 'elicitation-sep1034-client-defaults') {
  await client.callTool({ name: 'test_client_elicitation_defaults', arguments: {} });
} else if (scenario === 'sep-2322-client-request-state') {
  await manual(client, 'test_mrtr_echo_state', async () => void (await client.callTool({ name: 'test_mrtr_unrelated', arguments: {} })));
  await manual(client, 'test_mrtr_no_state');
  try {
    await client.callTool({ name: 'test_mrtr_no_result_type', arguments: {} });
  } catch (e) {
    console.log('no_result_type', (e as { code?: string }).code);
  }
} else {
  const tools = (await client.listTools()).tools;
  if (tools[0]) await client.callTool({ name: tools[0].name, arguments: {} });
}
await client.close();
if (problems.length > 0) {
  console.error(problems);
  process.exit(1);
}
process.exit(0);
