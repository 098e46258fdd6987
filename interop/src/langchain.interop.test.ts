/**
 * The LangChain.js recipe (`@langchain/mcp-adapters` 1.1.4, `@langchain/core` 1.4.0): the adapters
 * have no elicitation of their own, but `loadMcpTools` takes an SDK client the host built, so a
 * client bound with `bindElicitation` before it connects gives LangChain tools whose pushed
 * requests (2025-11-25) reach the kit's queue. Its `MultiServerMCPClient` connects on its own,
 * too early to bind (`BindElicitationError`), so the recipe builds the client itself. The v1 SDK
 * server asks; a scripted person answers through the queue, as `ElicitationHost` would.
 */
import { createElicitationQueue } from '@elicit-kit/core';
import { bindElicitation } from '@elicit-kit/mcp';
import { actAsPerson } from '@elicit-kit/mcp/test-support/sdk-client';
import { loadMcpTools } from '@langchain/mcp-adapters';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { useServer } from '../test-support/fixture.js';
import { SIGN_IN_URL, TOOLS, VALID, received } from './forms.js';
import { startSdkV1Server } from './servers/sdk-v1.js';

const fx = useServer(startSdkV1Server);
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** The recipe: bind, then connect, then hand the client to LangChain. */
async function langChainTools() {
  const queue = createElicitationQueue();
  const client = new Client({ name: 'langchain-host', version: '1.0.0' });
  bindElicitation(client, queue, { server: { name: 'interop', title: 'Interop server' }, modes: { form: true, url: true } });
  await client.connect(new StreamableHTTPClientTransport(fx.server.url));
  closing.push(() => client.close());
  const tools = await loadMcpTools('interop', client);
  const tool = (name: string) => {
    const found = tools.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no tool ${name} among ${tools.map((candidate) => candidate.name).join(', ')}`);
    return found;
  };
  return { queue, tool };
}

describe('@langchain/mcp-adapters with a kit-bound client (2025-11-25)', () => {
  it('a form the server pushes during a LangChain tool call reaches the queue; the checked answer reaches the server', async () => {
    const { queue, tool } = await langChainTools();
    const person = actAsPerson(queue, () => ({ action: 'accept', content: { ...VALID, seats: '2' } }));

    const output = await tool(TOOLS.form).invoke({});

    expect(person.seen.map((entry) => (entry.params as { message?: string }).message)).toEqual(['Your profile']);
    // The form's integer, typed as text, went out as the schema's integer.
    expect(output).toBe(received({ action: 'accept', content: VALID }));
    person.stop();
  });

  it('a URL request reaches the queue as URL consent', async () => {
    const { queue, tool } = await langChainTools();
    const person = actAsPerson(queue, () => ({ action: 'decline' }));

    const output = await tool(TOOLS.url).invoke({});

    expect(person.seen.map((entry) => (entry.params as { url?: string }).url)).toEqual([SIGN_IN_URL]);
    expect(output).toBe(received({ action: 'decline' }));
    person.stop();
  });
});
