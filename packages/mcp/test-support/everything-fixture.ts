/**
 * One server-everything per test file, a bound client per test, and readers of its tool
 * results: shared by the integration and whole-stack tests against it.
 */
import { bindElicitation } from '../src/index.js';
import {
  createElicitationQueue,
  readElicitRequestParams,
  toFormModel,
  validate,
  type ElicitationQueue,
  type ElicitContent,
  type PendingElicitation,
} from '@elicit-kit/core';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startEverything, type RunningEverything } from '@elicit-kit/test-support/everything';
import { connectV1Bound, type BoundV1Client } from './v1-client.js';

/** Who asks, as the host (the tests) knows the server. */
export const EVERYTHING = { name: 'everything', title: 'Everything reference server' };

/** The file's server and a way to connect a bound client (closed after each test). */
export interface EverythingFixture {
  /** The running server (after `beforeAll`). */
  server(): RunningEverything;
  /** A client bound to a fresh queue, both modes declared, connected with `auto` negotiation (→ 2025-11-25). */
  connect(): Promise<{ client: Client; queue: ElicitationQueue }>;
  /** The same with a v1 SDK client (`@modelcontextprotocol/sdk`), which speaks 2025-11-25 only. */
  connectV1(): Promise<BoundV1Client>;
}

/** Starts server-everything for this test file; call at the top level of the file. */
export function useEverything(clientName: string): EverythingFixture {
  let server: RunningEverything | undefined;
  const clients: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    server = await startEverything();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    await Promise.allSettled(clients.splice(0).map((client) => client.close()));
  });
  const running = (): RunningEverything => {
    if (server === undefined) throw new Error('server-everything is not running yet (use it inside a test)');
    return server;
  };
  return {
    server: running,
    async connect() {
      const client = new Client({ name: clientName, version: '0.0.0' }, { versionNegotiation: { mode: 'auto' } });
      clients.push(client);
      const queue = createElicitationQueue();
      bindElicitation(client, queue, { server: EVERYTHING, modes: { form: true, url: true } });
      await client.connect(new StreamableHTTPClientTransport(running().url));
      return { client, queue };
    },
    async connectV1() {
      const bound = await connectV1Bound(running().url, { server: EVERYTHING });
      clients.push(bound.client);
      return bound;
    },
  };
}

/** The text blocks of a tool result (of either SDK client, or `callWithElicitation`). */
export function texts(result: object): string[] {
  const { content = [] } = result as { content?: Array<{ type: string; text?: string }> };
  return content.flatMap((block) => (block.type === 'text' && block.text !== undefined ? [block.text] : []));
}

/** The tool's echo of what it received: `Raw result: {…}` in a text block. */
export function rawResult(result: object): unknown {
  const raw = texts(result).find((text) => text.includes('Raw result:'));
  return raw === undefined ? undefined : JSON.parse(raw.slice(raw.indexOf('{')));
}

/** What a person types into each of the 13 fields of `trigger-elicitation-request`, as a form holds it. */
export const EVERY_FIELD_FILLED = {
  name: 'Ada Lovelace',
  check: true,
  firstLine: 'It was a dark and stormy night.',
  email: 'ada@example.com',
  homepage: 'https://example.com/ada',
  birthdate: '1815-12-10',
  integer: '7',
  number: '2.5',
  untitledSingleSelectEnum: 'Phoebe',
  untitledMultipleSelectEnum: ['Piano', 'Drums'],
  titledSingleSelectEnum: 'hero-3',
  titledMultipleSelectEnum: ['fish-2', 'fish-3'],
  legacyTitledEnum: 'pet-2',
};

/** The form's checked content: what the UI's submit button would send. */
export function submitForm(entry: PendingElicitation, values: Record<string, unknown>): ElicitContent {
  const reading = readElicitRequestParams(entry.params);
  if (!reading.ok || reading.mode !== 'form') throw new Error(`expected a form request, got ${JSON.stringify(entry.params)}`);
  const model = toFormModel(reading.params.requestedSchema);
  expect(model.fields.map((field) => field.key).sort()).toEqual(Object.keys(values).sort());
  const checked = validate(model, values);
  if (!checked.ok) throw new Error(`the form refused the values: ${JSON.stringify(checked.errors)}`);
  return checked.content;
}
