/**
 * A hostile 2025-11-25 server: raw `elicitation/create` pushes and completion notifications
 * on the stream of an open call (the test server's relay tool), and `-32042` errors no honest
 * server sends. The client's answers are read from the server's wire log.
 */
import { describe, expect, it } from 'vitest';
import type { BoundClient, Person } from '../test-support/sdk-client.js';
import { closedEntry, nextPending } from '../test-support/queue-waits.js';
import { RELAY_TOOL, rawToolError } from '@elicit-kit/test-support/sdk-server';
import type { Relay, WireMessage } from '@elicit-kit/test-support/sdk-server';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { coreCorpusFolder, readCorpus } from '@elicit-kit/test-support/corpus';
import { CapabilityMissingError, InvalidResultError, UrlElicitationRefusedError, callWithElicitation } from './index.js';

const sdk = useSdkServer();

let bound: BoundClient;
let person: Person | undefined;
let relay: Relay | undefined;

let pushes = 0;

/** Opens a relay call and pushes `params` as an `elicitation/create`; resolves with the client's answer on the wire. */
async function push(params: Record<string, unknown>): Promise<WireMessage> {
  if (relay === undefined) {
    void bound.client.callTool({ name: RELAY_TOOL, arguments: {} }).catch(() => undefined);
    relay = await sdk.server.relayed();
    sdk.after(() => {
      relay?.release();
      relay = undefined;
    });
  }
  pushes += 1;
  const id = `hostile-${pushes}`;
  await relay.push({ jsonrpc: '2.0', id, method: 'elicitation/create', params });
  const answer = await sdk.server.nextWire((request) => request.body?.id === id && request.body.method === undefined);
  return answer.body as WireMessage;
}

/** Sends `notifications/elicitation/complete` on the relay's stream, then a ping behind it: once that is answered, the client has handled the notification. */
async function complete(elicitationId: unknown): Promise<void> {
  const id = `sync-${(pushes += 1)}`;
  await (relay as Relay).push({ jsonrpc: '2.0', method: 'notifications/elicitation/complete', params: { elicitationId } });
  await (relay as Relay).push({ jsonrpc: '2.0', id, method: 'ping' });
  await sdk.server.nextWire((request) => request.body?.id === id);
}

const FORM_SCHEMA = { type: 'object', properties: { name: { type: 'string' } } };

describe('hostile pushed elicitation/create (2025-11-25)', () => {
  it.each([
    ['an unknown mode', { mode: 'carrier-pigeon', message: 'Coo' }, { form: true, url: true }],
    ['URL mode when only form is declared', { mode: 'url', message: 'Open', url: 'https://example.com', elicitationId: 'e1' }, { form: true, url: false }],
  ])('answers %s with -32602 and shows nothing (spec §5.3)', async (_what, params, modes) => {
    bound = await sdk.connect('legacy', { modes });
    person = sdk.person(bound.queue, () => ({ action: 'accept' }));

    const answer = await push(params);

    expect(answer.error?.code).toBe(-32602);
    expect(person.seen).toEqual([]);
  });

  // What Python FastMCP 4.0.10 pushed, captured live: pydantic `time` / `UUID` fields and the `[["a", "b"]]` shorthand.
  const fastmcp = (tool: string) => {
    const found = readCorpus(coreCorpusFolder(import.meta.url)).find(({ file, entry }) => file === 'python-fastmcp.json' && entry.source.includes(` ${tool}:`));
    if (found === undefined) throw new Error(`no capture of ${tool}`);
    return found.entry.params;
  };

  it.each([
    ['format time and uuid (pydantic time, UUID)', 'ask_times', { alarm: '07:30:00Z', ticket: '123e4567-e89b-42d3-a456-426614174000' }],
    ['items: { enum } without type (FastMCP [["a", "b"]])', 'ask_multi', { value: ['b'] }],
  ])('a form beyond the SDK grammar, %s, reaches the person and the checked answer goes back', async (_what, tool, content) => {
    bound = await sdk.connect('legacy');
    person = sdk.person(bound.queue, () => ({ action: 'accept', content }));

    const answer = await push(fastmcp(tool));

    expect(person.seen).toHaveLength(1);
    expect(answer.result).toEqual({ action: 'accept', content });
  });

  it('a form beyond the SDK grammar is still held to its schema: content breaking it is cancelled', async () => {
    bound = await sdk.connect('legacy');
    person = sdk.person(bound.queue, () => ({ action: 'accept', content: { value: ['c'] } }));

    const answer = await push(fastmcp('ask_multi'));

    expect(answer.result).toEqual({ action: 'cancel' });
    expect(bound.errors).toEqual([expect.objectContaining({ code: 'invalid-content' })]);
  });

  it.each([
    ['a form when only URL mode is declared', { form: false, url: true }, () => fastmcp('ask_multi')],
    ['a form core cannot render either', { form: true, url: true }, () => ({ message: 'List?', requestedSchema: { type: 'array', items: { enum: ['a'] } } })],
  ])('keeps the SDK refusal (-32602) for %s', async (_what, modes, params) => {
    bound = await sdk.connect('legacy', { modes });
    person = sdk.person(bound.queue, () => ({ action: 'decline' }));

    const answer = await push(params());

    expect(answer.error?.code).toBe(-32602);
    expect(person.seen).toEqual([]);
  });

  it('never sends accept for a URL that cannot be opened (javascript:), even when a careless host accepts it', async () => {
    bound = await sdk.connect('legacy');
    person = sdk.person(bound.queue, () => ({ action: 'accept' }));

    const answer = await push({ mode: 'url', message: 'Click', url: 'javascript:alert(document.cookie)', elicitationId: 'js' });

    expect(person.seen.map((entry) => entry.key)).toEqual(['js']);
    expect(answer.result).toEqual({ action: 'cancel' });
    expect(bound.errors).toEqual([expect.objectContaining({ code: 'invalid-content', key: 'js' })]);
  });

  it('sends exactly the content validate builds: schema keys only, typed values; and cancel for content that fails (C9)', async () => {
    bound = await sdk.connect('legacy');
    const schema = {
      type: 'object',
      properties: { age: { type: 'integer' }, tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } },
      required: ['age'],
    };
    const typed = ['{"age":"7","__proto__":"x","constructor":"y","tags":["a"]}', '{"age":"seven","tags":["a"]}', '{"age":7,"tags":["c"]}'];
    person = sdk.person(bound.queue, () => ({ action: 'accept', content: JSON.parse(typed.shift() as string) }));

    const answers = [
      await push({ message: 'Age?', requestedSchema: schema }),
      await push({ message: 'Age?', requestedSchema: schema }),
      await push({ message: 'Age?', requestedSchema: schema }),
    ];

    // A form field's text "7" is the integer 7; extra keys, __proto__ included, never go out.
    expect(answers[0]?.result).toEqual({ action: 'accept', content: { age: 7, tags: ['a'] } });
    expect(Object.keys(answers[0]?.result?.content as object)).toEqual(['age', 'tags']);
    expect(answers.slice(1).map((answer) => answer.result)).toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
    expect(bound.errors.map((error) => (error as { fieldErrors?: Array<{ key: string }> }).fieldErrors?.map((field) => field.key))).toEqual([
      ['age'],
      ['tags'],
    ]);
  });
});

describe('hostile notifications/elicitation/complete (2025-11-25)', () => {
  it('ignores unknown ids, ids of cards it did not ask, and repeats; dismisses only its own waiting card once', async () => {
    bound = await sdk.connect('legacy');
    person = sdk.person(bound.queue, () => ({ action: 'accept' }));
    const answer = await push({ mode: 'url', message: 'Sign in', url: 'https://example.com/sso', elicitationId: 'mine' });
    expect(answer.result).toEqual({ action: 'accept' });
    const [waiting] = bound.queue.getSnapshot().closed;
    expect(waiting?.entry.key).toBe('mine');
    // A card of another server in the same queue, waiting under the same id.
    const other = bound.queue.enqueue({
      server: { name: 'Other' },
      key: 'mine',
      params: { mode: 'url', message: 'x', url: 'https://other.example', elicitationId: 'mine' },
    });
    bound.queue.respond(other.id, { action: 'accept' });

    await complete('unknown');
    await complete(42);
    await complete('mine');
    await complete('mine');

    expect(bound.queue.getSnapshot().closed.map((record) => record.entry.server.name)).toEqual(['Other']);
  });

  it('dismisses nothing for the key of a form card (a pushed form is keyed by its JSON-RPC id)', async () => {
    bound = await sdk.connect('legacy');
    person = sdk.person(bound.queue, () => ({ action: 'decline' }));
    await push({ message: 'Name?', requestedSchema: FORM_SCHEMA });
    const [form] = bound.queue.getSnapshot().closed;

    await complete(form?.entry.key);

    expect(bound.queue.getSnapshot().closed).toEqual([form]);
  });

  it('a completion that comes before the person accepts still ends the waiting card once they do', async () => {
    bound = await sdk.connect('legacy');
    void bound.client.callTool({ name: RELAY_TOOL, arguments: {} }).catch(() => undefined);
    relay = await sdk.server.relayed();
    const pushed = relay.push({
      jsonrpc: '2.0',
      id: 'early-1',
      method: 'elicitation/create',
      params: { mode: 'url', message: 'Sign in', url: 'https://example.com/sso', elicitationId: 'early' },
    });
    await pushed;
    const entry = await nextPending(bound.queue);

    await complete('early');
    bound.queue.respond(entry.id, { action: 'accept' });
    await sdk.server.nextWire((request) => request.body?.id === 'early-1');

    expect(bound.queue.getSnapshot().closed).toEqual([]);
  });
});

describe('hostile -32042 (2025-11-25)', () => {
  const TOOL = 'needs-url';
  const url = (elicitationId: string, extra: Record<string, unknown> = {}) => ({
    mode: 'url',
    message: 'Sign in',
    url: `https://example.com/${elicitationId}`,
    elicitationId,
    ...extra,
  });
  function answer32042(elicitations: unknown): void {
    sdk.after(sdk.server.answerRaw(rawToolError(TOOL, 'legacy', { code: -32042, message: 'URL elicitation required', data: { elicitations } })));
  }
  const call = () => callWithElicitation(bound.client, 'tools/call', { name: TOOL, arguments: {} }, bound.queue);

  it.each([
    ['no elicitations', []],
    ['an item that is not URL mode', [{ ...url('a'), mode: 'form', requestedSchema: FORM_SCHEMA }]],
    ['an item without an elicitationId', [{ mode: 'url', message: 'm', url: 'https://example.com' }]],
    ['the same elicitationId twice', [url('a'), url('a', { url: 'https://evil.example' })]],
    ['elicitations that are not a list', { a: url('a') }],
  ])('rejects %s with InvalidResultError and asks nobody', async (_what, elicitations) => {
    answer32042(elicitations);
    bound = await sdk.connect('legacy');

    const error = await call().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(InvalidResultError);
    expect(error).toMatchObject({ reason: 'invalid-url-elicitations' });
    expect(bound.queue.getSnapshot().pending).toEqual([]);
  });

  it.each([
    ['no data', undefined],
    ['data null', null],
    ['data a string', 'x'],
  ])('rejects a -32042 with %s with a typed error and asks nobody', async (_what, data) => {
    sdk.after(sdk.server.answerRaw(rawToolError(TOOL, 'legacy', { code: -32042, message: 'URL elicitation required', ...(data !== undefined && { data }) })));
    bound = await sdk.connect('legacy');

    const error = await call().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(InvalidResultError);
    expect(bound.queue.getSnapshot().pending).toEqual([]);
  });

  it('puts 100 URL elicitations in one group and retries once all are accepted and dismissed', async () => {
    const ids = Array.from({ length: 100 }, (_, index) => `u${index}`);
    answer32042(ids.map((id) => url(id)));
    bound = await sdk.connect('legacy');
    person = sdk.person(bound.queue, () => ({ action: 'accept' }));
    const running = call().catch((caught: unknown) => caught);
    await nextPending(bound.queue);
    await closedEntry(bound.queue, person.seen[99]?.id ?? '');
    const from = sdk.server.wire.length;
    expect(person.seen.map((entry) => entry.key)).toEqual(ids);
    expect(new Set(person.seen.map((entry) => entry.group)).size).toBe(1);

    for (const entry of person.seen) bound.queue.dismissClosed(entry.id);

    // The retry meets the same -32042: round 2, the limit is far away, the same cards again.
    await nextPending(bound.queue, (entry) => !person?.seen.slice(0, 100).some((seen) => seen.id === entry.id));
    expect(sdk.server.wire.slice(from).filter((request) => request.body?.method === 'tools/call')).toHaveLength(1);
    void running;
  });

  it('shows no URL card when the client did not declare URL mode: CapabilityMissingError (the server must not ask)', async () => {
    answer32042([url('a')]);
    bound = await sdk.connect('legacy', { modes: { form: true, url: false } });

    const error = await call().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(CapabilityMissingError);
    expect(error).toMatchObject({ method: 'elicitation/create' });
    expect(bound.queue.getSnapshot().pending).toEqual([]);
  });

  it('refuses a javascript: URL even when a careless host accepts it, and does not retry', async () => {
    answer32042([url('js', { url: 'javascript:alert(1)' })]);
    bound = await sdk.connect('legacy');
    person = sdk.person(bound.queue, () => ({ action: 'accept' }));
    const from = sdk.server.wire.length;

    const error = await call().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(UrlElicitationRefusedError);
    expect(error).toMatchObject({ action: 'cancel', elicitationId: 'js' });
    expect(sdk.server.wire.slice(from).filter((request) => request.body?.method === 'tools/call')).toHaveLength(1);
  });
});
