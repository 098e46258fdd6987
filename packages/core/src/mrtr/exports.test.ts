import { describe, expect, it } from 'vitest';
import * as mrtr from './index.js';
import * as protocol from '../protocol/index.js';
import * as respond from '../respond/index.js';

describe('public names of protocol, respond and mrtr', () => {
  it('are exported from their folder index (re-exported by the package root)', () => {
    expect(
      Object.keys(protocol)
        .filter((name) => typeof (protocol as Record<string, unknown>)[name] === 'function')
        .sort(),
    ).toStrictEqual([
      'isClientCapabilities',
      'isElicitAction',
      'isElicitContentValue',
      'isElicitFormParams',
      'isElicitRequest',
      'isElicitRequestParams',
      'isElicitResult',
      'isElicitUrlParams',
      'isElicitationCompleteNotification',
      'isImplementation',
      'isInputRequest',
      'isInputRequests',
      'isInputRequiredResult',
      'isRecord',
      'ownValue',
      'readElicitRequestParams',
      'readElicitationRequest',
      'readInputRequiredResult',
      'readOpenableUrl',
    ]);
    expect(Object.keys(respond).sort()).toStrictEqual(['accept', 'cancel', 'decline']);
    expect(Object.keys(mrtr).sort()).toStrictEqual([
      'InputFulfilmentError',
      'InvalidOptionsError',
      'InvalidResultError',
      'RoundLimitError',
      'RunAbortedError',
      'RunWithInputError',
      'classifyResult',
      'elicitationCapability',
      'requestMeta',
      'resultTypeOf',
      'runWithInput',
      'supportedElicitationModes',
    ]);
  });
});
