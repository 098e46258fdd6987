/**
 * The v1 TypeScript SDK 1.32.2 server (2025-11-25 only), answered through `@elicit-kit/mcp`.
 */
import { InvalidContentError, UrlElicitationRefusedError, callWithElicitation } from '@elicit-kit/mcp';
import type { PendingElicitation } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { actAsPerson } from '../../packages/mcp/test-support/sdk-client.js';
import { useServer } from '../test-support/fixture.js';
import { callTool } from '../test-support/host.js';
import { PROFILE_SCHEMA, REJECTED_BY_ZOD, SIGN_IN_URL, TOOLS, VALID } from './forms.js';
import { startSdkV1Server } from './servers/sdk-v1.js';

const fx = useServer(startSdkV1Server);

describe('v1 SDK server 1.32.2 (2025-11-25)', () => {
  it('offers only 2025-11-25: auto negotiation falls back to it', async () => {
    const host = await fx.connect('auto');
    expect(host.client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
  });

  it.each(['accept', 'decline', 'cancel'] as const)('form (%s): the server receives what the person chose', async (action) => {
    const host = await fx.connect('legacy');
    const answer = action === 'accept' ? { action, content: VALID } : { action };

    const outcome = await callTool(host, TOOLS.form, answer);

    expect(outcome.received).toEqual(answer);
    expect(host.raw).toEqual([{ via: 'push', params: { mode: 'form', message: 'Your profile', requestedSchema: PROFILE_SCHEMA } }]);
  });

  it('z.toJSONSchema form: emits pattern, exclusiveMinimum and a huge maximum, and a valid answer gets through', async () => {
    const host = await fx.connect('legacy');

    const outcome = await callTool(host, TOOLS.typedForm, { action: 'accept', content: VALID });

    expect(outcome.received).toEqual({ action: 'accept', content: VALID });
    const schema = host.raw[0]?.params.requestedSchema as { $schema: string; properties: Record<string, unknown> };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.properties.email).toMatchObject({ format: 'email', pattern: expect.any(String) });
    expect(schema.properties.seats).toEqual({ type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Seats' });
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

  it.each(['accept', 'decline', 'cancel'] as const)('URL elicitation (%s): the server receives the action, with an elicitationId', async (action) => {
    const host = await fx.connect('legacy');

    const outcome = await callTool(host, TOOLS.url, { action });

    expect(outcome.received).toEqual({ action });
    expect(host.raw[0]?.params).toMatchObject({ mode: 'url', url: SIGN_IN_URL, elicitationId: expect.any(String) });
  });

  it('-32042: consent, the browser opens the page, the server notifies completion, the retry succeeds', async () => {
    const host = await fx.connect('legacy');
    const visits: Array<Promise<Response>> = [];
    const openAndAccept = (entry: PendingElicitation) => {
      visits.push(fetch((entry.params as { url: string }).url)); // the person's browser opens the page
      return { action: 'accept' as const };
    };

    const outcome = await callTool(host, TOOLS.urlRequired, openAndAccept);

    expect(outcome.received).toEqual({ action: 'accept', content: { signedIn: true } });
    expect((await Promise.all(visits)).map((response) => response.status)).toEqual([200]);
    expect(host.raw.map((request) => request.via)).toEqual(['-32042']);
  });

  it.each(['decline', 'cancel'] as const)('-32042 refused (%s): the call rejects with UrlElicitationRefusedError', async (action) => {
    const host = await fx.connect('legacy');
    const person = actAsPerson(host.queue, () => ({ action }));

    const call = callWithElicitation(host.client, 'tools/call', { name: TOOLS.urlRequired, arguments: {} }, host.queue);

    await expect(call).rejects.toBeInstanceOf(UrlElicitationRefusedError);
    await expect(call).rejects.toMatchObject({ action });
    person.stop();
  });
});
