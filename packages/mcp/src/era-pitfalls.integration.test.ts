/**
 * What real servers do across protocol eras that the spec does not foresee: the Python SDK
 * still answers `-32042` on 2026-07-28 connections, and servers whose elicitation needs a
 * pushed request (Python FastMCP's and the Python SDK's `ctx.elicit`, their URL requests) fail on
 * those connections. The answers are the ones those servers sent, captured live
 * (`test-support/python-era-pitfalls.json`, from `interop/scripts/capture-era-pitfalls.ts`) and
 * replayed below the SDK test server byte for byte but the request id: CI has no Python.
 */
import { describe, expect, it } from 'vitest';
import { firstText } from '../test-support/sdk-client.js';
import { closedEntry, nextPendingDuring } from '../test-support/queue-waits.js';
import { PYTHON_PITFALLS, pythonPitfall, replayPitfall } from '../test-support/python-pitfalls.js';
import { firstOnly, rawToolError, rawToolResult } from '@elicit-kit/test-support/sdk-server';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { PushOnlyServerError, ServerError, UrlElicitationRefusedError, callWithElicitation, toElicitationCallError } from './index.js';

const sdk = useSdkServer();

/** `steps` with `count: 0` completes at once ("done after 0"): what the retry after consent reaches. */
const STEPS = { name: 'steps', arguments: { count: 0 } };

/** The Python SDK's `-32042` on 2026-07-28, and the URL step it carries. */
const URL_REQUIRED = pythonPitfall('mcp@', 'url_required');
const CONNECT = (URL_REQUIRED.response.messages[0]?.error as { data: { elicitations: Array<{ elicitationId: string }> } }).data.elicitations[0]!;

/** Answers the first 2026-07-28 `tools/call` of `steps` with the captured `-32042`; the retry reaches the SDK server. */
const urlRequiredOnce = () => firstOnly(replayPitfall(URL_REQUIRED, 'steps'));

it('the captures are of 2026-07-28 connections, as the kit negotiates them with versionNegotiation auto', () => {
  expect(PYTHON_PITFALLS.length).toBeGreaterThanOrEqual(5);
  for (const pitfall of PYTHON_PITFALLS) expect(pitfall.protocolVersion).toBe('2026-07-28');
});

describe('-32042 on a 2026-07-28 connection', () => {
  it('is handled as URL consent, as on 2025-11-25: the person opens it, says done, and the request is sent again', async () => {
    sdk.after(sdk.server.answerRaw(urlRequiredOnce()));
    const bound = await sdk.connect('auto');
    expect(bound.client.getProtocolEra()).toBe('modern');
    const from = sdk.server.wire.length;

    const call = callWithElicitation(bound.client, 'tools/call', STEPS, bound.queue);
    const entry = await nextPendingDuring(bound.queue, call);
    expect(entry).toMatchObject({ key: CONNECT.elicitationId, params: CONNECT });
    bound.queue.respond(entry.id, { action: 'accept' });
    await closedEntry(bound.queue, entry.id);
    // No completion notification can come on this era: the person's "I've finished" resumes the call.
    bound.queue.dismissClosed(entry.id, 'finished');

    expect(firstText(await call)).toBe('done after 0');
    const calls = sdk.toolCallsSince(from);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.id).not.toBe(calls[1]?.id);
    expect(
      sdk.server.wire
        .slice(from)
        .filter((request) => request.body?.method === 'tools/call')
        .map((request) => request.headers['mcp-protocol-version']),
    ).toEqual(['2026-07-28', '2026-07-28']);
  });

  it('declined: UrlElicitationRefusedError, and nothing is sent again', async () => {
    sdk.after(sdk.server.answerRaw(urlRequiredOnce()));
    const bound = await sdk.connect('auto');
    const from = sdk.server.wire.length;

    const call = callWithElicitation(bound.client, 'tools/call', STEPS, bound.queue);
    const entry = await nextPendingDuring(bound.queue, call);
    bound.queue.respond(entry.id, { action: 'decline' });

    await expect(call).rejects.toBeInstanceOf(UrlElicitationRefusedError);
    expect(sdk.toolCallsSince(from)).toHaveLength(1);
  });
});

describe('a server that can only elicit by push, on a 2026-07-28 connection', () => {
  const PUSH_ONLY = PYTHON_PITFALLS.filter((pitfall) => pitfall.tool !== 'url_required');
  const BACK_CHANNEL = pythonPitfall('mcp@', 'ask_profile');

  it.each(PUSH_ONLY.map((pitfall) => [pitfall.source, pitfall] as const))(
    '%s: PushOnlyServerError saying to connect with legacy negotiation',
    async (_source, pitfall) => {
      sdk.after(sdk.server.answerRaw(replayPitfall(pitfall)));
      const bound = await sdk.connect('auto');
      const captured = pitfall.response.messages[0]!;

      const error = await callWithElicitation(bound.client, 'tools/call', { name: pitfall.tool, arguments: {} }, bound.queue).catch(
        (caught: unknown) => caught,
      );

      expect(error).toBeInstanceOf(PushOnlyServerError);
      expect((error as Error).message).toContain("versionNegotiation: { mode: 'legacy' }");
      if ('error' in captured) expect(error).toMatchObject({ code: 'push-only-server', rpcCode: (captured.error as { code: number }).code, result: undefined });
      else
        expect(error).toMatchObject({
          code: 'push-only-server',
          rpcCode: undefined,
          result: { isError: true, content: (captured.result as { content: unknown }).content },
        });
      // Nobody was asked.
      expect(bound.queue.getSnapshot().pending).toEqual([]);
    },
  );

  it('maps the SDK error of a plain client.callTool too (toElicitationCallError)', async () => {
    sdk.after(sdk.server.answerRaw(replayPitfall(BACK_CHANNEL, 'steps')));
    const bound = await sdk.connect('auto');

    const error = await bound.client.callTool(STEPS).catch((caught: unknown) => caught);

    expect(toElicitationCallError(error)).toBeInstanceOf(PushOnlyServerError);
  });

  it('works when connected as advised: the same tools on 2025-11-25 push their elicitation', async () => {
    sdk.after(sdk.server.answerRaw(replayPitfall(BACK_CHANNEL, 'echo')));
    const bound = await sdk.connect('legacy');
    sdk.person(bound.queue, () => ({ action: 'accept', content: { name: 'Ada', seats: 1 } }));

    const result = await callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue);

    expect(JSON.parse(firstText(result)).profile).toMatchObject({ action: 'accept', content: { name: 'Ada', seats: 1 } });
  });

  it('leaves other failures alone: an unrelated -32600 stays a ServerError, an unrelated tool error a result', async () => {
    const unrelated = sdk.server.answerRaw(rawToolError('steps', 'modern', { code: -32600, message: 'Invalid request: arguments missing' }));
    const bound = await sdk.connect('auto');
    await expect(callWithElicitation(bound.client, 'tools/call', STEPS, bound.queue)).rejects.toBeInstanceOf(ServerError);
    unrelated();
    const failing = { resultType: 'complete', content: [{ type: 'text', text: 'The calendar is unavailable today.' }], isError: true };
    sdk.after(sdk.server.answerRaw(rawToolResult('steps', 'modern', () => failing)));

    expect(await callWithElicitation(bound.client, 'tools/call', STEPS, bound.queue)).toMatchObject({ isError: true, content: failing.content });
  });
});
