// @ts-check
// The held-back v1 check: a host on the v1 SDK (`@modelcontextprotocol/sdk`), installed from the
// packed tarballs with npm into a fresh dir where `@modelcontextprotocol/client` is absent, binds
// a v1 `Client` and answers a v1 SDK server's pushed form. Proves that `@elicit-kit/mcp` loads
// with only the v1 SDK present and that a v1 host works in about ten lines.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

/** A v1 SDK server (127.0.0.1, a free port) whose `book` tool pushes a form and returns what it got. */
const SERVER = `import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';

export async function startServer() {
  const sessions = new Map();
  const http = createServer(async (req, res) => {
    let body;
    if (req.method === 'POST') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    }
    let transport = sessions.get(req.headers['mcp-session-id']);
    if (!transport) {
      if (!isInitializeRequest(body)) return void res.writeHead(400).end();
      transport = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: (id) => sessions.set(id, transport) });
      const server = new McpServer({ name: 'v1-check', version: '1.0.0' });
      server.registerTool('book', { description: 'asks for a name and a number of guests' }, async () => {
        const result = await server.server.elicitInput({
          message: 'Who is coming?',
          requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 2 }, guests: { type: 'integer', minimum: 1 } }, required: ['name', 'guests'] },
        });
        return { content: [{ type: 'text', text: JSON.stringify(result) }] };
      });
      await server.connect(transport);
    }
    await transport.handleRequest(req, res, body);
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: new URL('http://127.0.0.1:' + http.address().port + '/mcp'), close: () => { http.closeAllConnections(); http.close(); } };
}
`;

/** The host: the README's ten v1 lines, a scripted person answering the queue, the result printed. */
const HOST = `import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createElicitationQueue } from '@elicit-kit/core';
import { bindElicitation, callWithElicitation } from '@elicit-kit/mcp';
import { startServer } from './server.mjs';

const v2 = await import('@modelcontextprotocol/client').then(() => 'installed', () => 'absent');
const server = await startServer();

const queue = createElicitationQueue();
const client = new Client({ name: 'v1-host', version: '1.0.0' });
bindElicitation(client, queue, { server: { name: 'Bookings' }, modes: { form: true, url: true } });
await client.connect(new StreamableHTTPClientTransport(server.url));
// The person: answers the first card as the form would.
const seen = [];
queue.subscribe(() => {
  for (const entry of queue.getSnapshot().pending) {
    if (seen.includes(entry.id)) continue;
    seen.push(entry.id);
    queueMicrotask(() => queue.respond(entry.id, { action: 'accept', content: { name: 'Ada', guests: 2 } }));
  }
});
const result = await callWithElicitation(client, 'tools/call', { name: 'book', arguments: {} }, queue);

console.log(JSON.stringify({ v2, asked: seen.length, received: JSON.parse(result.content[0].text) }));
await client.close();
server.close();
`;

/**
 * Installs the core and mcp tarballs with the pinned v1 SDK (and nothing of the v2 client) into a
 * fresh dir under `parent`, runs the host and checks what the server received.
 * @param {string} parent
 * @param {string[]} tarballs
 * @param {string} sdkSpec  `@modelcontextprotocol/sdk@<version>`
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} log
 */
export async function checkV1Host(parent, tarballs, sdkSpec, env, log) {
  const dir = mkdtempSync(join(parent, 'v1-host-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'v1-host', private: true, type: 'module' }, null, 2));
  writeFileSync(join(dir, 'server.mjs'), SERVER);
  writeFileSync(join(dir, 'host.mjs'), HOST);
  log(`npm install ${tarballs.length} tarballs + ${sdkSpec} in ${dir}`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--save-exact', ...tarballs, sdkSpec], { cwd: dir, env });
  const output = await run(process.execPath, ['host.mjs'], { cwd: dir });
  const report = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
  assert.equal(report.v2, 'absent', '@modelcontextprotocol/client must not be installed (the optional peer is not pulled in)');
  assert.equal(report.asked, 1, 'the person was asked once');
  assert.deepEqual(report.received, { action: 'accept', content: { name: 'Ada', guests: 2 } });
  log('v1 host (no @modelcontextprotocol/client installed) against a v1 SDK server: the form answer arrived exactly: ok');
}
