import { ElicitKitError, InputFulfilmentError, InvalidOptionsError, InvalidResultError, RoundLimitError, RunAbortedError } from '@elicit-kit/core';
import type { InputRequiredResult } from '@elicit-kit/core';
import { BindElicitationError, CapabilityMissingError, type ElicitationCallError, ServerError, TransportError, VersionMismatchError } from './errors.js';
import { pushOnlyError } from './push-only-server.js';
import { readRpcError, readSdkFailure, readV1LocalFailure, SDK_ERROR_CODES } from './sdk-errors.js';
import type { RpcError, SdkFailure } from './sdk-errors.js';

/** What {@link toElicitationCallError} may know besides the error. */
export interface ErrorContext {
  /** The call's signal: once it has aborted, any failure is the abort (the SDK reports it as a timeout). */
  signal?: AbortSignal;
}

/**
 * Turns any failure of an MCP call into an {@link ElicitationCallError}, so hosts that call
 * `client.callTool` themselves get the same errors as `callWithElicitation`, on either SDK:
 * SDK 2.x errors (`SdkError`, `SdkHttpError`), JSON-RPC errors (SDK 2.x `ProtocolError` and
 * its subclasses, SDK 1.x `McpError`, e.g. `-32021`, `-32022`), SDK 1.x's own timeout,
 * closed-connection and HTTP errors, core's `runWithInput` errors, `AbortError`s and fetch failures.
 * Core's `RoundLimitError` and any other kit error are returned as is. Never throws.
 */
export function toElicitationCallError(error: unknown, context: ErrorContext = {}): ElicitationCallError {
  if (context.signal?.aborted) {
    return error instanceof RunAbortedError ? error : new RunAbortedError(undefined, context.signal.reason, { cause: error });
  }
  // Two of core's loop errors become the call's own (they are kit errors too, so before the pass-through).
  if (error instanceof InvalidOptionsError) return new BindElicitationError('invalid-option', error.message, { cause: error });
  // Our own fulfil throws kit errors (e.g. a sampling request): what matters is why.
  if (error instanceof InputFulfilmentError) return fromFulfilment(error);
  // Core's round limit, invalid result and abort are the call's too (one class each); so is every other kit error.
  if (error instanceof ElicitKitError) return error as ElicitationCallError;
  const sdkFailure = readSdkFailure(error);
  if (sdkFailure !== undefined) return fromSdkFailure(sdkFailure, error);
  const v1Failure = readV1LocalFailure(error);
  if (v1Failure !== undefined) return new TransportError(v1Failure.failure, v1Failure.message, v1Failure.status, { cause: error });
  const rpc = readRpcError(error);
  if (rpc !== undefined) return pushOnlyError(error) ?? fromRpcError(rpc, error);
  if (isAbortError(error)) return new RunAbortedError(undefined, error, { cause: error });
  if (isOpaqueBrowserFetchFailure(error)) return new TransportError('network', corsMessage(error.message), undefined, { cause: error, hint: 'cors' });
  if (error instanceof TypeError) return new TransportError('network', error.message, undefined, { cause: error });
  return new TransportError('other', error instanceof Error ? error.message : String(error), undefined, { cause: error });
}

function fromFulfilment(error: InputFulfilmentError): ElicitationCallError {
  if (error.cause instanceof ElicitKitError) return toElicitationCallError(error.cause);
  return new InvalidResultError(undefined, 'unfulfillable-input', `Could not answer input request '${error.key}': ${error.reason}.`, { cause: error });
}

function fromSdkFailure(error: SdkFailure, cause: unknown): ElicitationCallError {
  const data = asRecord(error.data);
  const options = { cause };
  if (error.http) {
    const status = typeof data?.status === 'number' ? data.status : undefined;
    return new TransportError('http', error.message, status, options);
  }
  switch (error.code) {
    case SDK_ERROR_CODES.InputRequiredRoundsExceeded:
      return new RoundLimitError(typeof data?.rounds === 'number' ? data.rounds : 0, lastResultOf(data?.lastResult), options);
    case SDK_ERROR_CODES.CapabilityNotSupported:
      return new CapabilityMissingError(error.message, { key: stringOf(data?.key), method: stringOf(data?.method) }, options);
    case SDK_ERROR_CODES.EraNegotiationFailed:
      return new VersionMismatchError(error.message, stringsOf(data?.supported), options);
    case SDK_ERROR_CODES.InvalidResult:
    case SDK_ERROR_CODES.UnsupportedResultType:
      return new InvalidResultError<string>(undefined, stringOf(data?.violation) ?? stringOf(data?.resultType) ?? error.code, error.message, options);
    case SDK_ERROR_CODES.RequestTimeout:
      return new TransportError('timeout', error.message, undefined, options);
    case SDK_ERROR_CODES.ConnectionClosed:
    case SDK_ERROR_CODES.NotConnected:
      return new TransportError('closed', error.message, undefined, options);
    case SDK_ERROR_CODES.SendFailed:
      return new TransportError('network', error.message, undefined, options);
    default:
      return new TransportError('other', error.message, undefined, options);
  }
}

function fromRpcError(error: RpcError, cause: unknown): ElicitationCallError {
  const data = asRecord(error.data);
  switch (error.code) {
    case MISSING_REQUIRED_CLIENT_CAPABILITY:
      return new CapabilityMissingError(error.message, { ...inputNamedIn(error.message), requiredCapabilities: data?.requiredCapabilities }, { cause });
    case UNSUPPORTED_PROTOCOL_VERSION:
      return new VersionMismatchError(error.message, stringsOf(data?.supported), { cause });
    default:
      return new ServerError(error.code, error.message, error.data, { cause });
  }
}

/** `-32021`: the request lacks a client capability the server needs (2026-07-28). */
const MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;
/** `-32022`: no protocol version in common. */
const UNSUPPORTED_PROTOCOL_VERSION = -32022;

/**
 * The key and method a `-32021` is about. Its `data` carries only `requiredCapabilities`; SDK
 * 2.4.0 servers name the key and method in the message alone ("Cannot request input 'auth'
 * (elicitation/create): …", server mcp-*.mjs), so read them from there when it has that form.
 */
function inputNamedIn(message: string): { key?: string; method?: string } {
  const named = /^(?:MCP error -?\d+: )?Cannot request input '([^']*)' \(([\w/]+)\)/.exec(message);
  return named === null ? {} : { key: named[1] as string, method: named[2] as string };
}

/** The SDK's `data.lastResult` is `{inputRequests, requestState?}` without `resultType`: make it resumable. */
function lastResultOf(x: unknown): InputRequiredResult {
  const record = asRecord(x) ?? {};
  return {
    resultType: 'input_required',
    ...(asRecord(record.inputRequests) !== undefined && { inputRequests: record.inputRequests as NonNullable<InputRequiredResult['inputRequests']> }),
    ...(typeof record.requestState === 'string' && { requestState: record.requestState }),
  };
}

/**
 * The messages browsers give a `fetch` that got no readable response: Chromium, Firefox, Safari.
 * A cross-origin MCP server without CORS headers fails exactly so (Node's fetch says `fetch
 * failed` and names the cause instead).
 */
const OPAQUE_FETCH_FAILURE = /^(?:Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

/** A browser's opaque fetch failure: the server is unreachable or (most often) sent no CORS headers. */
function isOpaqueBrowserFetchFailure(error: unknown): error is TypeError {
  return error instanceof TypeError && OPAQUE_FETCH_FAILURE.test(error.message);
}

function corsMessage(message: string): string {
  return (
    `${message}: the MCP server is unreachable, or, most often in a browser, it answers another origin without CORS headers ` +
    `(Access-Control-Allow-Origin for this page, Access-Control-Allow-Headers with content-type, authorization, mcp-session-id, ` +
    `mcp-protocol-version and last-event-id, Access-Control-Expose-Headers: mcp-session-id) or needs a same-origin proxy; ` +
    `see "Connecting from a browser" in @elicit-kit/mcp's README.`
  );
}

function isAbortError(x: unknown): boolean {
  return typeof x === 'object' && x !== null && (x as { name?: unknown }).name === 'AbortError';
}

function asRecord(x: unknown): Record<string, unknown> | undefined {
  return typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : undefined;
}

function stringOf(x: unknown): string | undefined {
  return typeof x === 'string' ? x : undefined;
}

function stringsOf(x: unknown): string[] | undefined {
  return Array.isArray(x) && x.every((v) => typeof v === 'string') ? x : undefined;
}
