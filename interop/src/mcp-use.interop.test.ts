/**
 * `mcp-use` 2.5.2, answered through `@elicit-kit/mcp` on 2026-07-28 (`input_required`).
 */
import { ForgetfulServerError } from '@elicit-kit/mcp';
import { describe, expect, it } from 'vitest';
import { useServer } from '../test-support/fixture.js';
import { callTool } from '../test-support/host.js';
import { itHoldsAnswersToZodJsonSchema } from '../test-support/shared-cases.js';
import { PROFILE_SCHEMA, SIGN_IN_URL, TOOLS, VALID } from './forms.js';
import { startMcpUseServer } from './servers/mcp-use.js';

const fx = useServer(startMcpUseServer);

describe('mcp-use 2.5.2, 2026-07-28', () => {
  it.each(['accept', 'decline', 'cancel'] as const)('JSON-schema form (%s): the server receives what the person chose', async (action) => {
    const host = await fx.connect('auto');
    const answer = action === 'accept' ? { action, content: VALID } : { action };

    const outcome = await callTool(host, TOOLS.form, answer);

    expect(host.client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect(outcome.received).toEqual(answer);
    expect(host.raw).toEqual([{ via: 'input_required', key: 'profile', params: { mode: 'form', message: 'Your profile', requestedSchema: PROFILE_SCHEMA } }]);
  });

  // This round reaches the binding raw, `pattern` and `exclusiveMinimum` included: a valid
  // answer gets through (the binding loads the pattern engine before its re-check), and
  // answers that break either keyword never leave.
  itHoldsAnswersToZodJsonSchema(fx, 'auto');

  it('a zod schema with z.email() or .positive(): the SDK refuses it before sending, so nobody is asked', async () => {
    const host = await fx.connect('auto');

    const outcome = await callTool(host, TOOLS.zodSchema, { action: 'accept', content: VALID });

    expect(outcome.received).toEqual(expect.stringContaining('unsupported JSON Schema constraint(s)'));
    expect(outcome.received).toEqual(expect.stringContaining('properties.email.pattern, properties.seats.exclusiveMinimum'));
    expect(outcome.seen).toEqual([]);
    expect(host.raw).toEqual([]);
  });

  it("JSON-schema form through client.callTool: the binding answers the SDK's own loop", async () => {
    const host = await fx.connect('auto');

    const outcome = await callTool(host, TOOLS.form, { action: 'accept', content: VALID }, 'client.callTool');

    expect(outcome.received).toEqual({ action: 'accept', content: VALID });
    expect(outcome.seen).toHaveLength(1);
  });

  it.each(['accept', 'decline', 'cancel'] as const)('URL elicitation (%s): the server receives the action', async (action) => {
    const host = await fx.connect('auto');

    const outcome = await callTool(host, TOOLS.url, { action });

    expect(outcome.received).toEqual({ action });
    expect(host.raw).toEqual([{ via: 'input_required', key: 'sign-in', params: { mode: 'url', message: 'Sign in', url: SIGN_IN_URL } }]);
  });
});

describe('mcp-use 2.5.2, 2025-11-25', () => {
  it('negotiates the session protocol but, serving each request alone, forgets the capability: a ForgetfulServerError, nobody is asked', async () => {
    const host = await fx.connect('legacy');

    const call = callTool(host, TOOLS.form, { action: 'accept', content: VALID });

    // The tool's own isError text is carried in the typed error, which says to connect on 2026-07-28.
    await expect(call).rejects.toBeInstanceOf(ForgetfulServerError);
    await expect(call).rejects.toThrow(/per-request legacy serving cannot receive server-to-client requests[\s\S]*2026-07-28/);
    expect(host.client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    expect(host.raw).toEqual([]);
  });
});
