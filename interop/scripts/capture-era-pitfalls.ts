/**
 * Records what the Python servers answer when they are asked, on a 2026-07-28 connection, for
 * something they can only do over a 2025-11-25 session (FastMCP's and the Python SDK's
 * `ctx.elicit`, their pushed URL requests), and the Python SDK's `-32042` on 2026-07-28: the
 * `tools/call` request and every JSON-RPC message of its HTTP response, exactly as they crossed
 * the wire. `packages/mcp/src/python-era-pitfalls.integration.test.ts` replays them through the kit
 * in CI, where Python is not installed.
 *
 *   ELICIT_KIT_PYTHON=/path/to/venv/bin/python node --import tsx interop/scripts/capture-era-pitfalls.ts
 *
 * Without `ELICIT_KIT_PYTHON` it says so and leaves the checked-in fixtures alone.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { callTool, connectHost } from '../test-support/host.js';
import { tappingFetch } from '../test-support/raw-elicitations.js';
import type { ResponseInfo } from '../test-support/raw-elicitations.js';
import { pythonInterpreter, pythonPackageVersions, startPythonServer } from '../src/servers/python.js';
import type { PythonFramework } from '../src/servers/python.js';

const OUT = fileURLToPath(new URL('../../packages/mcp/test-support/python-era-pitfalls.json', import.meta.url));

/** One recorded exchange, as the fixture file holds them. */
interface EraPitfall {
  /** Framework and version, and what the tool does. */
  source: string;
  tool: string;
  /** The protocol version the client negotiated (`versionNegotiation: { mode: 'auto' }`). */
  protocolVersion: string;
  /** The `tools/call` request as sent. */
  request: Record<string, unknown>;
  /** The HTTP response to it: status, content type, and its JSON-RPC messages in order. */
  response: ResponseInfo & { messages: unknown[] };
  /** What the kit made of it when it was recorded (the error's name, or `result`). */
  kitOutcome: string;
}

const CASES: Array<{ framework: PythonFramework; tool: string; what: string }> = [
  { framework: 'fastmcp', tool: 'ask_profile', what: 'ctx.elicit(message, response_type=Profile) on a 2026-07-28 connection' },
  { framework: 'fastmcp', tool: 'ask_url', what: 'ctx.session.elicit_url(...) on a 2026-07-28 connection' },
  { framework: 'python-sdk', tool: 'ask_profile', what: 'ctx.elicit(message, Profile) on a 2026-07-28 connection' },
  { framework: 'python-sdk', tool: 'ask_url', what: 'ctx.elicit_url(...) on a 2026-07-28 connection' },
  { framework: 'python-sdk', tool: 'url_required', what: 'raise UrlElicitationRequiredError (-32042) on a 2026-07-28 connection' },
];

type Json = Record<string, unknown>;

/** A `fetch` under the recorder that keeps each JSON-RPC request body it sends, by id. */
function sentBodies(sent: Map<unknown, Json>): typeof fetch {
  return async (input, init) => {
    if (typeof init?.body === 'string') {
      const message = JSON.parse(init.body) as Json;
      if ('id' in message) sent.set(message.id, message);
    }
    return fetch(input, init);
  };
}

async function record(python: string, framework: PythonFramework, tool: string, source: string): Promise<EraPitfall> {
  const server = await startPythonServer(framework, python);
  try {
    const sent = new Map<unknown, Json>();
    const received: Array<{ message: Json; info: ResponseInfo }> = [];
    const fetchWithTap = tappingFetch((message, info) => void received.push({ message: message as Json, info }), sentBodies(sent));
    const host = await connectHost(server.url, 'auto', fetchWithTap);
    try {
      // The person declines whatever is asked (a -32042's URL): the first answer is what is recorded.
      const outcome = await callTool(host, tool, { action: 'decline' }).then(
        () => 'result',
        (error: unknown) => (error as Error).name,
      );
      await fetchWithTap.settled();
      const request = [...sent.values()].find((message) => message.method === 'tools/call');
      if (request === undefined) throw new Error(`${tool}: no tools/call was sent`);
      const answer = received.filter(({ message }) => message.id === request.id);
      return {
        source,
        tool,
        protocolVersion: host.client.getNegotiatedProtocolVersion() ?? 'unknown',
        request,
        response: { ...(answer[0]?.info ?? { status: 0, contentType: '' }), messages: answer.map(({ message }) => message) },
        kitOutcome: outcome,
      };
    } finally {
      await host.client.close();
    }
  } finally {
    await server.close();
  }
}

const python = pythonInterpreter();
if (python === undefined) {
  console.log('skipped: set ELICIT_KIT_PYTHON to a Python with fastmcp and mcp installed (see interop/README.md); the fixtures stay as they are');
  process.exit(0);
}
const versions = pythonPackageVersions(python);
const names: Record<PythonFramework, string> = { fastmcp: `fastmcp@${versions.fastmcp} (Python)`, 'python-sdk': `mcp@${versions.mcp} (Python SDK MCPServer)` };
const pitfalls: EraPitfall[] = [];
for (const { framework, tool, what } of CASES) {
  const pitfall = await record(python, framework, tool, `${names[framework]} ${tool}: ${what}`);
  console.log(
    `${pitfall.source}\n  ${pitfall.protocolVersion}, HTTP ${pitfall.response.status} ${pitfall.response.contentType}: ${JSON.stringify(pitfall.response.messages).slice(0, 240)}\n  kit: ${pitfall.kitOutcome}`,
  );
  pitfalls.push(pitfall);
}
await writeFile(OUT, `${JSON.stringify(pitfalls, null, 2)}\n`);
console.log(`${pitfalls.length} exchanges written to ${OUT}`);
process.exit(0);
