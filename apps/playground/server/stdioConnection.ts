import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createInterface } from 'node:readline';
import { getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import { FAILURE_HEADER, type Connection, type ConnectionSpec, type Failure } from './contract.js';
import { LocalConnection } from './connection.js';
import { readBody, sendFailure, sendJson, startEventStream, writeEvent } from './httpIO.js';

/** How many stderr lines a connection keeps for the page. */
const STDERR_LINES = 200;
/** Messages the child starts while no stream is open wait for the next one, up to this many. */
const MAX_WAITING = 100;
/** SIGTERM first; SIGKILL if the child is still there after this long. */
const KILL_GRACE_MS = 3_000;

type JsonRpcId = string | number;
interface JsonRpcMessage {
  jsonrpc?: unknown;
  id?: JsonRpcId | null;
  method?: unknown;
  result?: unknown;
  error?: unknown;
}

/** One answer to a POST that carried requests: its responses, matched by id. */
interface PostStream {
  res: ServerResponse;
  pending: Set<string>;
  /** `sse` streams also carry what the child starts; `json` ones wait for all responses. */
  mode: 'sse' | 'json';
  collected: JsonRpcMessage[];
}

const idKey = (id: JsonRpcId): string => JSON.stringify(id);
const isRequest = (m: JsonRpcMessage): boolean => typeof m.method === 'string' && m.id !== undefined && m.id !== null;
const isResponse = (m: JsonRpcMessage): boolean => m.method === undefined && m.id !== undefined && ('result' in m || 'error' in m);

/** Thrown by `StdioConnection.start` when the process cannot be started. */
export class SpawnError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/**
 * A local process speaking MCP over stdio, bridged to Streamable HTTP: each POST's requests are
 * written to the child's stdin as lines, and its stdout lines routed back — responses to the
 * stream of the request they answer, everything the child starts itself to the GET stream (or
 * the newest POST stream). The connection is the session, so no `Mcp-Session-Id` is issued.
 */
export class StdioConnection extends LocalConnection {
  private readonly posts: PostStream[] = [];
  private getStream: ServerResponse | undefined;
  private readonly waiting: JsonRpcMessage[] = [];
  private readonly stderrTail: string[] = [];
  private exit: { code: number | null; signal: string | null } | undefined;
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    label: string,
  ) {
    super('stdio', label);
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.stdin.on('error', () => {}); // EPIPE after the child died: the exit handler reports it
    createInterface({ input: child.stdout }).on('line', (line) => this.fromChild(line));
    createInterface({ input: child.stderr }).on('line', (line) => {
      this.stderrTail.push(line);
      if (this.stderrTail.length > STDERR_LINES) this.stderrTail.shift();
      this.emit({ type: 'stderr', line });
    });
    child.once('exit', (code, signal) => this.onExit(code, signal));
  }

  /** Spawns the command (no shell) and resolves once it runs; rejects with `SpawnError` otherwise. */
  static async start(spec: Extract<ConnectionSpec, { kind: 'stdio' }>, cwd: string): Promise<StdioConnection> {
    const args = spec.args ?? [];
    const label = [spec.command, ...args].map((part) => (/[\s"']/.test(part) ? JSON.stringify(part) : part)).join(' ');
    const child = spawn(spec.command, args, {
      cwd,
      env: { ...getDefaultEnvironment(), ...spec.env },
      shell: false,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error: NodeJS.ErrnoException) => {
        reject(
          new SpawnError(
            error.code === 'ENOENT'
              ? { category: 'command-not-found', message: `The command '${spec.command}' was not found. Is it installed and on the PATH?` }
              : { category: 'spawn-failed', message: `The command '${spec.command}' could not be started: ${error.message}.` },
          ),
        );
      });
    });
    return new StdioConnection(child, label);
  }

  protected details(): Partial<Connection> {
    return {
      ...(this.child.pid !== undefined ? { pid: this.child.pid } : {}),
      ...(this.exit ? { exit: this.exit } : {}),
      stderrTail: [...this.stderrTail],
    };
  }

  async handleMcp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'DELETE') {
      await this.close();
      res.writeHead(200).end();
      return;
    }
    if (this.state !== 'open') {
      const failure = this.failure ?? { category: 'exited' as const, message: 'The server process is no longer running.' };
      sendFailure(res, 502, failure, { [FAILURE_HEADER]: failure.category });
      return;
    }
    if (method === 'GET') return this.openGetStream(req, res);
    if (method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST, DELETE' }).end();
      return;
    }
    let messages: JsonRpcMessage[];
    try {
      const parsed: unknown = JSON.parse((await readBody(req)).toString('utf8'));
      messages = (Array.isArray(parsed) ? parsed : [parsed]) as JsonRpcMessage[];
      if (messages.length === 0 || !messages.every((m) => m !== null && typeof m === 'object' && m.jsonrpc === '2.0')) throw new Error('not JSON-RPC');
    } catch {
      sendJson(res, 400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not a JSON-RPC message.' } });
      return;
    }
    const requests = messages.filter(isRequest);
    if (requests.length === 0) {
      for (const message of messages) this.toChild(message);
      res.writeHead(202).end();
      return;
    }
    const wantsSse = (req.headers.accept ?? '').includes('text/event-stream');
    const stream: PostStream = { res, pending: new Set(requests.map((r) => idKey(r.id!))), mode: wantsSse ? 'sse' : 'json', collected: [] };
    // Registered before the child sees the requests: a fast answer must find its stream.
    this.posts.push(stream);
    res.once('close', () => this.dropPost(stream));
    if (wantsSse) {
      startEventStream(res);
      this.flushWaiting();
    }
    for (const message of messages) this.toChild(message);
  }

  private openGetStream(req: IncomingMessage, res: ServerResponse): void {
    if (!(req.headers.accept ?? '').includes('text/event-stream')) {
      res.writeHead(406).end();
      return;
    }
    if (this.getStream) {
      sendJson(res, 409, { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Conflict: only one GET stream per connection.' } });
      return;
    }
    this.getStream = res;
    res.once('close', () => {
      if (this.getStream === res) this.getStream = undefined;
    });
    startEventStream(res);
    this.flushWaiting();
  }

  private toChild(message: JsonRpcMessage): void {
    if (this.child.stdin.writable) this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  private fromChild(line: string): void {
    if (line.trim() === '') return;
    let message: JsonRpcMessage;
    try {
      message = JSON.parse(line) as JsonRpcMessage;
      if (message === null || typeof message !== 'object' || message.jsonrpc !== '2.0') throw new Error('not JSON-RPC');
    } catch {
      // Servers that log to stdout break the protocol; say so, and go on with the next line.
      const sample = line.length > 120 ? `${line.slice(0, 120)}…` : line;
      this.fail({
        category: 'not-mcp',
        message: `The process wrote a line to stdout that is not JSON-RPC: '${sample}'. MCP servers on stdio must log to stderr.`,
      });
      return;
    }
    if (isResponse(message)) {
      const key = idKey(message.id!);
      const stream = this.posts.find((s) => s.pending.has(key));
      if (stream) this.answer(stream, key, message);
      return;
    }
    const target = this.getStream ?? [...this.posts].reverse().find((s) => s.mode === 'sse')?.res;
    if (target) writeEvent(target, 'message', message);
    else if (this.waiting.length < MAX_WAITING) this.waiting.push(message);
  }

  private answer(stream: PostStream, key: string, message: JsonRpcMessage): void {
    stream.pending.delete(key);
    if (stream.mode === 'sse') writeEvent(stream.res, 'message', message);
    else stream.collected.push(message);
    if (stream.pending.size > 0) return;
    this.dropPost(stream);
    if (stream.mode === 'sse') stream.res.end();
    else sendJson(stream.res, 200, stream.collected.length === 1 ? stream.collected[0] : stream.collected);
  }

  private dropPost(stream: PostStream): void {
    const index = this.posts.indexOf(stream);
    if (index !== -1) this.posts.splice(index, 1);
  }

  private flushWaiting(): void {
    const target = this.getStream ?? this.posts.at(-1)?.res;
    if (!target) return;
    for (const message of this.waiting.splice(0)) writeEvent(target, 'message', message);
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    this.exit = { code, signal };
    const closing = this.state === 'closed';
    const failure: Failure = {
      category: 'exited',
      exitCode: code,
      signal,
      stderrTail: this.stderrTail.slice(-20),
      message: closing
        ? 'The server process was stopped.'
        : `The server process exited (${signal ? `signal ${signal}` : `exit code ${code}`})${this.stderrTail.length > 0 ? `: ${this.stderrTail.at(-1)}` : '.'}`,
    };
    // Calls still waiting get an error answer instead of waiting forever.
    for (const stream of [...this.posts]) {
      for (const key of [...stream.pending])
        this.answer(stream, key, { jsonrpc: '2.0', id: JSON.parse(key) as JsonRpcId, error: { code: -32000, message: failure.message } });
    }
    this.getStream?.end();
    if (closing) this.changed();
    else {
      this.state = 'exited';
      this.fail(failure);
    }
  }

  async close(): Promise<void> {
    if (this.state !== 'closed') {
      this.setState('closed');
      if (this.exit === undefined) {
        this.child.stdin.end();
        this.child.kill('SIGTERM');
        const force = setTimeout(() => this.child.kill('SIGKILL'), KILL_GRACE_MS);
        force.unref();
        void this.exited.then(() => clearTimeout(force));
      }
    }
    await this.exited;
  }

  /** Last resort when this process exits: no time for a grace period. */
  killNow(): void {
    if (this.exit === undefined) this.child.kill('SIGKILL');
  }
}
