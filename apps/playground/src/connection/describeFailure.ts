/**
 * Why a connection attempt failed, in the person's words rather than a stack trace:
 * - `unreachable`: nothing answered at that address (refused, DNS, CORS, offline);
 * - `not-mcp`: something answered, but not an MCP server (404, HTML, no JSON-RPC);
 * - `auth-required`: the server wants credentials (401) or refused the ones sent (403);
 * - `era-mismatch`: the server and this app share no protocol version;
 * - `command-not-started`: the stdio command could not be started (not found, not runnable);
 * - `command-exited`: the stdio command ended: before it spoke MCP, or (a lost connection) after;
 * - `other`: anything else, with its message as the detail.
 */
export type ConnectionFailureKind = 'unreachable' | 'not-mcp' | 'auth-required' | 'era-mismatch' | 'command-not-started' | 'command-exited' | 'other';

/** How a stdio command ended: its exit code, or the signal that killed it. */
export interface CommandExit {
  code: number | null;
  signal: string | null;
}

export interface ConnectionFailure {
  kind: ConnectionFailureKind;
  /** The underlying message, for the "Details" disclosure (untrusted text: render as text). */
  detail: string;
  /** The HTTP status when one was seen. */
  status?: number;
  /**
   * The local side's own sentence for the person (its `Failure.message`, e.g. which command was
   * not found): worth showing as it is, not folded under "Details".
   */
  said?: string;
  /** How the stdio command ended, when it did and the local side said. */
  exit?: CommandExit;
}

/** Thrown by the local side when the stdio command exited; see `localSide`. */
export class CommandExitedError extends Error {
  override name = 'CommandExitedError';
  constructor(
    message: string,
    /** How it ended, when known. */
    readonly exit?: CommandExit,
  ) {
    super(message);
  }
}

/** Reads any error a connect attempt threw (SDK errors, fetch failures, the local side's) into a {@link ConnectionFailure}. */
export function describeFailure(error: unknown): ConnectionFailure {
  const detail = messageOf(error).slice(0, 2_000);
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : '';
  const status = statusOf(fields);
  const withStatus = (kind: ConnectionFailureKind): ConnectionFailure => (status === undefined ? { kind, detail } : { kind, detail, status });
  const name = typeof fields.name === 'string' ? fields.name : '';

  if (error instanceof CommandExitedError && error.exit !== undefined) return { ...withStatus('command-exited'), exit: error.exit };
  const local = localSideCategory(fields);
  if (local !== undefined) {
    const said = (fields.failure as Record<string, unknown>).message;
    return local === 'command-not-started' && typeof said === 'string' ? { ...withStatus(local), said } : withStatus(local);
  }
  if (name === 'CommandExitedError' || /\b(command|process) (exited|ended|failed to start)\b|\bspawn\b.*\bENOENT\b/i.test(detail))
    return withStatus('command-exited');
  if (name === 'UnauthorizedError' || status === 401 || status === 403 || code === 'CLIENT_HTTP_AUTHENTICATION' || code === 'CLIENT_HTTP_FORBIDDEN') {
    return withStatus('auth-required');
  }
  if (
    name === 'UnsupportedProtocolVersionError' ||
    /unsupported protocol version|did not offer pinned protocol|no (common|shared) protocol version|protocol version .* (is )?not supported/i.test(detail)
  ) {
    return withStatus('era-mismatch');
  }
  if (
    status === 404 ||
    status === 405 ||
    status === 406 ||
    status === 415 ||
    code === 'CLIENT_HTTP_UNEXPECTED_CONTENT' ||
    code === 'CLIENT_HTTP_NOT_IMPLEMENTED'
  ) {
    return withStatus('not-mcp');
  }
  if (/unexpected content type|not valid json|unexpected token|json-rpc|invalid (json|message)|parse error/i.test(detail)) return withStatus('not-mcp');
  if (error instanceof TypeError || /failed to fetch|networkerror|load failed|econnrefused|fetch failed|enotfound|network/i.test(detail)) {
    return withStatus('unreachable');
  }
  if (code === 'ERA_NEGOTIATION_FAILED') return withStatus(status === undefined ? 'unreachable' : 'not-mcp');
  if (status !== undefined && status >= 400) return withStatus('not-mcp');
  return withStatus('other');
}

/** The local side's own reading of a failure (`LocalSideError.failure.category`, see server/contract.ts), if this is one. */
function localSideCategory(fields: Record<string, unknown>): ConnectionFailureKind | undefined {
  const failure = fields.failure;
  if (typeof failure !== 'object' || failure === null) return undefined;
  const category = (failure as Record<string, unknown>).category;
  switch (category) {
    case 'unreachable':
    case 'not-mcp':
    case 'auth-required':
      return category;
    case 'session-expired':
      return 'not-mcp';
    case 'command-not-found':
    case 'spawn-failed':
      return 'command-not-started';
    case 'exited':
      return 'command-exited';
    case undefined:
      return undefined;
    default:
      return 'other';
  }
}

function statusOf(fields: Record<string, unknown>): number | undefined {
  const failure = fields.failure as Record<string, unknown> | undefined;
  for (const value of [failure?.status, fields.status, (fields.data as Record<string, unknown> | undefined)?.status, fields.code]) {
    if (typeof value === 'number' && value >= 100 && value <= 599) return value;
  }
  const match = /\bHTTP (\d{3})\b|\bstatus(?: code)? (\d{3})\b|\b(\d{3}) (?:Not Found|Unauthorized|Forbidden|Method Not Allowed)\b/i.exec(messageOf(fields));
  const found = match?.slice(1).find((part) => part !== undefined);
  return found === undefined ? undefined : Number(found);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string')
    return (error as { message: string }).message;
  return String(error);
}
