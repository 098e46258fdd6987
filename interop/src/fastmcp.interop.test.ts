/**
 * TS `fastmcp` 4.20.16 (2025-11-25 only), answered through `@elicit-kit/mcp`.
 */
import { InvalidContentError } from '@elicit-kit/mcp';
import { describe, expect, it } from 'vitest';
import { useServer } from '../test-support/fixture.js';
import { callTool } from '../test-support/host.js';
import { PROFILE_SCHEMA, REJECTED_BY_ZOD, REJECTED_ON_WIRE, SIGN_IN_URL, TOOLS, VALID } from './forms.js';
import { startFastMcpServer } from './servers/fastmcp.js';

const fx = useServer(startFastMcpServer);

describe('TS fastmcp 4.20.16 (2025-11-25)', () => {
  it('offers only 2025-11-25: auto negotiation falls back to it', async () => {
    const host = await fx.connect('auto');
    expect(host.client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
  });

  it.each(['accept', 'decline', 'cancel'] as const)('JSON-schema form (%s): the server receives what the person chose', async (action) => {
    const host = await fx.connect('legacy');
    const answer = action === 'accept' ? { action, content: VALID } : { action };

    const outcome = await callTool(host, TOOLS.form, answer);

    expect(outcome.received).toEqual(answer);
    expect(host.raw).toEqual([{ via: 'push', params: { mode: 'form', message: 'Your profile', requestedSchema: PROFILE_SCHEMA } }]);
  });

  it('z.toJSONSchema form: pattern, exclusiveMinimum and a huge maximum go out as written; a valid answer gets through', async () => {
    const host = await fx.connect('legacy');

    const outcome = await callTool(host, TOOLS.typedForm, { action: 'accept', content: VALID });

    expect(outcome.received).toEqual({ action: 'accept', content: VALID });
    const schema = host.raw[0]?.params.requestedSchema as { $schema: string; additionalProperties: boolean; properties: Record<string, unknown> };
    expect(schema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', additionalProperties: false });
    expect(schema.properties.email).toMatchObject({ format: 'email', pattern: expect.any(String) });
    expect(schema.properties.seats).toEqual({ type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Seats' });
  });

  it('z.toJSONSchema form: content that breaks a constraint the SDK client keeps (minLength) never leaves', async () => {
    const host = await fx.connect('legacy');

    const outcome = await callTool(host, TOOLS.typedForm, { action: 'accept', content: REJECTED_ON_WIRE });

    expect(outcome.received).toEqual({ action: 'cancel' });
    expect(host.errors).toEqual([expect.any(InvalidContentError)]);
  });

  // Waits for helper "mcp": the binding still validates what the SDK client left of the schema
  // (no `pattern`, no `exclusiveMinimum`), so this content is sent and the server's Ajv fails the tool.
  it.fails.each(Object.keys(REJECTED_BY_ZOD) as Array<keyof typeof REJECTED_BY_ZOD>)(
    'z.toJSONSchema form: content that breaks %s never leaves; the server gets cancel',
    async (keyword) => {
      const host = await fx.connect('legacy');

      const outcome = await callTool(host, TOOLS.typedForm, { action: 'accept', content: REJECTED_BY_ZOD[keyword] });

      expect(outcome.received).toEqual({ action: 'cancel' });
      expect(host.errors).toEqual([expect.any(InvalidContentError)]);
    },
  );

  it.each(['accept', 'decline', 'cancel'] as const)('URL elicitation (%s): the server receives the action', async (action) => {
    const host = await fx.connect('legacy');

    const outcome = await callTool(host, TOOLS.url, { action });

    expect(outcome.received).toEqual({ action });
    expect(host.raw).toEqual([{ via: 'push', params: { mode: 'url', message: 'Sign in', url: SIGN_IN_URL, elicitationId: expect.any(String) } }]);
  });
});
