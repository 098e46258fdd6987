/**
 * The v2 TypeScript SDK server 2.4.0 with zod schemas, answered through `@elicit-kit/mcp` on
 * 2026-07-28 and on 2025-11-25 (its legacy shim pushes the same requests).
 */
import { describe, expect, it } from 'vitest';
import { useServer } from '../test-support/fixture.js';
import { callTool } from '../test-support/host.js';
import { itNeverSendsWhatTheWireForbids } from '../test-support/shared-cases.js';
import { PROFILE_SCHEMA, REJECTED_BY_ZOD, SIGN_IN_URL, TOOLS, VALID } from './forms.js';
import { startSdkV2Server } from './servers/sdk-v2.js';

const fx = useServer(startSdkV2Server);

describe.each([
  { negotiation: 'auto', version: '2026-07-28', via: 'input_required' },
  { negotiation: 'legacy', version: '2025-11-25', via: 'push' },
] as const)('v2 SDK server 2.4.0, $version', ({ negotiation, version, via }) => {
  const keyed = (key: string) => (via === 'input_required' ? { key } : {});

  it.each(['accept', 'decline', 'cancel'] as const)('JSON-schema form (%s): the server receives what the person chose', async (action) => {
    const host = await fx.connect(negotiation);
    const answer = action === 'accept' ? { action, content: VALID } : { action };

    const outcome = await callTool(host, TOOLS.form, answer);

    expect(host.client.getNegotiatedProtocolVersion()).toBe(version);
    expect(outcome.received).toEqual(answer);
    // The 2025 shim adds `_meta.progressToken` to what it pushes.
    expect(host.raw).toEqual([
      { via, ...keyed('profile'), params: expect.objectContaining({ mode: 'form', message: 'Your profile', requestedSchema: PROFILE_SCHEMA }) },
    ]);
  });

  it("JSON-schema form through client.callTool: the binding answers the SDK's own loop", async () => {
    const host = await fx.connect(negotiation);

    const outcome = await callTool(host, TOOLS.form, { action: 'accept', content: VALID }, 'client.callTool');

    expect(outcome.received).toEqual({ action: 'accept', content: VALID });
    expect(outcome.seen).toHaveLength(1);
  });

  it('zod form: the SDK drops the e-mail pattern on the wire; a valid answer gets through', async () => {
    const host = await fx.connect(negotiation);

    const outcome = await callTool(host, TOOLS.typedForm, { action: 'accept', content: VALID });

    expect(outcome.received).toEqual({ action: 'accept', content: VALID });
    const schema = host.raw[0]?.params.requestedSchema as { $schema: string; properties: Record<string, unknown> };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.properties.email).toEqual({ type: 'string', format: 'email', description: 'E-mail' });
    expect(schema.properties.seats).toEqual({ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Seats' });
  });

  itNeverSendsWhatTheWireForbids(fx, negotiation);

  it("zod form: the e-mail pattern the SDK kept off the wire is only the server's: its acceptedContent refuses the answer", async () => {
    const host = await fx.connect(negotiation);

    const outcome = await callTool(host, TOOLS.typedForm, { action: 'accept', content: REJECTED_BY_ZOD.pattern });

    expect(outcome.received).toEqual(`rejected: the server's schema rejects ${JSON.stringify(REJECTED_BY_ZOD.pattern)}`);
    expect(host.errors).toEqual([]);
  });

  it('zod .positive(): the SDK refuses to send exclusiveMinimum, so nobody is asked', async () => {
    const host = await fx.connect(negotiation);

    const outcome = await callTool(host, TOOLS.zodSchema, { action: 'accept', content: VALID });

    expect(outcome.received).toEqual(expect.stringContaining('properties.seats.exclusiveMinimum'));
    expect(outcome.seen).toEqual([]);
    expect(host.raw).toEqual([]);
  });

  it.each(['accept', 'decline', 'cancel'] as const)('URL elicitation (%s): the server receives the action', async (action) => {
    const host = await fx.connect(negotiation);

    const outcome = await callTool(host, TOOLS.url, { action });

    expect(outcome.received).toEqual({ action });
    expect(host.raw).toEqual([{ via, ...keyed('sign-in'), params: expect.objectContaining({ mode: 'url', message: 'Sign in', url: SIGN_IN_URL }) }]);
  });
});
