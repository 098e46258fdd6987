/**
 * The wire contract between the page and the playground's local side (see server/README.md).
 * Types only: imported by the Node side and by the page's client (`src/mcp/localSide.ts`).
 */

/** The header every request to the local side carries. */
export const TOKEN_HEADER = 'X-Elicit-Kit-Token';
/** The `<meta name>` the token is delivered in, inside index.html. */
export const TOKEN_META_NAME = 'elicit-kit-token';
/** Set on a 502 the local side itself answers, with the failure's category. */
export const FAILURE_HEADER = 'X-Elicit-Kit-Failure';
/** Every path of the local side starts with this. */
export const LOCAL_SIDE_PREFIX = '/_ek/';

/** What to connect to. */
export type ConnectionSpec =
  | {
      kind: 'http';
      /** The server's Streamable HTTP endpoint (`http:` or `https:`). */
      url: string;
      /** Added to every forwarded request, e.g. `{ Authorization: 'Bearer …' }`; kept in memory only. */
      headers?: Record<string, string>;
    }
  | {
      kind: 'stdio';
      /** Run without a shell: `npx`, `uvx`, `node`, an absolute path… */
      command: string;
      args?: string[];
      /** Added to the SDK's default safe environment (HOME, PATH, …). */
      env?: Record<string, string>;
      /** Working directory; defaults to the repository's root. */
      cwd?: string;
    };

export type FailureCategory =
  | 'refused'
  | 'bad-request'
  | 'unknown-connection'
  | 'unreachable'
  | 'not-mcp'
  | 'auth-required'
  | 'session-expired'
  | 'server-error'
  | 'command-not-found'
  | 'spawn-failed'
  | 'exited';

/** Something that went wrong, in words for the person plus the facts behind them. */
export interface Failure {
  category: FailureCategory;
  /** One sentence for the person. */
  message: string;
  /** `refused`: which check refused the request. */
  reason?: RefusalReason;
  /** HTTP status the upstream server answered with. */
  status?: number;
  /** The upstream's `WWW-Authenticate` header (auth-required). */
  wwwAuthenticate?: string;
  exitCode?: number | null;
  signal?: string | null;
  stderrTail?: string[];
}

export type RefusalReason = 'foreign-host' | 'foreign-origin' | 'missing-token' | 'wrong-token';

export type ConnectionState = 'open' | 'exited' | 'closed';

/** A connection as the local side reports it (never with header values). */
export interface Connection {
  id: string;
  kind: 'http' | 'stdio';
  /** What was connected to, for people: the URL, or the command line. */
  label: string;
  /** The same-origin Streamable HTTP endpoint for the MCP client, e.g. `/_ek/connections/<id>/mcp`. */
  endpoint: string;
  state: ConnectionState;
  /** http: names of the stored headers. */
  headerNames?: string[];
  /** stdio: the child's process id. */
  pid?: number;
  /** stdio: how the child ended. */
  exit?: { code: number | null; signal: string | null };
  /** stdio: the last lines the child wrote to stderr. */
  stderrTail?: string[];
  /** The latest thing that went wrong. */
  failure?: Failure;
}

/** An event on `GET /_ek/connections/<id>/events`. */
export type ConnectionEvent = { type: 'connection'; connection: Connection } | { type: 'stderr'; line: string };

/** The body of every error answer of the local side. */
export interface ErrorBody {
  error: Failure;
}
