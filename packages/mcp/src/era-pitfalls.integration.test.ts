/**
 * What real servers do across protocol eras that the spec does not foresee: the Python SDK
 * still answers `-32042` on 2026-07-28 connections, and servers whose elicitation needs a
 * pushed request (Python FastMCP's and the Python SDK's `ctx.elicit`) fail on those
 * connections. The wire answers are written below the SDK test server, as those servers send them.
 */
import { describe, expect, it } from 'vitest';
import { firstText } from '../test-support/sdk-client.js';
import { closedEntry, nextPendingDuring } from '../test-support/queue-waits.js';
import { rawToolError, rawToolResult } from '@elicit-kit/test-support/sdk-server';
import type { RawAnswer } from '@elicit-kit/test-support/sdk-server';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { PushOnlyServerError, ServerError, UrlElicitationRefusedError, callWithElicitation, toElicitationCallError } from './index.js';

const sdk = useSdkServer();

/** `steps` with `count: 0` completes at once ("done after 0"): what the retry after consent reaches. */
const STEPS = { name: 'steps', arguments: { count: 0 } };
const SIGN_IN = { mode: 'url', message: 'Sign in to the calendar', url: 'https://example.com/calendar/sso', elicitationId: 'cal-1' };

/** Answers the first 2026-07-28 `tools/call` of `steps` with `-32042`, then lets the SDK server answer. */
function urlRequiredOnce(): RawAnswer {
  let answered = false;
  const once = rawToolError('steps', 'modern', { code: -32042, message: 'URL elicitation required', data: { elicitations: [SIGN_IN] } });
  return (message, era) => {
    if (answered) return undefined;
    const response = once(message, era);
    if (response !== undefined) answered = true;
    return response;
  };
}

describe('-32042 on a 2026-07-28 connection', () => {
  it('is handled as URL consent, as on 2025-11-25: the person opens it, says done, and the request is sent again', async () => {
    sdk.after(sdk.server.answerRaw(urlRequiredOnce()));
    const bound = await sdk.connect('auto');
    expect(bound.client.getProtocolEra()).toBe('modern');
    const from = sdk.server.wire.length;

    const call = callWithElicitation(bound.client, 'tools/call', STEPS, bound.queue);
    const entry = await nextPendingDuring(bound.queue, call);
    expect(entry).toMatchObject({ key: 'cal-1', params: SIGN_IN });
    bound.queue.respond(entry.id, { action: 'accept' });
    await closedEntry(bound.queue, entry.id);
    // No completion notification can come on this era: the person's "I've finished" resumes the call.
    bound.queue.dismissClosed(entry.id, 'finished');

    expect(firstText(await call)).toBe('done after 0');
    const calls = sdk.toolCallsSince(from);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.id).not.toBe(calls[1]?.id);
    expect(sdk.server.wire.slice(from).filter((request) => request.body?.method === 'tools/call').map((request) => request.headers['mcp-protocol-version'])).toEqual([
      '2026-07-28',
      '2026-07-28',
    ]);
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
  const BACK_CHANNEL = { code: -32600, message: 'Cannot send elicitation/create: no back-channel for server-to-client requests on this connection' };
  const FASTMCP_RESULT = {
    resultType: 'complete',
    content: [{ type: 'text', text: 'Error calling tool steps: elicitation via server-initiated requests is unavailable on 2026-07-28 connections.' }],
    isError: true,
  };

  it('answering -32600 about the back-channel: PushOnlyServerError saying to connect with legacy negotiation', async () => {
    sdk.after(sdk.server.answerRaw(rawToolError('steps', 'modern', BACK_CHANNEL)));
    const bound = await sdk.connect('auto');

    const error = await callWithElicitation(bound.client, 'tools/call', STEPS, bound.queue).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PushOnlyServerError);
    expect(error).toMatchObject({ code: 'push-only-server', rpcCode: -32600 });
    expect((error as Error).message).toContain("versionNegotiation: { mode: 'legacy' }");
    expect(bound.queue.getSnapshot().pending).toEqual([]);
  });

  it('failing the tool with "unavailable on 2026-07-28 connections": PushOnlyServerError with the result', async () => {
    sdk.after(sdk.server.answerRaw(rawToolResult('steps', 'modern', () => FASTMCP_RESULT)));
    const bound = await sdk.connect('auto');

    const error = await callWithElicitation(bound.client, 'tools/call', STEPS, bound.queue).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PushOnlyServerError);
    expect(error).toMatchObject({ rpcCode: undefined, result: { isError: true, content: FASTMCP_RESULT.content } });
  });

  it('maps the SDK error of a plain client.callTool too (toElicitationCallError)', async () => {
    sdk.after(sdk.server.answerRaw(rawToolError('steps', 'modern', BACK_CHANNEL)));
    const bound = await sdk.connect('auto');

    const error = await bound.client.callTool(STEPS).catch((caught: unknown) => caught);

    expect(toElicitationCallError(error)).toBeInstanceOf(PushOnlyServerError);
  });

  it('works when connected as advised: the same tools on 2025-11-25 push their elicitation', async () => {
    sdk.after(sdk.server.answerRaw(rawToolError('echo', 'modern', BACK_CHANNEL)));
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
