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
import {
  CallAbortedError,
  CapabilityMissingError,
  ElicitationCallError,
  InvalidServerResultError,
  RoundLimitReachedError,
  ServerError,
  TransportError,
  VersionMismatchError,
} from './errors.js';
import { toElicitationCallError } from './to-elicitation-call-error.js';

describe('toElicitationCallError', () => {
  it('returns a kit error as is', () => {
    const error = new ServerError(-1, 'x', undefined);
    expect(toElicitationCallError(error)).toBe(error);
  });

  it('maps the SDK round limit to a resumable RoundLimitReachedError', () => {
    const sdk = new SdkError(SdkErrorCode.InputRequiredRoundsExceeded, 'too many', {
      rounds: 3,
      lastResult: {
        inputRequests: { a: { method: 'elicitation/create', params: { message: 'm', requestedSchema: { type: 'object', properties: {} } } } },
        requestState: '',
      },
    });
    const mapped = toElicitationCallError(sdk);
    expect(mapped).toBeInstanceOf(RoundLimitReachedError);
    expect(mapped).toMatchObject({ rounds: 3, lastResult: { resultType: 'input_required', requestState: '' }, cause: sdk });
    expect(Object.keys((mapped as RoundLimitReachedError).lastResult.inputRequests ?? {})).toEqual(['a']);
  });

  it('maps core errors of runWithInput', () => {
    const last = { resultType: 'input_required' as const, requestState: 's' };
    expect(toElicitationCallError(new RoundLimitError(2, last))).toMatchObject({ code: 'round-limit', rounds: 2, lastResult: last });
    expect(toElicitationCallError(new RunAbortedError('fulfil', 'why'))).toMatchObject({ code: 'aborted', reason: 'why', name: 'AbortError' });
    expect(toElicitationCallError(new InvalidResultError({}, 'nothing-to-answer'))).toMatchObject({ code: 'invalid-result', reason: 'nothing-to-answer' });
    const cause = new CapabilityMissingError('sampling', { key: 'k', method: 'sampling/createMessage' });
    expect(toElicitationCallError(new InputFulfilmentError('k', 'rejected', cause))).toBe(cause);
    expect(toElicitationCallError(new InputFulfilmentError('k', 'not-an-object', 1))).toBeInstanceOf(InvalidServerResultError);
    expect(toElicitationCallError(new InvalidOptionsError('stateOnlyDelayMs', 'a number'))).toMatchObject({ code: 'bind', problem: 'invalid-option' });
  });

  // The pairs that stay two classes (docs/api/mcp.md, errors.ts): the call's error replaces the
  // loop's, keeps it as `cause` with what only the loop knows, and shares its `code` (and `name`).
  it("turns core's RunAbortedError into the call's CallAbortedError, keeping the stage on the cause", () => {
    const loop = new RunAbortedError('send', 'stop');
    const mapped = toElicitationCallError(loop);
    expect(mapped).toBeInstanceOf(CallAbortedError);
    expect(mapped).toBeInstanceOf(ElicitKitError);
    expect(mapped).not.toBeInstanceOf(RunWithInputError);
    expect(mapped).toMatchObject({ code: loop.code, name: loop.name, reason: 'stop', cause: loop });
    expect((mapped.cause as RunAbortedError).stage).toBe('send');
    // A call's abort outside the loop has no stage to give.
    expect(new CallAbortedError('stop')).not.toHaveProperty('stage');
  });

  it("turns core's InvalidResultError into InvalidServerResultError with the same reason and result", () => {
    const result = { resultType: 'input_required', inputRequests: {} };
    const loop = new InvalidResultError(result, 'nothing-to-answer');
    const mapped = toElicitationCallError(loop);
    expect(mapped).toBeInstanceOf(InvalidServerResultError);
    expect(mapped).not.toBeInstanceOf(InvalidResultError);
    expect(mapped).toMatchObject({ code: loop.code, reason: loop.reason, cause: loop });
    expect((mapped as InvalidServerResultError).result).toBe(result);
    // Reasons core's closed list does not have, from the binding itself.
    expect(new InvalidServerResultError('input-required-on-2025-11-25', result)).toMatchObject({
      code: 'invalid-result',
      reason: 'input-required-on-2025-11-25',
    });
  });

  it('keeps one round-limit class and one base across core and mcp', () => {
    const limit = new RoundLimitError(1, { resultType: 'input_required', requestState: 's' });
    expect(toElicitationCallError(limit)).toBe(limit);
    expect(RoundLimitReachedError).toBe(RoundLimitError);
    expect(ElicitationCallError).toBe(ElicitKitError);
    for (const error of [new CallAbortedError('x'), new InvalidServerResultError('r', undefined), limit, new RunAbortedError('delay', 'x')]) {
      expect(error).toBeInstanceOf(ElicitKitError);
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

  it('maps missing resultType and unknown result types to InvalidServerResultError', () => {
    const missing = new SdkError(SdkErrorCode.InvalidResult, 'missing', { method: 'tools/call', violation: 'missing-resultType' });
    expect(toElicitationCallError(missing)).toMatchObject({ code: 'invalid-result', reason: 'missing-resultType' });
    const unsupported = new SdkError(SdkErrorCode.UnsupportedResultType, 'task', { resultType: 'task' });
    expect(toElicitationCallError(unsupported)).toMatchObject({ reason: 'task' });
  });

  it('calls any failure after the caller aborted an abort (the SDK reports it as a timeout)', () => {
    const controller = new AbortController();
    controller.abort('stop');
    const mapped = toElicitationCallError(new SdkError(SdkErrorCode.RequestTimeout, 'stop'), { signal: controller.signal });
    expect(mapped).toBeInstanceOf(CallAbortedError);
    expect(mapped).toMatchObject({ reason: 'stop' });
    expect(toElicitationCallError(new DOMException('x', 'AbortError'))).toBeInstanceOf(CallAbortedError);
  });
});
