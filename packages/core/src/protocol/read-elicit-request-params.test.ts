import { describe, expect, it } from 'vitest';
import { readFixture } from '@elicit-kit/test-support/fixtures';
import { isElicitFormParams, isElicitRequest, isElicitRequestParams, isElicitUrlParams, readElicitRequestParams } from './read-elicit-request-params.js';

const schema = { type: 'object', properties: {} };

/** `fixture.params`, read as the untrusted value it is. */
function paramsOf(fixture: unknown): unknown {
  return (fixture as { params: unknown }).params;
}

function inputRequestsOf(fixture: string): Record<string, { params: unknown }> {
  return (readFixture(fixture) as { result: { inputRequests: Record<string, { params: unknown }> } }).result.inputRequests;
}

describe('readElicitRequestParams', () => {
  it.each([
    ['a string', 'hello', { ok: false, problem: 'not-an-object' }],
    ['null', null, { ok: false, problem: 'not-an-object' }],
    ['an array', [{ message: 'm', requestedSchema: schema }], { ok: false, problem: 'not-an-object' }],
    ['an unknown mode', { mode: 'wallet', message: 'Pay', url: 'https://x' }, { ok: false, problem: 'unknown-mode', mode: 'wallet', message: 'Pay' }],
    ['a numeric mode', { mode: 2, message: 'm' }, { ok: false, problem: 'unknown-mode', mode: 2, message: 'm' }],
    ['a null mode', { mode: null, message: 'm', requestedSchema: schema }, { ok: false, problem: 'unknown-mode', mode: null, message: 'm' }],
    ['an upper-case mode', { mode: 'URL', message: 'm', url: 'https://x' }, { ok: false, problem: 'unknown-mode', mode: 'URL', message: 'm' }],
    ['no message', { requestedSchema: schema }, { ok: false, problem: 'missing-message' }],
    ['a numeric message', { mode: 'url', message: 3, url: 'https://x' }, { ok: false, problem: 'missing-message', mode: 'url' }],
    ['form without schema', { message: 'm' }, { ok: false, problem: 'missing-schema', message: 'm' }],
    ['form with an array schema', { mode: 'form', message: 'm', requestedSchema: [] }, { ok: false, problem: 'missing-schema', mode: 'form', message: 'm' }],
    ['form with a string schema', { message: 'm', requestedSchema: '{}' }, { ok: false, problem: 'missing-schema', message: 'm' }],
    ['url without url', { mode: 'url', message: 'm' }, { ok: false, problem: 'missing-url', mode: 'url', message: 'm' }],
    ['url with an object url', { mode: 'url', message: 'm', url: { href: 'https://x' } }, { ok: false, problem: 'missing-url', mode: 'url', message: 'm' }],
    [
      'url with a numeric elicitationId',
      { mode: 'url', message: 'm', url: 'https://x', elicitationId: 7 },
      { ok: false, problem: 'invalid-elicitation-id', mode: 'url', message: 'm' },
    ],
    ['a string _meta', { message: 'm', requestedSchema: schema, _meta: 'x' }, { ok: false, problem: 'invalid-meta', message: 'm' }],
    ['a null task', { message: 'm', requestedSchema: schema, task: null }, { ok: false, problem: 'invalid-task', message: 'm' }],
  ])('%s', (_name, input, expected) => {
    expect(readElicitRequestParams(input)).toStrictEqual(expected);
  });

  it('treats a missing mode as form and returns the params object itself (C7)', () => {
    const params = { message: 'Who?', requestedSchema: schema };
    const reading = readElicitRequestParams(params);
    expect(reading).toStrictEqual({ ok: true, mode: 'form', params });
    expect(reading.ok && reading.params).toBe(params);
  });

  it('reads an explicit form and a url request', () => {
    const form = { mode: 'form', message: 'm', requestedSchema: schema };
    const url = { mode: 'url', message: 'm', url: 'not even a url' };
    expect(readElicitRequestParams(form)).toStrictEqual({ ok: true, mode: 'form', params: form });
    expect(readElicitRequestParams(url)).toStrictEqual({ ok: true, mode: 'url', params: url });
  });

  it('does not read the schema grammar or a url-mode requestedSchema', () => {
    const odd = { message: 'm', requestedSchema: { type: 'array' } };
    expect(readElicitRequestParams(odd).ok).toBe(true);
    const urlWithSchema = { mode: 'url', message: 'm', url: 'https://x', requestedSchema: 5 };
    expect(readElicitRequestParams(urlWithSchema).ok).toBe(true);
  });

  it('reads keys parsed from JSON named __proto__ as data without consulting the prototype', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"message": "inherited?"}, "requestedSchema": {}}');
    expect(readElicitRequestParams(parsed)).toStrictEqual({ ok: false, problem: 'missing-message' });
    const inherited = Object.create({ message: 'from prototype', requestedSchema: schema }) as unknown;
    expect(readElicitRequestParams(inherited)).toStrictEqual({ ok: false, problem: 'missing-message' });
  });

  it('never calls a getter', () => {
    let called = 0;
    const params = {
      requestedSchema: schema,
      get message() {
        called += 1;
        return 'm';
      },
    };
    expect(readElicitRequestParams(params)).toStrictEqual({ ok: false, problem: 'missing-message' });
    expect(called).toBe(0);
  });
});

describe('guards on real captures', () => {
  it('server-everything 2025-11-25 pushes: form without mode, url with elicitationId, task and _meta extras', () => {
    const form = readFixture('trigger-elicitation-request.json');
    const url = readFixture('trigger-url-elicitation.json');
    const task = readFixture('trigger-elicitation-request-async.json');
    const research = readFixture('simulate-research-query.json');
    for (const request of [form, task, research]) {
      expect(isElicitRequest(request)).toBe(true);
      expect(isElicitFormParams(paramsOf(request))).toBe(true);
      expect(isElicitUrlParams(paramsOf(request))).toBe(false);
    }
    expect(isElicitRequest(url)).toBe(true);
    expect(readElicitRequestParams(paramsOf(url))).toMatchObject({
      ok: true,
      mode: 'url',
      params: { url: 'https://example.com/connect', elicitationId: 'f13929e3-2b9f-43b6-9daf-c5429915c01b' },
    });
  });

  it('the -32042 error carries url params in data.elicitations', () => {
    const error = readFixture('trigger-url-elicitation.errorPath.json') as { error: { data: { elicitations: unknown[] } } };
    expect(error.error.data.elicitations.map(isElicitUrlParams)).toStrictEqual([true]);
    expect(isElicitRequest(error)).toBe(false);
  });

  it('the SDK legacy shim pushes two requests then a result', () => {
    const stream = readFixture('mrtr-sdk-2.4.0/deploy.legacy-2025-11-25.sse-stream.json') as unknown[];
    expect(stream.map(isElicitRequest)).toStrictEqual([true, true, false]);
    expect(stream.map((message) => readElicitRequestParams(paramsOf(message)).ok && readElicitRequestParams(paramsOf(message)))).toMatchObject([
      { mode: 'form' },
      { mode: 'url', params: { elicitationId: '55b35eba-ef23-4ee2-b796-0ceafb121bc3' } },
      false,
    ]);
  });

  it('tmcp 2025-06-18 push without elicitationId is still readable url params', () => {
    const messages = readFixture('tmcp-1.20.0/deploy.legacy-2025-06-18.pushed.json') as { message: unknown }[];
    const pushed = messages.map((entry) => entry.message).filter(isElicitRequest);
    expect(pushed.map((request) => readElicitRequestParams(request.params).ok && request.params.mode)).toStrictEqual([undefined, 'url']);
  });

  it.each([
    ['mrtr-sdk-2.4.0/book.1.input_required.response.json', { details: 'form', auth: 'url' }],
    ['mrtr-sdk-2.4.0/deploy.1.response.json', { confirm: 'form' }],
    ['mrtr-sdk-2.4.0/deploy.2.response.json', { signin: 'url' }],
    ['tmcp-1.20.0/book.1.response.json', { details: 'form', auth: 'url' }],
    ['tmcp-1.20.0/deploy.1.response.json', { confirm: 'form' }],
    ['tmcp-1.20.0/deploy.2.response.json', { signin: 'url' }],
  ])('MRTR capture %s: embedded params read per key', (fixture, modes) => {
    const requests = inputRequestsOf(fixture);
    const read = Object.fromEntries(
      Object.entries(requests).map(([key, request]) => {
        const reading = readElicitRequestParams(request.params);
        return [key, reading.ok ? reading.mode : reading.problem];
      }),
    );
    expect(read).toStrictEqual(modes);
    expect(Object.values(requests).every((request) => isElicitRequest(request))).toBe(true);
  });
});

describe('isElicitRequest', () => {
  it.each([
    [{ method: 'elicitation/create', params: { message: 'm', requestedSchema: schema } }, true],
    [{ jsonrpc: '2.0', id: 4, method: 'elicitation/create', params: { mode: 'url', message: 'm', url: 'u' } }, true],
    [{ method: 'elicitation/create' }, false],
    [{ method: 'elicitation/create', params: { mode: 'wallet', message: 'm' } }, false],
    [{ method: 'sampling/createMessage', params: { message: 'm', requestedSchema: schema } }, false],
    [{ method: 'Elicitation/Create', params: { message: 'm', requestedSchema: schema } }, false],
    [undefined, false],
  ])('%j → %s', (input, expected) => {
    expect(isElicitRequest(input)).toBe(expected);
    if (expected) expect(isElicitRequestParams((input as { params: unknown }).params)).toBe(true);
  });
});
