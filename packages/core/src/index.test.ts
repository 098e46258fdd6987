import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import * as sensitive from './sensitive/index.js';
import * as url from './url/index.js';

// The names issue 2 fixes as public API ("these names at least"), all from the package root.
const FUNCTIONS = [
  'toFormModel',
  'defaultValues',
  'validate',
  'inspectUrl',
  'findSensitiveFields',
  'accept',
  'decline',
  'cancel',
  'resultTypeOf',
  'requestMeta',
  'elicitationCapability',
  'runWithInput',
  'createElicitationQueue',
  'isElicitRequest',
  'isElicitRequestParams',
  'isElicitFormParams',
  'isElicitUrlParams',
  'isElicitResult',
  'isInputRequiredResult',
  'isInputRequests',
  'isClientCapabilities',
] as const;

describe('@elicit-kit/core public API', () => {
  it.each(FUNCTIONS)('exports %s from the package root', (name) => {
    expect(typeof (core as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the typed round-limit error a caller can resume from', () => {
    const err = new core.RoundLimitError(3, { resultType: 'input_required', requestState: 's' });
    expect(err).toBeInstanceOf(Error);
    expect(err.lastResult).toEqual({ resultType: 'input_required', requestState: 's' });
  });

  it('offers URL inspection and the sensitive-field check on their own subpaths too, as the same functions', () => {
    expect(url.inspectUrl).toBe(core.inspectUrl);
    expect(sensitive.findSensitiveFields).toBe(core.findSensitiveFields);
  });
});
