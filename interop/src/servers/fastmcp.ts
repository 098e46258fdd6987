/**
 * TS `fastmcp` 4.20.16 (punkpeye, on the v1 SDK; 2025-11-25 only): tools ask with
 * `execute(args, { elicit })`, given a hand-written JSON schema, `z.toJSONSchema(...)` output, or
 * a URL. The v1 SDK under it checks accepted content against the schema it sent (Ajv).
 */
import { randomUUID } from 'node:crypto';
import { FastMCP } from 'fastmcp';
import { z } from 'zod';
import { freePort } from '@elicit-kit/test-support/listen';
import type { RunningServer } from '@elicit-kit/test-support/listen';
import { ZOD_SHAPES, shapeTool } from '../corpus-shapes.js';
import { PROFILE_SCHEMA, PROFILE_ZOD, SIGN_IN_URL, TOOLS, received } from '../forms.js';

export const FASTMCP_VERSION = '4.20.16';

type ElicitParams = Parameters<Parameters<FastMCP['addTool']>[0]['execute']>[1]['elicit'] extends (params: infer P) => unknown ? P : never;

/** Starts the server on 127.0.0.1 and a port that was free a moment before. */
export async function startFastMcpServer(): Promise<RunningServer> {
  const server = new FastMCP({ name: 'interop-fastmcp', version: '1.0.0' });
  const ask = (name: string, params: () => ElicitParams) =>
    server.addTool({ name, description: name, parameters: z.object({}), execute: async (_args, { elicit }) => received(await elicit(params())) });
  ask(TOOLS.form, () => ({ message: 'Your profile', requestedSchema: PROFILE_SCHEMA }) as ElicitParams);
  ask(TOOLS.typedForm, () => ({ message: 'Your profile', requestedSchema: z.toJSONSchema(PROFILE_ZOD) }) as ElicitParams);
  ask(TOOLS.url, () => ({ mode: 'url', message: 'Sign in', url: SIGN_IN_URL, elicitationId: randomUUID() }));
  for (const [name, shape] of Object.entries(ZOD_SHAPES)) {
    ask(shapeTool(name), () => ({ message: name, requestedSchema: z.toJSONSchema(shape) }) as ElicitParams);
  }
  const port = await freePort();
  await server.start({ transportType: 'httpStream', httpStream: { host: '127.0.0.1', port } });
  return { url: new URL(`http://127.0.0.1:${port}/mcp`), close: () => server.stop() };
}
