import { createElicitationQueue, type ElicitationQueue, type ElicitResult, type FormValues } from '@elicit-kit/core';
import { ANSWER_HTTP_STATUS, type AnswerResponseBody, type AnswerStatus } from '../part/answer-wire.js';
import { ELICITATION_PART_TYPE, type ElicitationPartData } from '../part/types.js';
import type { AnswerPostError, ChatElicitations, ChatElicitationsOptions, ChatElicitationState } from './types.js';

interface Entry {
  state: ChatElicitationState;
  queue: ElicitationQueue;
  /** Aborted when the request ends elsewhere (the server's final part, the deadline): withdraws the card. */
  withdraw: AbortController;
}

// Refusals after which the same request may be answered again (the person fixes or retries);
// the others (403, 404, 409, 410) are final.
const RETRIABLE: ReadonlySet<AnswerPostError['status']> = new Set(['bad-request', 'invalid', 'too-large', 'unsupported-media-type', 'unavailable', 'network']);
const STATUS_BY_HTTP = new Map(Object.entries(ANSWER_HTTP_STATUS).map(([status, code]) => [code, status as AnswerStatus]));

/**
 * Creates the page's {@link ChatElicitations} store (`useChatElicitations` does it for you in
 * React). Each pending `data-elicitation` part gets its own core queue; the person's answer is
 * posted once; a part the server marked final (also after a reload) is never asked again.
 */
export function createChatElicitations(options: ChatElicitationsOptions = {}): ChatElicitations {
  const api = options.api ?? '/api/elicitation';
  const entries = new Map<string, Entry>();
  const idle = new Map<string, ElicitationQueue>();
  const listeners = new Set<() => void>();
  let version = 0;

  const changed = () => {
    version++;
    for (const listener of [...listeners]) listener();
  };

  function set(entry: Entry, state: ChatElicitationState): void {
    entry.state = state;
    changed();
  }

  function ask(entry: Entry, draft?: FormValues): void {
    const { data } = entry.state;
    const timeout = AbortSignal.timeout(Math.max(0, Math.min(data.expiresAt - Date.now(), 2_147_483_647)));
    const signal = AbortSignal.any([entry.withdraw.signal, timeout]);
    const answer = entry.queue.enqueue({ server: data.server, params: data.params, key: data.id, expiresAt: data.expiresAt, signal, draft });
    void answer.then((result) => {
      if (entry.withdraw.signal.aborted || entries.get(data.id) !== entry) return;
      if (timeout.aborted) set(entry, { ...entry.state, phase: 'settled', data: { ...data, status: 'expired' } });
      else void send(entry, result);
    });
  }

  async function send(entry: Entry, result: ElicitResult): Promise<void> {
    const { data } = entry.state;
    set(entry, { data, phase: 'sending', answer: result.action });
    const error = await post(data, result);
    if (entries.get(data.id) !== entry || entry.state.phase === 'settled') return;
    if (!error) {
      set(entry, { data, phase: 'sent', answer: result.action });
      return;
    }
    try {
      options.onError?.(error, data);
    } catch {
      // A throwing callback must not leave the request stuck in `sending`.
    }
    if (RETRIABLE.has(error.status)) {
      set(entry, { data, phase: 'pending', error });
      ask(entry, result.action === 'accept' ? result.content : undefined);
    } else set(entry, { data, phase: 'refused', answer: result.action, error });
  }

  async function post(data: ElicitationPartData, result: ElicitResult): Promise<AnswerPostError | undefined> {
    const extra = typeof options.headers === 'function' ? options.headers() : options.headers;
    const headers = new Headers(extra);
    headers.set('content-type', 'application/json');
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(api, { method: 'POST', headers, body: JSON.stringify({ id: data.id, token: data.token, result }) });
    } catch (cause) {
      return { status: 'network', message: cause instanceof Error ? cause.message : 'the answer route could not be reached' };
    }
    if (response.ok) return undefined;
    const body = (await response.json().catch(() => undefined)) as AnswerResponseBody | undefined;
    const status = STATUS_BY_HTTP.get(response.status) ?? 'unavailable';
    return { status, message: body?.message ?? response.statusText, ...(body && { body }) };
  }

  function track(data: ElicitationPartData): void {
    if (!isPartData(data)) return;
    const entry = entries.get(data.id);
    const final = data.status !== 'pending';
    if (!entry) {
      const queue = idle.get(data.id) ?? createElicitationQueue();
      idle.delete(data.id);
      const created: Entry = { state: { data, phase: final ? 'settled' : 'pending' }, queue, withdraw: new AbortController() };
      entries.set(data.id, created);
      // A pending part without a token or past its deadline cannot be answered: nothing to ask.
      if (!final && data.token && data.expiresAt > Date.now()) ask(created);
      else if (!final) created.state = { data: { ...data, status: 'expired' }, phase: 'settled' };
      changed();
      return;
    }
    if (final && entry.state.phase !== 'settled') {
      entry.withdraw.abort();
      set(entry, { ...entry.state, data, phase: 'settled' });
    }
  }

  return {
    sync(messages) {
      for (const message of messages ?? []) {
        for (const part of message?.parts ?? []) {
          if (isRecord(part) && part.type === ELICITATION_PART_TYPE) track(part.data as ElicitationPartData);
        }
      }
    },
    track,
    queueFor(id) {
      const entry = entries.get(id);
      if (entry) return entry.queue;
      let queue = idle.get(id);
      if (!queue) idle.set(id, (queue = createElicitationQueue()));
      return queue;
    },
    get: (id) => entries.get(id)?.state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => version,
    clear() {
      for (const entry of entries.values()) entry.withdraw.abort();
      entries.clear();
      idle.clear();
      changed();
    },
  };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

function isPartData(x: unknown): x is ElicitationPartData {
  return isRecord(x) && typeof x.id === 'string' && typeof x.status === 'string' && typeof x.expiresAt === 'number' && isRecord(x.server);
}
