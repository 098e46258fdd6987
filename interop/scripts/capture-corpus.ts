/**
 * Regenerates the corpus of real elicitation requests in `packages/core/src/test-support/corpus/`:
 * starts each npm server framework in process, calls every tool that elicits through a bound
 * SDK client (the person declines, or cancels a URL), and writes each form request's
 * `elicitation/create` params exactly as they crossed the wire (read from the HTTP bodies before
 * any SDK parses them). The same params seen in both eras are kept once, with both eras in the
 * note. URL requests carry no schema; the interop tests cover them, so they are only counted here.
 *
 *   node --import tsx interop/scripts/capture-corpus.ts [framework ...]   (from the repository root)
 *
 * With framework names (the corpus files' names, e.g. `python-fastmcp`), only those are captured.
 * The Python servers (`interop/python/`: Python FastMCP, the Python SDK) run only when
 * `ELICIT_KIT_PYTHON` names an interpreter that has `fastmcp` and `mcp` installed; without it
 * they are skipped with a message, and their checked-in captures stay as they are.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { connectHost, callTool } from '../test-support/host.js';
import type { Negotiation } from '../test-support/host.js';
import type { RunningServer } from '@elicit-kit/test-support/listen';
import type { RawElicitation } from '../test-support/raw-elicitations.js';
import { VALIBOT_SHAPES, ZOD_SHAPES, shapeTool } from '../src/corpus-shapes.js';
import { TOOLS } from '../src/forms.js';
import { FASTMCP_VERSION, startFastMcpServer } from '../src/servers/fastmcp.js';
import { MCP_USE_VERSION, startMcpUseServer } from '../src/servers/mcp-use.js';
import { SDK_V1_VERSION, startSdkV1Server } from '../src/servers/sdk-v1.js';
import { SDK_V2_VERSION, startSdkV2Server } from '../src/servers/sdk-v2.js';
import { TMCP_VERSIONS, startTmcpServer } from '../src/servers/tmcp.js';
import { pythonInterpreter, pythonPackageVersions, startPythonServer } from '../src/servers/python.js';

const OUT = fileURLToPath(new URL('../../packages/core/src/test-support/corpus/', import.meta.url));

/** One corpus entry, as the corpus files hold them. */
interface CorpusEntry {
  source: string;
  note: string;
  params: Record<string, unknown>;
}

/** One server to capture: how to start it, which eras, which tools and how each asks. */
interface Capture {
  source: string;
  start: () => Promise<RunningServer>;
  negotiations: Negotiation[];
  /** Tool name → how the tool asks, in the framework's words; `'listed'`: every tool the server lists, described by its description. */
  tools: Record<string, string> | 'listed';
}

const zodShapeTools = (how: (name: string) => string) => Object.fromEntries(Object.keys(ZOD_SHAPES).map((name) => [shapeTool(name), how(name)]));
const valibotShapeTools = (how: (name: string) => string) => Object.fromEntries(Object.keys(VALIBOT_SHAPES).map((name) => [shapeTool(name), how(name)]));

const CAPTURES: Record<string, Capture[]> = {
  fastmcp: [
    {
      source: `fastmcp@${FASTMCP_VERSION}`,
      start: startFastMcpServer,
      negotiations: ['legacy'],
      tools: {
        [TOOLS.form]: 'execute(args, { elicit }) with a hand-written JSON schema',
        [TOOLS.typedForm]: 'execute(args, { elicit }) with z.toJSONSchema(profile: z.email(), .int().positive(), .default())',
        ...zodShapeTools((name) => `execute(args, { elicit }) with z.toJSONSchema(${name} shape)`),
        [TOOLS.url]: "execute(args, { elicit }) with { mode: 'url', elicitationId }",
      },
    },
  ],
  'mcp-use': [
    {
      source: `mcp-use@${MCP_USE_VERSION}`,
      start: startMcpUseServer,
      negotiations: ['auto'],
      tools: {
        [TOOLS.form]: 'inputRequired.elicit({ requestedSchema: hand-written JSON schema })',
        [TOOLS.typedForm]: 'inputRequired.elicit({ requestedSchema: z.toJSONSchema(profile) without $schema })',
        ...zodShapeTools((name) => `inputRequired.elicit({ requestedSchema: zod ${name} shape })`),
        [TOOLS.url]: 'inputRequired.elicitUrl({ message, url })',
      },
    },
  ],
  tmcp: (['zod', 'valibot'] as const).map((adapter) => ({
    source: `tmcp@${TMCP_VERSIONS.tmcp} @tmcp/adapter-${adapter}@${TMCP_VERSIONS[adapter]}`,
    start: () => startTmcpServer(adapter),
    negotiations: ['auto', 'legacy'] as Negotiation[],
    tools: {
      [TOOLS.typedForm]: `server.elicitation(message, ${adapter} profile schema)`,
      ...(adapter === 'zod' ? zodShapeTools : valibotShapeTools)((name) => `server.elicitation(message, ${adapter} ${name} shape)`),
      [TOOLS.url]: 'server.elicitation(message, url)',
    },
  })),
  'typescript-sdk-v1': [
    {
      source: `@modelcontextprotocol/sdk@${SDK_V1_VERSION}`,
      start: startSdkV1Server,
      negotiations: ['legacy'],
      tools: {
        [TOOLS.form]: 'server.server.elicitInput({ mode: "form", requestedSchema: hand-written JSON schema })',
        [TOOLS.typedForm]: 'server.server.elicitInput({ requestedSchema: z.toJSONSchema(profile) })',
        ...zodShapeTools((name) => `server.server.elicitInput({ requestedSchema: z.toJSONSchema(${name} shape) })`),
        [TOOLS.url]: 'server.server.elicitInput({ mode: "url", elicitationId })',
        [TOOLS.urlRequired]: 'throw new UrlElicitationRequiredError([...]) (-32042)',
      },
    },
  ],
  'typescript-sdk-v2': [
    {
      source: `@modelcontextprotocol/server@${SDK_V2_VERSION}`,
      start: startSdkV2Server,
      negotiations: ['auto', 'legacy'],
      tools: {
        [TOOLS.form]: 'inputRequired.elicit({ requestedSchema: hand-written JSON schema })',
        [TOOLS.typedForm]: 'inputRequired.elicit({ requestedSchema: zod profile with .int().min(1) })',
        [TOOLS.zodSchema]: 'inputRequired.elicit({ requestedSchema: zod profile with .positive() })',
        ...zodShapeTools((name) => `inputRequired.elicit({ requestedSchema: zod ${name} shape })`),
        [TOOLS.url]: 'inputRequired.elicitUrl({ message, url })',
      },
    },
  ],
};

/** The Python servers, when an interpreter is given: both eras, each tool describing how it asks. */
function pythonCaptures(): Record<string, Capture[]> {
  const python = pythonInterpreter();
  if (python === undefined) {
    console.log('python-fastmcp, python-sdk: skipped (set ELICIT_KIT_PYTHON to a Python with fastmcp and mcp installed; see interop/README.md)');
    return {};
  }
  const versions = pythonPackageVersions(python);
  const server = (framework: 'fastmcp' | 'python-sdk', source: string): Capture[] => [
    { source, start: () => startPythonServer(framework, python), negotiations: ['legacy', 'auto'], tools: 'listed' },
  ];
  return {
    'python-fastmcp': server('fastmcp', `fastmcp@${versions.fastmcp} (Python)`),
    'python-sdk': server('python-sdk', `mcp@${versions.mcp} (Python SDK MCPServer)`),
  };
}

const ERA_NOTES: Record<RawElicitation['via'], string> = {
  input_required: '2026-07-28, in an input_required result',
  push: 'pushed over a session (2025-11-25 or older)',
  '-32042': 'in a -32042 error',
};

async function capture({ source, start, negotiations, tools }: Capture): Promise<{ entries: CorpusEntry[]; refused: string[]; urls: number }> {
  const server = await start();
  const entries: CorpusEntry[] = [];
  let urls = 0;
  const refused: string[] = [];
  try {
    for (const negotiation of negotiations) {
      const host = await connectHost(server.url, negotiation);
      const version = host.client.getNegotiatedProtocolVersion();
      try {
        const asked =
          tools === 'listed'
            ? Object.fromEntries((await host.client.listTools()).tools.map((tool) => [tool.name, `${tool.name}: ${tool.description ?? ''}`]))
            : tools;
        for (const [tool, how] of Object.entries(asked)) {
          const from = host.raw.length;
          const outcome = await callTool(host, tool, (entry) =>
            (entry.params as { mode?: string }).mode === 'url' ? { action: 'cancel' } : { action: 'decline' },
          ).catch((error: unknown) => ({ received: String(error) }));
          const sent = host.raw.slice(from);
          if (sent.length === 0) refused.push(`${source} ${how} on ${version}: nothing sent (${JSON.stringify(outcome.received).slice(0, 160)})`);
          for (const request of sent) {
            if (request.params.requestedSchema === undefined) {
              urls += 1;
              continue;
            }
            const era = `${ERA_NOTES[request.via]}; negotiated ${version}`;
            const same = entries.find((entry) => entry.source === `${source} ${how}` && JSON.stringify(entry.params) === JSON.stringify(request.params));
            if (same === undefined) entries.push({ source: `${source} ${how}`, note: era, params: request.params });
            else same.note += `; also ${era}`;
          }
        }
      } finally {
        await host.client.close();
      }
    }
  } finally {
    await server.close();
  }
  return { entries, refused, urls };
}

const only = process.argv.slice(2);
const chosen = Object.entries({ ...CAPTURES, ...pythonCaptures() }).filter(([framework]) => only.length === 0 || only.includes(framework));
await mkdir(OUT, { recursive: true });
for (const [framework, captures] of chosen) {
  const entries: CorpusEntry[] = [];
  let urls = 0;
  for (const one of captures) {
    const result = await capture(one);
    entries.push(...result.entries);
    urls += result.urls;
    for (const line of result.refused) console.log(`  refused: ${line}`);
  }
  await writeFile(`${OUT}${framework}.json`, `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`${framework}: ${entries.length} form requests written, ${urls} URL requests seen`);
}
process.exit(0); // some frameworks keep timers alive after stop()
