/**
 * `tmcp` 1.20.0 (not built on the official SDK) with `@tmcp/transport-http` 0.9.0, once with
 * `@tmcp/adapter-zod` 0.1.7 and once with `@tmcp/adapter-valibot` 0.1.6. It offers 2026-07-28
 * (tools must be `replayable`) and the session protocol up to 2025-06-18, and validates accepted
 * content against its own schema.
 */
import { McpServer } from 'tmcp';
import { ValibotJsonSchemaAdapter } from '@tmcp/adapter-valibot';
import { ZodJsonSchemaAdapter } from '@tmcp/adapter-zod';
import { HttpTransport } from '@tmcp/transport-http';
import * as v from 'valibot';
import { z } from 'zod';
import { listenFetch } from '@elicit-kit/test-support/listen';
import type { RunningServer } from '@elicit-kit/test-support/listen';
import { VALIBOT_SHAPES, ZOD_SHAPES, shapeTool } from '../corpus-shapes.js';
import { PROFILE_ZOD, SIGN_IN_URL, TOOLS, received } from '../forms.js';

export const TMCP_VERSIONS = { tmcp: '1.20.0', zod: '0.1.7', valibot: '0.1.6', http: '0.9.0' } as const;

/** The form in valibot: `v.email()`, `v.gtValue(0)` for a positive count, defaults as `v.optional`. */
export const PROFILE_VALIBOT = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.description('Your name')),
  email: v.pipe(v.string(), v.email(), v.description('E-mail')),
  seats: v.pipe(v.number(), v.integer(), v.gtValue(0), v.description('Seats')),
  plan: v.optional(v.picklist(['basic', 'pro']), 'basic'),
  newsletter: v.optional(v.boolean(), false),
});

/** Which schema library the server's adapter speaks. */
export type TmcpAdapter = 'zod' | 'valibot';

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

/** Starts a tmcp server with `adapter` on 127.0.0.1 and a free port. */
export function startTmcpServer(adapter: TmcpAdapter): Promise<RunningServer> {
  const info = { name: `interop-tmcp-${adapter}`, version: '0.0.0', description: 'interop' };
  const capabilities = { tools: { listChanged: true } };
  // Two branches, not one generic: each adapter's McpServer is typed by its own schema library.
  if (adapter === 'zod') {
    const server = new McpServer(info, { adapter: new ZodJsonSchemaAdapter(), capabilities });
    server.tool({ name: TOOLS.typedForm, description: 'a zod form', replayable: true }, async () =>
      text(received(await server.elicitation('Your profile', PROFILE_ZOD, { key: 'profile' }))),
    );
    server.tool({ name: TOOLS.url, description: 'a URL elicitation', replayable: true }, async () =>
      text(received(await server.elicitation('Sign in', SIGN_IN_URL, { key: 'sign-in' }))),
    );
    server.tool(
      {
        name: TOOLS.withArguments,
        description: 'arguments, then a zod form',
        schema: z.object({ team: z.string().min(1), seats: z.number().int().min(1).max(9) }),
        replayable: true,
      },
      async ({ team, seats }) => text(`${team} (${seats}): ${received(await server.elicitation(`Your profile for ${team}`, PROFILE_ZOD, { key: 'profile' }))}`),
    );
    for (const [name, shape] of Object.entries(ZOD_SHAPES)) {
      server.tool({ name: shapeTool(name), description: name, replayable: true }, async () =>
        text(received(await server.elicitation(name, shape, { key: 'shape' }))),
      );
    }
    return serve(server);
  }
  const server = new McpServer(info, { adapter: new ValibotJsonSchemaAdapter(), capabilities });
  server.tool({ name: TOOLS.typedForm, description: 'a valibot form', replayable: true }, async () =>
    text(received(await server.elicitation('Your profile', PROFILE_VALIBOT, { key: 'profile' }))),
  );
  server.tool({ name: TOOLS.url, description: 'a URL elicitation', replayable: true }, async () =>
    text(received(await server.elicitation('Sign in', SIGN_IN_URL, { key: 'sign-in' }))),
  );
  for (const [name, shape] of Object.entries(VALIBOT_SHAPES)) {
    server.tool({ name: shapeTool(name), description: name, replayable: true }, async () =>
      text(received(await server.elicitation(name, shape, { key: 'shape' }))),
    );
  }
  return serve(server);
}

function serve(server: ConstructorParameters<typeof HttpTransport>[0]): Promise<RunningServer> {
  const transport = new HttpTransport(server, { path: '/mcp' });
  return listenFetch(async (request) => (await transport.respond(request)) ?? new Response('not found', { status: 404 }));
}
