/**
 * Which SDK refusals the binding takes over (a form the spec grammar alone refused, that core
 * renders, in a declared mode) and which it leaves alone. The SDKs' own wrappers are stood in
 * for by a stored handler that throws what they throw; the integration tests
 * (`hostile-pushes`, `v1-client`) drive the real ones.
 */
import { describe, expect, it, vi } from 'vitest';
import { acceptBeyondSdkGrammar } from './beyond-sdk-grammar.js';

const MULTI = { message: 'Pick', requestedSchema: { type: 'object', properties: { value: { type: 'array', items: { enum: ['a', 'b'] } } } } };
const refusal = (message = 'Invalid elicitation request: items.type required') => Object.assign(new Error(message), { code: -32602 });

/** A client whose stored handler throws `error`, bound with `declared` as its elicitation capability. */
function clientThatThrows(error: unknown, declared: unknown = { form: {} }) {
  const handlers = new Map<string, (request: { params?: unknown }, context: unknown) => Promise<unknown>>([
    ['elicitation/create', () => Promise.reject(error)],
  ]);
  const kit = vi.fn(async () => ({ action: 'decline' as const }));
  const signal = new AbortController().signal;
  acceptBeyondSdkGrammar(
    { _requestHandlers: handlers },
    () => declared,
    kit,
    () => ({ id: 7, signal }),
  );
  const stored = handlers.get('elicitation/create')!;
  return { kit, signal, call: (params: unknown) => stored({ params }, {}) };
}

describe('acceptBeyondSdkGrammar', () => {
  it('hands a form the SDK refused as an invalid request to the kit, with the params as sent and the request id and signal', async () => {
    const { kit, signal, call } = clientThatThrows(refusal('MCP error -32602: Invalid elicitation request: …'));

    await expect(call(MULTI)).resolves.toEqual({ action: 'decline' });
    expect(kit).toHaveBeenCalledWith(MULTI, { id: 7, signal });
  });

  it('takes `{}` as form declared (the spec: an empty capability means form)', async () => {
    const { kit, call } = clientThatThrows(refusal(), {});
    await call(MULTI);
    expect(kit).toHaveBeenCalledOnce();
  });

  it.each([
    ['another error code', Object.assign(new Error('Invalid elicitation request: x'), { code: -32603 })],
    ['a refused result, not request', refusal('Invalid elicitation result: content')],
    ['an error without a code', new Error('Invalid elicitation request: x')],
    ['a thrown non-error', 'Invalid elicitation request'],
  ])('keeps the SDK error for %s', async (_what, error) => {
    const { kit, call } = clientThatThrows(error);
    await expect(call(MULTI)).rejects.toBe(error);
    expect(kit).not.toHaveBeenCalled();
  });

  it.each([
    ['form mode not declared', MULTI, { url: {} }],
    ['no capability read', MULTI, null],
    ['a URL request', { mode: 'url', message: 'Open', url: 'https://example.com' }, { form: {}, url: {} }],
    ['a form core cannot render', { message: 'List', requestedSchema: { type: 'array' } }, { form: {} }],
    ['params that are no request', 'hello', { form: {} }],
  ])('keeps the SDK refusal for %s', async (_what, params, declared) => {
    const error = refusal();
    const { kit, call } = clientThatThrows(error, declared);
    await expect(call(params)).rejects.toBe(error);
    expect(kit).not.toHaveBeenCalled();
  });

  it('passes what the SDK handled through untouched, and leaves clients of another shape alone', async () => {
    const handlers = new Map([['elicitation/create', async () => ({ action: 'cancel' })]]);
    const kit = vi.fn();
    acceptBeyondSdkGrammar(
      { _requestHandlers: handlers },
      () => ({ form: {} }),
      kit,
      () => ({ id: 1, signal: new AbortController().signal }),
    );
    await expect(handlers.get('elicitation/create')!()).resolves.toEqual({ action: 'cancel' });
    expect(kit).not.toHaveBeenCalled();

    const odd = { _requestHandlers: {} };
    acceptBeyondSdkGrammar(
      odd,
      () => ({ form: {} }),
      kit,
      () => ({ id: 1, signal: new AbortController().signal }),
    );
    expect(odd._requestHandlers).toEqual({});
  });
});
