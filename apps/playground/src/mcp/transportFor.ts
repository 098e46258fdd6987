import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { CommandExitedError } from '../connection/describeFailure.js';
import { filledValues, type ServerTarget } from '../connection/serverTarget.js';
import { TOKEN_META_NAME } from '../../server/contract.js';
import { demoServerEndpoint } from './demoServer.js';
import { closeConnection, connectionInfo, localSideTransport, LocalSideError, openConnection, watchConnection, type Connection } from './localSide.js';
import { splitCommandLine } from './splitCommandLine.js';

/** How the page reaches a target, with what to do when connecting fails or the connection ends. */
export interface OpenedTransport {
  transport: StreamableHTTPClientTransport;
  /** Why connecting failed: the local side's own reading (in words) when it has one, else `error`. */
  explain(error: unknown): Promise<unknown>;
  /** Gives the route back (the local side forgets the connection, and kills a stdio child). */
  close(): Promise<void>;
}

export interface OpenTransportOptions {
  /** The route ended by itself (a stdio child exited): the connection is gone. */
  onEnded?: (error: Error) => void;
  /** The `fetch` every request of the transport goes through (the exchange log's wire tap). */
  fetch?: typeof fetch;
}

/**
 * The one place that decides how the browser reaches a target:
 * - the demo server: this page's own `/mcp`, which Vite proxies;
 * - a Streamable HTTP URL: through the playground's local side, which forwards with the
 *   person's headers (most servers send no CORS headers); straight from the page (the server
 *   must allow this origin) when the page has no local side (a static build);
 * - a stdio command: only through the local side, which runs it (no shell).
 */
export async function openTransport(target: ServerTarget, { onEnded, fetch }: OpenTransportOptions = {}): Promise<OpenedTransport> {
  const withFetch = fetch === undefined ? {} : { fetch };
  if (target.kind === 'demo') return direct(new StreamableHTTPClientTransport(demoServerEndpoint(), withFetch));
  const env = (values: readonly { name: string; value: string }[]) => Object.fromEntries(filledValues(values).map(({ name, value }) => [name, value]));
  if (target.kind === 'http') {
    const url = parseHttpUrl(target.url);
    if (!hasLocalSide()) return direct(new StreamableHTTPClientTransport(url, { requestInit: { headers: env(target.headers) }, ...withFetch }));
    return throughLocalSide(await openConnection({ kind: 'http', url: url.href, headers: env(target.headers) }), onEnded, fetch);
  }
  const [command, ...args] = splitCommandLine(target.command);
  if (command === undefined) throw new InvalidTargetError('The command is empty.');
  if (!hasLocalSide())
    throw new LocalSideError({ category: 'refused', message: 'Running a command needs the playground’s local side: open the page from `pnpm dev`.' }, 0);
  return throughLocalSide(await openConnection({ kind: 'stdio', command, args, env: env(target.env) }), onEnded, fetch);
}

/** Whether this page was served with the local side's token (by `pnpm dev` or `vite preview`). */
export function hasLocalSide(): boolean {
  return document.querySelector(`meta[name="${TOKEN_META_NAME}"]`) !== null;
}

function direct(transport: StreamableHTTPClientTransport): OpenedTransport {
  return { transport, explain: async (error) => error, close: async () => {} };
}

function throughLocalSide(connection: Connection, onEnded: OpenTransportOptions['onEnded'], fetch: typeof globalThis.fetch | undefined): OpenedTransport {
  const watching = new AbortController();
  // The events stream is the lifeline (the local side closes the connection when the page goes)
  // and says when a stdio child exits.
  void watchConnection(
    connection.id,
    (event) => {
      if (event.type === 'connection' && event.connection.state === 'exited') onEnded?.(exitError(event.connection));
    },
    watching.signal,
  ).catch(() => {});
  return {
    transport: localSideTransport(connection, fetch),
    async explain(error) {
      const info = await connectionInfo(connection.id).catch(() => undefined);
      if (info?.state === 'exited') return exitError(info);
      return info?.failure ? new LocalSideError(info.failure, 0) : error;
    },
    async close() {
      watching.abort();
      await closeConnection(connection.id).catch(() => {});
    },
  };
}

function exitError(connection: Connection): CommandExitedError {
  const exit = connection.exit;
  const how = exit === undefined ? 'ended' : exit.signal ? `was killed (${exit.signal})` : `exited with code ${exit.code}`;
  const tail = (connection.stderrTail ?? connection.failure?.stderrTail ?? []).slice(-10).join('\n');
  return new CommandExitedError(`${connection.label} ${how}.${tail ? `\n${tail}` : ''}`, exit);
}

/** A URL the transport can use: http(s) only, said in words otherwise. */
export function parseHttpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new InvalidTargetError(`“${text}” is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidTargetError(`Only http and https URLs can be used, not ${url.protocol}`);
  return url;
}

/** What the person typed cannot be a server address. */
export class InvalidTargetError extends Error {
  override name = 'InvalidTargetError';
}
