import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connection, ConnectionEvent, ConnectionState, Failure } from './contract.js';

export type ConnectionListener = (event: ConnectionEvent) => void;

/**
 * What the two kinds of connection share: an id, a state, the latest failure, and listeners
 * for the events stream. Subclasses forward (`http`) or bridge (`stdio`) the MCP endpoint.
 */
export abstract class LocalConnection {
  readonly id = randomBytes(12).toString('base64url');
  protected state: ConnectionState = 'open';
  protected failure: Failure | undefined;
  private readonly listeners = new Set<ConnectionListener>();

  constructor(
    readonly kind: 'http' | 'stdio',
    readonly label: string,
  ) {}

  get endpoint(): string {
    return `/_ek/connections/${this.id}/mcp`;
  }

  /** The connection as the page sees it (never a header value). */
  info(): Connection {
    return {
      id: this.id,
      kind: this.kind,
      label: this.label,
      endpoint: this.endpoint,
      state: this.state,
      ...this.details(),
      ...(this.failure ? { failure: this.failure } : {}),
    };
  }

  /** Kind-specific fields of `info()`. */
  protected abstract details(): Partial<Connection>;

  /** Serves one request to the connection's MCP endpoint. */
  abstract handleMcp(req: IncomingMessage, res: ServerResponse): Promise<void>;

  /** Ends the connection (kills a child); resolves once it is over. Idempotent. */
  abstract close(): Promise<void>;

  subscribe(listener: ConnectionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected emit(event: ConnectionEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Records what went wrong and tells the listeners. */
  protected fail(failure: Failure): void {
    this.failure = failure;
    this.changed();
  }

  protected setState(state: ConnectionState): void {
    this.state = state;
    this.changed();
  }

  protected changed(): void {
    this.emit({ type: 'connection', connection: this.info() });
  }
}
