import { stat } from 'node:fs/promises';
import type { ConnectionSpec } from './contract.js';
import type { LocalConnection } from './connection.js';
import { HttpConnection } from './httpConnection.js';
import { SpecError } from './spec.js';
import { StdioConnection } from './stdioConnection.js';

/** The open connections of one run of the local side. */
export class ConnectionRegistry {
  private readonly connections = new Map<string, LocalConnection>();
  private readonly children = new Set<StdioConnection>();
  private readonly killOnExit = (): void => {
    for (const child of this.children) child.killNow();
  };

  /** @param defaultCwd where stdio commands run unless the spec says otherwise */
  constructor(private readonly defaultCwd: string) {
    process.once('exit', this.killOnExit);
  }

  /** Opens a connection; rejects with `SpecError` (bad cwd) or `SpawnError` (stdio). */
  async open(spec: ConnectionSpec): Promise<LocalConnection> {
    if (spec.kind === 'http') return this.add(new HttpConnection(new URL(spec.url), spec.headers ?? {}));
    const cwd = spec.cwd ?? this.defaultCwd;
    const isDirectory = await stat(cwd).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!isDirectory) throw new SpecError(`The working directory '${cwd}' does not exist.`);
    const connection = await StdioConnection.start(spec, cwd);
    this.children.add(connection);
    return this.add(connection);
  }

  get(id: string): LocalConnection | undefined {
    return this.connections.get(id);
  }

  /** Closes and forgets one connection (kills its child); resolves once it is over. */
  async close(id: string): Promise<void> {
    const connection = this.connections.get(id);
    if (!connection) return;
    this.connections.delete(id);
    await connection.close();
    if (connection instanceof StdioConnection) this.children.delete(connection);
  }

  /** Closes everything: the server stops. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.connections.keys()].map((id) => this.close(id)));
    process.removeListener('exit', this.killOnExit);
  }

  private add(connection: LocalConnection): LocalConnection {
    this.connections.set(connection.id, connection);
    return connection;
  }
}
