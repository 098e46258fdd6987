import {
  ElicitKitError,
  InputFulfilmentError,
  InvalidOptionsError,
  InvalidResultError,
  RoundLimitError,
  RunAbortedError,
  RunWithInputError,
} from '@elicit-kit/core';
import {
  MissingRequiredClientCapabilityError,
  ProtocolError,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  UnsupportedProtocolVersionError,
} from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { CapabilityMissingError, ElicitationCallError, ServerError, TransportError, VersionMismatchError } from './errors.js';
import { toElicitationCallError } from './to-elicitation-call-error.js';

describe('toElicitationCallError', () => {
  it('returns a kit error as is', () => {
    const error = new ServerError(-1, 'x', undefined);
    expect(toElicitationCallError(error)).toBe(error);
  });

  it('maps the SDK round limit to a resumable RoundLimitError', () => {
    const sdk = new SdkError(SdkErrorCode.InputRequiredRoundsExceeded, 'too many', {
      rounds: 3,
      lastResult: {
        inputRequests: { a: { method: 'elicitation/create', params: { message: 'm', requestedSchema: { type: 'object', properties: {} } } } },
        requestState: '',
      },
    });
    const mapped = toElicitationCallError(sdk);
    expect(mapped).toBeInstanceOf(RoundLimitError);
    expect(mapped).toMatchObject({ rounds: 3, lastResult: { resultType: 'input_required', requestState: '' }, cause: sdk });
    expect(Object.keys((mapped as RoundLimitError).lastResult.inputRequests ?? {})).toEqual(['a']);
  });

  it('maps core errors of runWithInput', () => {
    const last = { resultType: 'input_required' as const, requestState: 's' };
    expect(toElicitationCallError(new RoundLimitError(2, last))).toMatchObject({ code: 'round-limit', rounds: 2, lastResult: last });
    expect(toElicitationCallError(new RunAbortedError('fulfil', 'why'))).toMatchObject({ code: 'aborted', reason: 'why', name: 'AbortError' });
    expect(toElicitationCallError(new InvalidResultError({}, 'nothing-to-answer'))).toMatchObject({ code: 'invalid-result', reason: 'nothing-to-answer' });
    const cause = new CapabilityMissingError('sampling', { key: 'k', method: 'sampling/createMessage' });
    expect(toElicitationCallError(new InputFulfilmentError('k', 'rejected', cause))).toBe(cause);
    expect(toElicitationCallError(new InputFulfilmentError('k', 'not-an-object', 1))).toBeInstanceOf(InvalidResultError);
    expect(toElicitationCallError(new InvalidOptionsError('stateOnlyDelayMs', 'a number'))).toMatchObject({ code: 'bind', problem: 'invalid-option' });
  });

  // One class per failure: the call rejects with core's own abort and invalid-result errors, unwrapped.
  it("passes core's RunAbortedError on as the call's abort, with the loop's stage", () => {
    const loop = new RunAbortedError('send', 'stop');
    expect(toElicitationCallError(loop)).toBe(loop);
    // A call's abort outside the loop has no stage to give.
    expect(new RunAbortedError(undefined, 'stop')).toMatchObject({ code: 'aborted', name: 'AbortError', stage: undefined, reason: 'stop', cause: 'stop' });
  });

  it("passes core's InvalidResultError on, which also carries the binding's own reasons", () => {
    const result = { resultType: 'input_required', inputRequests: {} };
    const loop = new InvalidResultError(result, 'nothing-to-answer');
    expect(toElicitationCallError(loop)).toBe(loop);
    expect(new InvalidResultError(result, 'input-required-on-2025-11-25')).toMatchObject({
      code: 'invalid-result',
      reason: 'input-required-on-2025-11-25',
      result,
    });
  });

  it('keeps one class per failure and one base across core and mcp', () => {
    const limit = new RoundLimitError(1, { resultType: 'input_required', requestState: 's' });
    expect(toElicitationCallError(limit)).toBe(limit);
    expect(ElicitationCallError).toBe(ElicitKitError);
    for (const error of [new RunAbortedError(undefined, 'x'), new InvalidResultError(undefined, 'r'), limit, new RunAbortedError('delay', 'x')]) {
      expect(error).toBeInstanceOf(RunWithInputError);
    }
  });

  it('maps -32021 and CAPABILITY_NOT_SUPPORTED to CapabilityMissingError with what is known', () => {
    const wire = new MissingRequiredClientCapabilityError({ requiredCapabilities: { elicitation: { url: {} } } }, 'needs url');
    expect(toElicitationCallError(wire)).toMatchObject({ code: 'capability-missing', requiredCapabilities: { elicitation: { url: {} } } });
    const local = new SdkError(SdkErrorCode.CapabilityNotSupported, 'no handler', { key: 'details', method: 'elicitation/create' });
    expect(toElicitationCallError(local)).toMatchObject({ code: 'capability-missing', key: 'details', method: 'elicitation/create' });
    expect(toElicitationCallError(local).message).toMatch(/declare/);
  });

  it('maps -32022 and ERA_NEGOTIATION_FAILED to VersionMismatchError', () => {
    const wire = new UnsupportedProtocolVersionError({ supported: ['2026-07-28'], requested: '1999-01-01' });
    expect(toElicitationCallError(wire)).toEqual(expect.objectContaining({ code: 'version-mismatch', supported: ['2026-07-28'] }));
    expect(toElicitationCallError(new SdkError(SdkErrorCode.EraNegotiationFailed, 'pin'))).toBeInstanceOf(VersionMismatchError);
  });

  it('maps other JSON-RPC errors to ServerError with code and data', () => {
    const error = new ProtocolError(-32602, 'Invalid or expired requestState', { x: 1 });
    expect(toElicitationCallError(error)).toMatchObject({ code: 'server-error', rpcCode: -32602, data: { x: 1 } });
  });

  it('maps transport failures', () => {
    expect(
      toElicitationCallError(new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'HTTP 502', { status: 502, statusText: 'Bad Gateway' })),
    ).toMatchObject({
      code: 'transport',
      failure: 'http',
      status: 502,
    });
    expect(toElicitationCallError(new SdkError(SdkErrorCode.ConnectionClosed, 'closed'))).toMatchObject({ failure: 'closed' });
    expect(toElicitationCallError(new SdkError(SdkErrorCode.RequestTimeout, 'slow'))).toMatchObject({ failure: 'timeout' });
    expect(toElicitationCallError(new TypeError('fetch failed'))).toMatchObject({ failure: 'network', hint: undefined, message: 'fetch failed' });
    expect(toElicitationCallError('weird')).toBeInstanceOf(TransportError);
  });

  it.each(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed'])(
    'says a browser’s opaque "%s" most likely means CORS, and what to send',
    (message) => {
      const cause = new TypeError(message);
      const error = toElicitationCallError(cause);
      expect(error).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({ code: 'transport', failure: 'network', hint: 'cors', cause });
      for (const needed of [
        'Access-Control-Allow-Origin',
        'Access-Control-Expose-Headers: mcp-session-id',
        'mcp-protocol-version',
        'Connecting from a browser',
      ]) {
        expect(error.message).toContain(needed);
      }
    },
  );

  it('gives no CORS hint for other failures that happen to say "Failed to fetch"', () => {
    expect(toElicitationCallError(new Error('Failed to fetch'))).toMatchObject({ failure: 'other', hint: undefined });
    expect(toElicitationCallError(new TypeError('Failed to fetch the schema'))).toMatchObject({ failure: 'network', hint: undefined });
  });

  it('maps missing resultType and unknown result types to InvalidResultError', () => {
    const missing = new SdkError(SdkErrorCode.InvalidResult, 'missing', { method: 'tools/call', violation: 'missing-resultType' });
    expect(toElicitationCallError(missing)).toMatchObject({ code: 'invalid-result', reason: 'missing-resultType' });
    const unsupported = new SdkError(SdkErrorCode.UnsupportedResultType, 'task', { resultType: 'task' });
    expect(toElicitationCallError(unsupported)).toMatchObject({ reason: 'task' });
  });

  it('calls any failure after the caller aborted an abort (the SDK reports it as a timeout)', () => {
    const controller = new AbortController();
    controller.abort('stop');
    const mapped = toElicitationCallError(new SdkError(SdkErrorCode.RequestTimeout, 'stop'), { signal: controller.signal });
    expect(mapped).toBeInstanceOf(RunAbortedError);
    expect(mapped).toMatchObject({ reason: 'stop' });
    expect(toElicitationCallError(new DOMException('x', 'AbortError'))).toBeInstanceOf(RunAbortedError);
  });
});
