import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throwingProxy } from '@elicit-kit/test-support/hostile';
import { isClientCapabilities } from './is-client-capabilities.js';
import { isElicitResult } from './is-elicit-result.js';
import { isElicitationCompleteNotification } from './is-elicitation-complete-notification.js';
import { isImplementation } from './is-implementation.js';
import { isElicitFormParams, isElicitRequest, isElicitRequestParams, isElicitUrlParams, readElicitRequestParams } from './read-elicit-request-params.js';
import { isInputRequest, isInputRequests, isInputRequiredResult, readInputRequiredResult } from './read-input-required-result.js';

const guards = {
  isElicitRequest,
  isElicitRequestParams,
  isElicitFormParams,
  isElicitUrlParams,
  isElicitResult,
  isInputRequest,
  isInputRequests,
  isInputRequiredResult,
  isClientCapabilities,
  isImplementation,
  isElicitationCompleteNotification,
};

// Keys the guards look at, plus the ones that trip naive code, so random objects hit real paths.
const key = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'mode',
    'message',
    'url',
    'requestedSchema',
    'elicitationId',
    '_meta',
    'task',
    'action',
    'content',
    'method',
    'params',
    'resultType',
    'inputRequests',
    'requestState',
    'name',
    'version',
    'icons',
    'elicitation',
  ),
);
const leaf = fc.oneof(
  fc.constantFrom('form', 'url', 'accept', 'input_required', 'elicitation/create', 'roots/list', 'notifications/elicitation/complete'),
  fc.anything({ maxDepth: 1 }),
);
const shaped = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, fc.dictionary(key, tie('value'), { maxKeys: 6 }), fc.array(tie('value'), { maxLength: 3 })),
})).value;
const anything = fc.oneof(
  fc.anything({ key, withNullPrototype: true, withObjectString: true, withBoxedValues: true, withMap: true, withSparseArray: true }),
  shaped,
);

function hostileValues(): unknown[] {
  const throwingGetter = Object.defineProperty({ method: 'elicitation/create' }, 'params', {
    enumerable: true,
    get() {
      throw new Error('getter ran');
    },
  });
  const throwing = throwingProxy();
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  return [throwingGetter, throwing, revocable.proxy, throwingProxy(['a']), { content: throwing, action: 'accept' }];
}

// Capabilities are an open object with no required key: an object whose only key is an
// accessor (never read) is `{}`, i.e. no optional capability. Every other guard needs a key.
const readableAsEmpty = new Set(['isClientCapabilities:0', 'isClientCapabilities:4']);

describe('guards never throw', () => {
  it.each(Object.entries(guards))('%s on arbitrary values', (_name, guard) => {
    fc.assert(
      fc.property(anything, (x) => typeof guard(x) === 'boolean'),
      { numRuns: 300 },
    );
  });

  it.each(Object.entries(guards))('%s on hostile objects (throwing getters, proxies, revoked proxies)', (_name, guard) => {
    for (const [index, value] of hostileValues().entries()) {
      expect(guard(value)).toBe(readableAsEmpty.has(`${_name}:${index}`));
      const wrapper = { params: value, content: value, inputRequests: value, resultType: 'input_required', action: 'accept' };
      // For capabilities the wrapper is an open object of unknown keys, hence valid.
      expect(guard(wrapper)).toBe(_name === 'isClientCapabilities');
    }
  });

  it('readers never throw and agree with their guards', () => {
    fc.assert(
      fc.property(anything, (x) => {
        const reading = readElicitRequestParams(x);
        expect(reading.ok).toBe(isElicitRequestParams(x));
        expect(isElicitFormParams(x)).toBe(reading.ok && reading.mode === 'form');
        expect(isElicitUrlParams(x)).toBe(reading.ok && reading.mode === 'url');
        expect(readInputRequiredResult(x).ok).toBe(isInputRequiredResult(x));
      }),
      { numRuns: 300 },
    );
    for (const value of hostileValues()) {
      expect(readElicitRequestParams(value)).toMatchObject({ ok: false });
      expect(readInputRequiredResult(value)).toMatchObject({ ok: false });
    }
  });
});
