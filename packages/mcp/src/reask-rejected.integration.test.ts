/**
 * A server that refuses the answers it was sent (a JSON-RPC error, or an `isError` result) and
 * `reaskOnRejection`: the refused forms come back prefilled with the server's reason, and the
 * same round goes out again — the server's wire log is the witness of what was resent.
 */
import { describe, expect, it } from 'vitest';
import { firstText, modeOf } from '../test-support/sdk-client.js';
import type { BoundClient } from '../test-support/sdk-client.js';
import { VETTING_TOOL } from '@elicit-kit/test-support/sdk-server';
import type { WireMessage } from '@elicit-kit/test-support/sdk-server';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { ServerError, callWithElicitation } from './index.js';

const sdk = useSdkServer();
let bound: BoundClient;

const TOOL = 'strict';
const STATE = 'opaque-state-\u00e9-1';
const FORM = {
  method: 'elicitation/create',
  params: {
    message: 'Your website?',
    requestedSchema: { type: 'object', properties: { site: { type: 'string' }, seats: { type: 'integer' } }, required: ['site'] },
  },
};
const LINK = { method: 'elicitation/create', params: { mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e-1' } };

/**
 * The strict tool, answered below the SDK: one round (a form and a link, with state); a retry
 * whose site is `bad` gets an `isError` result, `mallory` a `-32602`, anything else succeeds.
 */
function strictTool(): void {
  sdk.after(
    sdk.server.answerRaw((message, era) => {
      if (era !== 'modern' || message.method !== 'tools/call' || message.params?.name !== TOOL) return undefined;
      const reply = (body: Record<string, unknown>): Response => Response.json({ jsonrpc: '2.0', id: message.id, ...body });
      const details = message.params.inputResponses?.details as { action?: string; content?: { site?: string } } | undefined;
      if (details === undefined) return reply({ result: { resultType: 'input_required', inputRequests: { details: FORM, login: LINK }, requestState: STATE } });
      if (details.content?.site === 'bad')
        return reply({ result: { resultType: 'complete', isError: true, content: [{ type: 'text', text: 'site: must be a full web address' }] } });
      if (details.content?.site === 'mallory') return reply({ error: { code: -32602, message: 'site: not allowed here' } });
      return reply({ result: { resultType: 'complete', content: [{ type: 'text', text: `saved ${JSON.stringify(details)}` }] } });
    }),
  );
}

function legsSince(from: number): WireMessage[] {
  return sdk.server.wire.slice(from).flatMap((request) => (request.body?.method === 'tools/call' && request.body.params?.name === TOOL ? [request.body] : []));
}

describe('reaskOnRejection (2026-07-28)', () => {
  it('brings a refused form back prefilled with the reason, and resends the same round with the corrected answer', async () => {
    strictTool();
    bound = await sdk.connect('auto');
    const sites = ['bad', 'mallory', 'https://ada.example'];
    const seen: Array<{ key: string | undefined; rejection: string | undefined; draft: unknown }> = [];
    const person = sdk.person(bound.queue, (entry) => {
      if (modeOf(entry) === 'url') return { action: 'accept' };
      seen.push({ key: entry.key, rejection: entry.rejection, draft: bound.queue.getDraft(entry.id) });
      return { action: 'accept', content: { site: sites[seen.length - 1] as string, seats: 2 } };
    });
    const from = sdk.server.wire.length;

    const result = await callWithElicitation(bound.client, 'tools/call', { name: TOOL, arguments: {} }, bound.queue, { reaskOnRejection: 2 });

    expect(firstText(result)).toBe(`saved ${JSON.stringify({ action: 'accept', content: { site: 'https://ada.example', seats: 2 } })}`);
    // Asked three times: first fresh, then with each refusal's words and the refused answer as the draft.
    expect(seen).toEqual([
      { key: 'details', rejection: undefined, draft: undefined },
      { key: 'details', rejection: 'site: must be a full web address', draft: { site: 'bad', seats: 2 } },
      { key: 'details', rejection: 'site: not allowed here', draft: { site: 'mallory', seats: 2 } },
    ]);
    // The link was opened once; its answer went out again unchanged, never a second card.
    expect(person.seen.filter((entry) => modeOf(entry) === 'url')).toHaveLength(1);
    const legs = legsSince(from);
    expect(legs).toHaveLength(4);
    for (const leg of legs.slice(1)) {
      expect(leg.params?.requestState).toBe(STATE);
      expect(Object.keys(leg.params?.inputResponses ?? {})).toEqual(['details', 'login']);
      expect(leg.params?.inputResponses?.login).toEqual({ action: 'accept' });
    }
    expect(legs.map((leg) => (leg.params?.inputResponses?.details as { content?: { site?: string } } | undefined)?.content?.site)).toEqual([
      undefined,
      ...sites,
    ]);
    expect(new Set(legs.map((leg) => leg.id)).size).toBe(4);
  });

  it('ends with the refusal once the re-asks are used up, and by default re-asks nothing', async () => {
    strictTool();
    bound = await sdk.connect('auto');
    const person = sdk.person(bound.queue, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: { site: 'mallory' } }));
    const from = sdk.server.wire.length;

    const error = await callWithElicitation(bound.client, 'tools/call', { name: TOOL, arguments: {} }, bound.queue).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).rpcCode).toBe(-32602);
    expect(person.seen).toHaveLength(2);
    expect(legsSince(from)).toHaveLength(2);
    person.stop();

    const person2 = sdk.person(bound.queue, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: { site: 'bad' } }));
    const refused = await callWithElicitation(bound.client, 'tools/call', { name: TOOL, arguments: {} }, bound.queue, { reaskOnRejection: 1 });
    expect(refused.isError).toBe(true);
    expect(person2.seen.filter((entry) => modeOf(entry) === 'form').map((entry) => entry.rejection)).toEqual([undefined, 'site: must be a full web address']);
  });

  it('sends a decline of the question asked again as the answer, with the same state', async () => {
    strictTool();
    bound = await sdk.connect('auto');
    let forms = 0;
    sdk.person(bound.queue, (entry) => {
      if (modeOf(entry) === 'url') return { action: 'accept' };
      forms += 1;
      return forms === 1 ? { action: 'accept', content: { site: 'bad' } } : { action: 'decline' };
    });
    const from = sdk.server.wire.length;

    const result = await callWithElicitation(bound.client, 'tools/call', { name: TOOL, arguments: {} }, bound.queue, { reaskOnRejection: 3 });

    expect(firstText(result)).toBe(`saved ${JSON.stringify({ action: 'decline' })}`);
    const legs = legsSince(from);
    expect(legs).toHaveLength(3);
    expect(legs[2]?.params?.requestState).toBe(STATE);
  });

  it('refuses a reaskOnRejection that is not a whole number', async () => {
    bound = await sdk.connect('auto');
    await expect(callWithElicitation(bound.client, 'tools/call', { name: TOOL, arguments: {} }, bound.queue, { reaskOnRejection: 1.5 })).rejects.toMatchObject({
      code: 'bind',
    });
  });
});

describe('reaskOnRejection, a real SDK server refusing a site', () => {
  for (const era of ['auto', 'legacy'] as const) {
    it(`${era === 'auto' ? '2026-07-28: resends the round' : '2025-11-25: calls again and prefills the pushed form'} with the corrected answer`, async () => {
      bound = await sdk.connect(era);
      const seen: Array<{ rejection: string | undefined; draft: unknown }> = [];
      sdk.person(bound.queue, (entry) => {
        seen.push({ rejection: entry.rejection, draft: bound.queue.getDraft(entry.id) });
        return { action: 'accept', content: { url: seen.length === 1 ? 'https://' : 'https://ada.example', note: 'kept' } };
      });
      const from = sdk.server.wire.length;

      const result = await callWithElicitation(bound.client, 'tools/call', { name: VETTING_TOOL, arguments: {} }, bound.queue, { reaskOnRejection: 1 });

      expect(firstText(result)).toBe(`saved https://ada.example (${era === 'auto' ? 'modern' : 'legacy'})`);
      expect(seen).toEqual([
        { rejection: undefined, draft: undefined },
        { rejection: 'url: "https://" is not a full web address', draft: { url: 'https://', note: 'kept' } },
      ]);
      const calls = sdk.server.wire.slice(from).filter((request) => request.body?.method === 'tools/call');
      // 2026-07-28: ask, refused retry, corrected retry. 2025-11-25: the refused call, the call again.
      expect(calls).toHaveLength(era === 'auto' ? 3 : 2);
    });
  }
});
