import { describe, expect, it } from 'vitest';
import { readFixture } from '@elicit-kit/test-support/fixtures';
import { elicitationCapability } from './elicitation-capability.js';
import { requestMeta } from './request-meta.js';
import { runWithInput } from './run-with-input.js';
import { scriptedSend } from './scripted-peer.fixtures.js';

interface Captured {
  params: Record<string, unknown>;
}

function request(fixture: string): Captured {
  return readFixture(fixture) as Captured;
}
function resultOf(fixture: string): unknown {
  return (readFixture(fixture) as { result: unknown }).result;
}
function withoutMeta(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([key]) => key !== '_meta'));
}

/** Answers each key as the captured client did on the wire in `retries`, looked up by key. */
function answersFrom(retries: Captured[]): (key: string) => unknown {
  const byKey = new Map<string, unknown>();
  for (const retry of retries) {
    for (const [key, value] of Object.entries(retry.params.inputResponses as Record<string, unknown>)) byKey.set(key, value);
  }
  return (key) => byKey.get(key);
}

/** Legs 1 to `count` of a capture saved as `<folder>/<flow>.<leg>.request.json` and `.response.json`. */
function legs(folder: string, flow: string, count: number): { requests: string[]; responses: string[] } {
  const files = (kind: string) => Array.from({ length: count }, (_, leg) => `${folder}/${flow}.${leg + 1}.${kind}.json`);
  return { requests: files('request'), responses: files('response') };
}

const flows = [
  {
    name: 'SDK 2.4.0 book: one round, a form and a URL key',
    requests: ['mrtr-sdk-2.4.0/book.1.tools-call.request.json', 'mrtr-sdk-2.4.0/book.2.retry.request.json'],
    responses: ['mrtr-sdk-2.4.0/book.1.input_required.response.json', 'mrtr-sdk-2.4.0/book.2.complete.response.json'],
  },
  { name: 'SDK 2.4.0 deploy: three legs, HMAC requestState', ...legs('mrtr-sdk-2.4.0', 'deploy', 3) },
  { name: 'tmcp 1.20.0 book: one round, form without mode and URL', ...legs('tmcp-1.20.0', 'book', 2) },
  { name: 'tmcp 1.20.0 deploy: three legs, JSON requestState', ...legs('tmcp-1.20.0', 'deploy', 3) },
];

describe('runWithInput replays real MRTR captures', () => {
  it.each(flows)('$name', async ({ requests, responses }) => {
    const sent = requests.map(request);
    const [first, ...retries] = sent;
    const { send, calls } = scriptedSend(responses.map(resultOf));
    const answer = answersFrom(retries);
    const fulfilled: string[] = [];
    const result = await runWithInput({
      send,
      method: 'tools/call',
      params: withoutMeta(first!.params),
      fulfil: (key) => {
        fulfilled.push(key);
        return answer(key) as never;
      },
    });

    expect(result).toStrictEqual(resultOf(responses.at(-1)!));
    expect(calls.map((call) => call.method)).toStrictEqual(requests.map(() => 'tools/call'));
    expect(calls.map((call) => call.params)).toStrictEqual(sent.map((captured) => withoutMeta(captured.params)));
    expect(fulfilled).toStrictEqual(retries.flatMap((retry) => Object.keys(retry.params.inputResponses as object)));
  });

  it('with the envelope from requestMeta, every leg equals the capture byte for byte', async () => {
    const sent = flows[1]!.requests.map(request);
    const meta = requestMeta({
      clientInfo: { name: 'peers-client', version: '0.0.1' },
      capabilities: { elicitation: elicitationCapability({ form: true, url: true }) },
    });
    expect(meta).toStrictEqual(sent[0]!.params._meta);
    const { send, calls } = scriptedSend(flows[1]!.responses.map(resultOf));
    const answer = answersFrom(sent.slice(1));
    await runWithInput({ send, method: 'tools/call', params: { ...withoutMeta(sent[0]!.params), _meta: meta }, fulfil: (key) => answer(key) as never });
    expect(calls.map((call) => call.params)).toStrictEqual(sent.map((captured) => captured.params));
    expect(calls[2]!.params.requestState).toBe(
      'v1.eyJwIjp7InN0ZXAiOiJzaWduaW4iLCJlbnYiOiJwcm9kIn0sImV4cCI6MTc5NjA1ODk5NX0.vK3FAM0RY0X_qUgWUgs9vDYn6KzDxW_KKop3oHh-D34',
    );
  });
});
