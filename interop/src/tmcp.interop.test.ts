/**
 * tmcp 1.20.0 with its zod and valibot adapters, answered through `@elicit-kit/mcp` on
 * 2026-07-28 (`input_required`, tools marked `replayable`) and on its session protocol, where it
 * stops at 2025-06-18.
 */
import { ServerError } from '@elicit-kit/mcp';
import { describe, expect, it } from 'vitest';
import { useServer } from '../test-support/fixture.js';
import { callTool } from '../test-support/host.js';
import { itNeverSendsWhatTheWireForbids } from '../test-support/shared-cases.js';
import { REJECTED_BY_ZOD, SIGN_IN_URL, TOOLS, VALID } from './forms.js';
import { startTmcpServer } from './servers/tmcp.js';

/** What each adapter puts on the wire for the same form: no `pattern`, no `exclusiveMinimum`. */
const WIRE_SCHEMA = {
  zod: {
    seats: { type: 'integer', description: 'Seats', maximum: Number.MAX_SAFE_INTEGER },
    // `.default()` fields are required too.
    required: ['name', 'email', 'seats', 'plan', 'newsletter'],
  },
  valibot: { seats: { type: 'integer', description: 'Seats' }, required: ['name', 'email', 'seats'] },
} as const;

describe.each(['zod', 'valibot'] as const)('tmcp 1.20.0 + adapter-%s', (adapter) => {
  const fx = useServer(() => startTmcpServer(adapter));

  describe.each([
    { negotiation: 'auto', version: '2026-07-28', via: 'input_required', refusal: -32602 },
    { negotiation: 'legacy', version: '2025-06-18', via: 'push', refusal: -32603 },
  ] as const)('$version', ({ negotiation, version, via, refusal }) => {
    it.each(['accept', 'decline', 'cancel'] as const)('form (%s): the server receives what the person chose', async (action) => {
      const host = await fx.connect(negotiation);
      const answer = action === 'accept' ? { action, content: VALID } : { action };

      const outcome = await callTool(host, TOOLS.typedForm, answer);

      expect(host.client.getNegotiatedProtocolVersion()).toBe(version);
      expect(outcome.received).toEqual(answer);
      expect(host.raw).toEqual([
        {
          via,
          ...(via === 'input_required' && { key: 'profile' }),
          params: {
            message: 'Your profile',
            requestedSchema: {
              $schema: 'http://json-schema.org/draft-07/schema#',
              type: 'object',
              properties: {
                name: { type: 'string', description: 'Your name', minLength: 1 },
                email: { type: 'string', description: 'E-mail', format: 'email' },
                seats: WIRE_SCHEMA[adapter].seats,
                plan: { type: 'string', enum: ['basic', 'pro'], default: 'basic' },
                newsletter: { type: 'boolean', default: false },
              },
              required: WIRE_SCHEMA[adapter].required,
            },
          },
        },
      ]);
    });

    itNeverSendsWhatTheWireForbids(fx, negotiation);

    // The adapters leave these constraints off the wire but validate with them: no client can
    // know, so the server refuses the answer and the call fails with its error.
    it.each(Object.keys(REJECTED_BY_ZOD) as Array<keyof typeof REJECTED_BY_ZOD>)(
      "form: a constraint the adapter keeps off the wire (%s) is only the server's: it refuses the answer",
      async (keyword) => {
        const host = await fx.connect(negotiation);

        const error = await callTool(host, TOOLS.typedForm, { action: 'accept', content: REJECTED_BY_ZOD[keyword] }).catch((caught: unknown) => caught);

        expect(error).toBeInstanceOf(ServerError);
        expect(error).toMatchObject({ rpcCode: refusal, message: expect.stringContaining('Invalid elicitation result') });
        expect(host.errors).toEqual([]);
      },
    );

    it("form through client.callTool: the binding answers the SDK's own loop", async () => {
      const host = await fx.connect(negotiation);

      const outcome = await callTool(host, TOOLS.typedForm, { action: 'accept', content: VALID }, 'client.callTool');

      expect(outcome.received).toEqual({ action: 'accept', content: VALID });
      expect(outcome.seen).toHaveLength(1);
    });

    if (version === '2026-07-28') {
      it.each(['accept', 'decline', 'cancel'] as const)('URL elicitation (%s): the server receives the action', async (action) => {
        const host = await fx.connect(negotiation);

        const outcome = await callTool(host, TOOLS.url, { action });

        expect(outcome.received).toEqual({ action });
        expect(host.raw).toEqual([{ via, key: 'sign-in', params: { mode: 'url', message: 'Sign in', url: SIGN_IN_URL } }]);
      });
    } else {
      it('URL elicitation: sent without elicitationId, which the SDK client refuses before anyone is asked', async () => {
        const host = await fx.connect(negotiation);

        const error = await callTool(host, TOOLS.url, { action: 'accept' }).catch((caught: unknown) => caught);

        expect(host.raw).toEqual([{ via, params: { mode: 'url', message: 'Sign in', url: SIGN_IN_URL } }]);
        expect(error).toBeInstanceOf(ServerError);
        expect(error).toMatchObject({ message: expect.stringContaining('Invalid elicitation request') });
        expect(host.queue.getSnapshot().pending).toEqual([]);
        expect(host.queue.getSnapshot().closed).toEqual([]);
      });
    }
  });
});
