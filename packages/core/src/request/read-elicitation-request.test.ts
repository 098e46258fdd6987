import { describe, expect, it } from 'vitest';
import { readElicitRequestParams } from '../protocol/read-elicit-request-params.js';
import { createElicitationQueue } from '../queue/create-elicitation-queue.js';
import { readElicitationRequest } from './read-elicitation-request.js';

const FORM = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] } };
const URL_PARAMS = { mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e1' };

describe('readElicitationRequest', () => {
  it('reads a form: envelope, message and the form model', () => {
    const request = readElicitationRequest(structuredClone(FORM));
    expect(request).toMatchObject({ ok: true, mode: 'form', message: 'Your name?' });
    expect(request.ok && request.mode === 'form' && request.model.fields.map((field) => field.key)).toEqual(['name']);
    expect(Object.isFrozen(request)).toBe(true);
  });

  it('reads a URL request with its link copied', () => {
    expect(readElicitationRequest(structuredClone(URL_PARAMS))).toMatchObject({ ok: true, mode: 'url', message: 'Sign in', url: 'https://example.com/login' });
  });

  it('says what is wrong exactly as readElicitRequestParams does', () => {
    for (const params of [null, 'x', [], { mode: 'carrier-pigeon', message: 'm' }, { message: 3 }, { mode: 'url', message: 'm' }, { message: 'm' }]) {
      expect(readElicitationRequest(params)).toEqual(readElicitRequestParams(params));
    }
  });

  it('reads a params object once: the same reading again, and later changes are not seen', () => {
    const params: Record<string, unknown> = structuredClone(URL_PARAMS);
    const first = readElicitationRequest(params);
    params.url = 'javascript:alert(1)';
    params.mode = 'form';
    expect(readElicitationRequest(params)).toBe(first);
    expect(readElicitationRequest(structuredClone(URL_PARAMS))).not.toBe(first);
  });

  it('never throws and never runs a getter, even on a Proxy that answers the checks and then lies', () => {
    let gets = 0;
    const liar = new Proxy(structuredClone(URL_PARAMS), {
      get: (target, key) => {
        gets += 1;
        return key === 'url' ? 'javascript:alert(1)' : Reflect.get(target, key);
      },
    });
    expect(readElicitationRequest(liar)).toMatchObject({ ok: true, mode: 'url', url: 'https://example.com/login' });
    expect(gets).toBe(0);
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    expect(readElicitationRequest(revocable.proxy)).toMatchObject({ ok: false, problem: 'not-an-object' });
    const throwing = new Proxy(structuredClone(FORM), {
      getOwnPropertyDescriptor: () => {
        throw new Error('trap');
      },
    });
    expect(readElicitationRequest(throwing)).toMatchObject({ ok: false });
  });

  it('is what a queue entry carries as `request`, read at enqueue', () => {
    const queue = createElicitationQueue();
    const params = structuredClone(FORM);
    const answer = queue.enqueue({ server: { name: 'S' }, params });
    const entry = queue.get(answer.id);
    expect(entry?.request).toBe(readElicitationRequest(params));
    expect(entry?.params).toBe(params);
    queue.cancelAll();
  });
});
