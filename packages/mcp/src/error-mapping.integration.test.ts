/**
 * Every way a call can fail against a real server reaches the caller as a typed
 * `ElicitationCallError` with what a host needs to say something useful: never a raw SdkError.
 */
import { describe, expect, it } from 'vitest';
import { connectBound } from '../test-support/sdk-client.js';
import type { BoundClient } from '../test-support/sdk-client.js';
import { rawToolError, startSdkServer } from '@elicit-kit/test-support/sdk-server';
import type { Era } from '@elicit-kit/test-support/sdk-server';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { CapabilityMissingError, ElicitationCallError, ServerError, TransportError, callWithElicitation } from './index.js';

const sdk = useSdkServer();

let bound: BoundClient;

const TOOL = 'failing';
const ERAS: Array<['auto' | 'legacy', Era]> = [
  ['auto', 'modern'],
  ['legacy', 'legacy'],
];

function failure(options: Parameters<typeof callWithElicitation>[4] = {}, name = TOOL): Promise<unknown> {
  return callWithElicitation(bound.client, 'tools/call', { name, arguments: {} }, bound.queue, options).then(
    (result) => Promise.reject(new Error(`completed: ${JSON.stringify(result)}`)),
    (error: unknown) => error,
  );
}

/** Answers {@link TOOL} with an HTTP response of its own. */
function answerHttp(era: Era, response: () => Response): void {
  sdk.after(
    sdk.server.answerRaw((message, sentIn) => (sentIn === era && message.method === 'tools/call' && message.params?.name === TOOL ? response() : undefined)),
  );
}

describe.each(ERAS)('errors (%s)', (negotiation, era) => {
  it('a JSON-RPC error with data: ServerError with its code, message and data', async () => {
    sdk.after(sdk.server.answerRaw(rawToolError(TOOL, era, { code: -32603, message: 'Database on fire', data: { retryAfter: 30 } })));
    bound = await sdk.connect(negotiation);

    const error = await failure();

    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ code: 'server-error', rpcCode: -32603, data: { retryAfter: 30 } });
    expect((error as Error).message).toMatch(/Database on fire/);
  });

  it('-32022: VersionMismatchError with the versions the server supports', async () => {
    sdk.after(sdk.server.answerRaw(rawToolError(TOOL, era, { code: -32022, message: 'Unsupported protocol version', data: { supported: ['2099-01-01'] } })));
    bound = await sdk.connect(negotiation);

    await expect(failure()).resolves.toMatchObject({ code: 'version-mismatch', supported: ['2099-01-01'] });
  });

  it.each([500, 404])('HTTP %i: TransportError (http) with the status', async (status) => {
    answerHttp(era, () => new Response('nope', { status }));
    bound = await sdk.connect(negotiation);

    const error = await failure();

    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ failure: 'http', status });
  });

  it('a leg that never answers: TransportError (timeout) after requestOptions.timeout', async () => {
    answerHttp(era, () => new Response(new ReadableStream(), { headers: { 'content-type': 'application/json' } }));
    bound = await sdk.connect(negotiation);

    await expect(failure({ requestOptions: { timeout: 50 } })).resolves.toMatchObject({ code: 'transport', failure: 'timeout' });
  });

  it('the server gone: TransportError (network or closed), nothing raw', async () => {
    const doomed = await startSdkServer();
    bound = await connectBound(doomed.url, negotiation);
    await doomed.close();

    const error = await failure({}, 'echo');

    expect(error).toBeInstanceOf(ElicitationCallError);
    expect(error).toMatchObject({ code: 'transport' });
    expect(['network', 'closed', 'http']).toContain((error as TransportError).failure);
  });
});

describe('-32021 (2026-07-28)', () => {
  it('names the key and method the server could not ask for', async () => {
    bound = await sdk.connect('auto', { modes: { form: true } });

    const error = await failure({}, 'book');

    expect(error).toBeInstanceOf(CapabilityMissingError);
    expect(error).toMatchObject({ key: 'auth', method: 'elicitation/create' });
    expect((error as Error).message).toMatch(/'auth'/);
  });
});
