import { ElicitKitError } from '@elicit-kit/core';
import type { RunWithInputErrorCode } from '@elicit-kit/core';

/** The `code` of each error class of `@elicit-kit/mcp`'s own. */
export type McpErrorCode =
  | 'server-error'
  | 'capability-missing'
  | 'version-mismatch'
  | 'transport'
  | 'url-refused'
  | 'bind'
  | 'invalid-content'
  | 'push-only-server'
  | 'forgetful-server';

/**
 * The `code` of every error `@elicit-kit/mcp` rejects with or reports: its own, and three of core's
 * (`round-limit`: {@link RoundLimitError}, `invalid-result`: {@link InvalidResultError}, `aborted`:
 * {@link RunAbortedError}, the same classes). Core's other two are mapped by `toElicitationCallError`
 * (`invalid-options` becomes `bind`, `input-fulfilment` the cause's own code or `invalid-result`).
 */
export type ElicitationCallErrorCode = McpErrorCode | Exclude<RunWithInputErrorCode, 'invalid-options' | 'input-fulfilment'>;

/**
 * Every error `@elicit-kit/mcp` rejects with or reports through `onError` is core's
 * {@link ElicitKitError} with one of mcp's codes. Map any other failure (an SDK error from
 * `client.callTool`) with `toElicitationCallError`. As a value it is `ElicitKitError` itself (the
 * same class), so `instanceof ElicitationCallError` works.
 */
export const ElicitationCallError = ElicitKitError;
/** A kit error with one of the codes `@elicit-kit/mcp` rejects with. */
export type ElicitationCallError = ElicitKitError<ElicitationCallErrorCode>;

/** The server answered with a JSON-RPC error the kit has no more specific error for. */
export class ServerError extends ElicitKitError<McpErrorCode> {
  readonly code = 'server-error';
  override readonly name = 'ServerError';
  /** The JSON-RPC error code. */
  readonly rpcCode: number;
  /** The JSON-RPC error's `data`, as sent (untrusted). */
  readonly data: unknown;

  constructor(rpcCode: number, message: string, data: unknown, options?: ErrorOptions) {
    super(message, options);
    this.rpcCode = rpcCode;
    this.data = data;
  }
}

/**
 * The server needed a client capability the request did not declare (`-32021`), or an
 * embedded request of a kind this client has no handler for. Fix: declare the mode the
 * server needs (`bindElicitation(…, { modes: { url: true } })` once URL consent is wired),
 * or use a server that does not need it.
 */
export class CapabilityMissingError extends ElicitKitError<McpErrorCode> {
  readonly code = 'capability-missing';
  override readonly name = 'CapabilityMissingError';
  /** The `inputRequests` key that could not be answered, when known. */
  readonly key: string | undefined;
  /** The embedded method (e.g. `elicitation/create`, `sampling/createMessage`), when known. */
  readonly method: string | undefined;
  /** The capabilities the server said it requires (`-32021` data), when sent. */
  readonly requiredCapabilities: unknown;

  constructor(message: string, details: { key?: string | undefined; method?: string | undefined; requiredCapabilities?: unknown }, options?: ErrorOptions) {
    super(`${message} — declare the capability (for URL mode: bind with modes.url once URL consent is wired), or avoid this server's request.`, options);
    this.key = details.key;
    this.method = details.method;
    this.requiredCapabilities = details.requiredCapabilities;
  }
}

/** Client and server share no protocol version (`-32022`, or the SDK's `ERA_NEGOTIATION_FAILED`). */
export class VersionMismatchError extends ElicitKitError<McpErrorCode> {
  readonly code = 'version-mismatch';
  override readonly name = 'VersionMismatchError';
  /** The versions the server supports, when it said. */
  readonly supported: readonly string[] | undefined;

  constructor(message: string, supported: readonly string[] | undefined, options?: ErrorOptions) {
    super(message, options);
    this.supported = supported;
  }
}

/**
 * What went wrong below the protocol: `http` (an HTTP error status), `closed` (the
 * connection closed or was never open), `timeout` (a request leg or the whole flow timed
 * out), `network` (fetch failed, sending failed), `other` (an unexpected failure; see `cause`).
 */
export type TransportFailure = 'http' | 'closed' | 'timeout' | 'network' | 'other';

/**
 * What a {@link TransportError} most likely means when the failure itself cannot say: `cors`, a
 * browser's opaque fetch failure (`TypeError: Failed to fetch` in Chromium, `NetworkError when
 * attempting to fetch resource.` in Firefox, `Load failed` in Safari), which a cross-origin server
 * without CORS headers causes as often as an unreachable one (the browser hides which).
 */
export type TransportHint = 'cors';

/** The request did not get through: network, HTTP status, closed connection, timeout. */
export class TransportError extends ElicitKitError<McpErrorCode> {
  readonly code = 'transport';
  override readonly name = 'TransportError';
  /** Which kind of failure. */
  readonly failure: TransportFailure;
  /** The HTTP status, for `http`. */
  readonly status: number | undefined;
  /** What the failure most likely means, when known (`message` then says what to check). */
  readonly hint: TransportHint | undefined;

  constructor(failure: TransportFailure, message: string, status?: number, options?: ErrorOptions & { hint?: TransportHint | undefined }) {
    super(message, options);
    this.failure = failure;
    this.status = status;
    this.hint = options?.hint;
  }
}

/**
 * A 2025-11-25 server answered `-32042` (URL elicitation required) and the person declined
 * or cancelled the URL consent, so the request is not retried.
 */
export class UrlElicitationRefusedError extends ElicitKitError<McpErrorCode> {
  readonly code = 'url-refused';
  override readonly name = 'UrlElicitationRefusedError';
  /** The `elicitationId` (2025-11-25) or `inputRequests` key (2026-07-28) of the URL. */
  readonly elicitationId: string;
  /**
   * What the person did: `decline` or `cancel` instead of opening it, or `abandon`: opened it,
   * then chose Cancel on the "waiting for you to finish" card — stop the request instead of retrying it.
   */
  readonly action: 'decline' | 'cancel' | 'abandon';

  constructor(elicitationId: string, action: 'decline' | 'cancel' | 'abandon', options?: ErrorOptions) {
    super(
      action === 'abandon'
        ? 'The person opened the URL the server requires, then cancelled: the request was stopped.'
        : `The person did not agree to open the URL the server requires (${action}).`,
      options,
    );
    this.elicitationId = elicitationId;
    this.action = action;
  }
}

/**
 * The server cannot elicit on this connection's protocol era, but can on the other: the base of
 * {@link PushOnlyServerError} (connect with `legacy` negotiation) and {@link ForgetfulServerError}
 * (connect with `auto`, 2026-07-28). `era` says which to connect with; nothing was asked.
 */
export abstract class ServerEraError extends ElicitKitError<McpErrorCode> {
  /** The era to connect to this server with: `legacy` (2025-11-25) or `modern` (2026-07-28). */
  abstract readonly era: 'legacy' | 'modern';
  /** The JSON-RPC error code, when the server said it with an error. */
  readonly rpcCode: number | undefined;
  /** The tool result (`isError: true`), when the server said it with a result (untrusted). */
  readonly result: unknown;

  /** `serverMessage`: what the server said, quoted in the message after what it means and before the fix. */
  constructor(details: { rpcCode?: number; result?: unknown; serverMessage: string }, options?: ErrorOptions) {
    const { meaning, fix } = (new.target as unknown as { readonly advice: { meaning: string; fix: string } }).advice;
    super(`${meaning} ("${details.serverMessage}"). Nothing was asked. ${fix}`, options);
    this.rpcCode = details.rpcCode;
    this.result = details.result;
  }
}

/**
 * The server can only ask for input by pushing `elicitation/create` (2025-11-25), and this
 * call ran on a 2026-07-28 connection, which has no channel for server-sent requests: e.g.
 * Python FastMCP's and the Python SDK's `ctx.elicit` (a `-32600` about the missing
 * back-channel, or a tool error saying elicitation is unavailable on 2026-07-28 connections).
 * Nothing was asked. Fix: connect to this server with `versionNegotiation: { mode: 'legacy' }`
 * (a client per server; see the README's "Per-server negotiation").
 */
export class PushOnlyServerError extends ServerEraError {
  readonly code = 'push-only-server';
  override readonly name = 'PushOnlyServerError';
  readonly era = 'legacy';
  /** The message's words around what the server said. */
  static readonly advice = {
    meaning: 'The server can only ask for input over a 2025-11-25 session (it pushes elicitation/create), which this 2026-07-28 connection cannot carry',
    fix: "Connect to this server with versionNegotiation: { mode: 'legacy' }.",
  };
}

/**
 * On a 2025-11-25 connection the server said this client does not support elicitation, though
 * the binding declared it: the server serves 2025-11-25 without sessions (xmcp, mcp-handler,
 * `createMcpHandler`'s stateless fallback), so every request reaches it as from a client that
 * declared nothing ("Client does not support form elicitation.", "no client capabilities are
 * available on this connection"). Nothing was asked. Fix: connect to this server on 2026-07-28
 * (`versionNegotiation: { mode: 'auto' }`), where the capability travels with every request.
 */
export class ForgetfulServerError extends ServerEraError {
  readonly code = 'forgetful-server';
  override readonly name = 'ForgetfulServerError';
  readonly era = 'modern';
  /** The message's words around what the server said. */
  static readonly advice = {
    meaning:
      'The server forgot that this client supports elicitation: it serves 2025-11-25 without sessions, so no request carries the capability declared at connect',
    fix: "Connect to this server on 2026-07-28 with versionNegotiation: { mode: 'auto' }.",
  };
}

/**
 * Why `bindElicitation` refused: `unknown-client` (neither SDK's `Client`), `handler-exists` (the
 * client already has an `elicitation/create` or completion handler), `sdk-refused` (the SDK threw
 * while the handler was registered; the client was restored), `connected` (capabilities can only be registered before
 * `client.connect`), `dishonest-capability` (the client's constructor already declares a mode
 * the binding does not render), `already-bound`, `no-server` (no server name), `no-modes`
 * (neither mode rendered), `no-binding` (`callWithElicitation` without `server` on an unbound client),
 * `invalid-timeout` (`timeoutMs` is not a positive number of ms up to 2147483647), `invalid-option` (another
 * option of the wrong type or range, e.g. `maxRounds`).
 */
export type BindProblem =
  | 'unknown-client'
  | 'handler-exists'
  | 'sdk-refused'
  | 'connected'
  | 'dishonest-capability'
  | 'already-bound'
  | 'no-server'
  | 'no-modes'
  | 'no-binding'
  | 'invalid-timeout'
  | 'invalid-option';

/** The binding was misused; `problem` says how, the message how to fix it. */
export class BindElicitationError extends ElicitKitError<McpErrorCode> {
  readonly code = 'bind';
  override readonly name = 'BindElicitationError';
  /** What was wrong. */
  readonly problem: BindProblem;

  /** `options.cause`: the failure behind it, when there is one (the SDK's refusal, core's option check). */
  constructor(problem: BindProblem, message: string, options?: ErrorOptions) {
    super(message, options);
    this.problem = problem;
  }
}

/**
 * An accepted form's content failed the request's schema, or an accepted URL cannot be
 * opened (field `url`, code from `readOpenableUrl`), so `cancel` was sent instead. Reported through
 * `onError`; never thrown.
 */
export class InvalidContentError extends ElicitKitError<McpErrorCode> {
  readonly code = 'invalid-content';
  override readonly name = 'InvalidContentError';
  /** The entry's key (`inputRequests` key or `elicitationId`/JSON-RPC id), when known. */
  readonly key: string | undefined;
  /** The field keys at fault with core's error codes (empty when the form cannot be answered at all). */
  readonly fieldErrors: ReadonlyArray<{ key: string; code: string }>;

  constructor(key: string | undefined, fieldErrors: ReadonlyArray<{ key: string; code: string }>) {
    super(
      `Accepted content failed the requested schema${fieldErrors.length > 0 ? ` (${fieldErrors.map((e) => `${e.key}: ${e.code}`).join(', ')})` : ''}; sent cancel instead.`,
    );
    this.key = key;
    this.fieldErrors = fieldErrors;
  }
}
