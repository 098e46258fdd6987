// @ts-check
// The AI SDK bridge as a Node server installs it: `@elicit-kit/ai-sdk` (with core, mcp and react) from
// the packed tarballs plus its peers from npm, in a fresh dir outside the workspace. Every entry
// point is imported from an ES module and required from a CommonJS one (Node >= 20.19 loads ESM
// through require), their exports compared with what the declarations promise, and one answer
// goes through the real AI SDK stream and the answer route of the installed bridge.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listExports } from './exports.mjs';
import { run } from './run.mjs';

/** Every entry point of `@elicit-kit/ai-sdk`. */
export const AI_SDK_ENTRY_POINTS = [
  '@elicit-kit/ai-sdk',
  '@elicit-kit/ai-sdk/server',
  '@elicit-kit/ai-sdk/answers',
  '@elicit-kit/ai-sdk/mcp',
  '@elicit-kit/ai-sdk/redis',
  '@elicit-kit/ai-sdk/react',
];

/** Imports every entry (ESM), then a chat request with a stand-in MCP client answered through the route. */
const ESM = `import { createUIMessageStream } from 'ai';
const entries = ${JSON.stringify(AI_SDK_ENTRY_POINTS)};
const loaded = {};
for (const entry of entries) loaded[entry] = Object.keys(await import(entry)).sort();

const { createElicitationBridge } = await import('@elicit-kit/ai-sdk/server');
const bridge = createElicitationBridge({ server: { name: 'flights' } });
let handler;
const client = { onElicitationRequest: (_schema, h) => void (handler = h) };
const parts = [];
let asked;
const stream = createUIMessageStream({
  execute: async ({ writer }) => {
    bridge.attach(client, { writer, chatId: 'chat-1' });
    asked = await handler({ method: 'elicitation/create', params: { message: 'How many seats?', requestedSchema: { type: 'object', properties: { seats: { type: 'integer', minimum: 1 } }, required: ['seats'] } } });
  },
});
const statuses = [];
for await (const chunk of stream) {
  if (chunk.type !== 'data-elicitation') continue;
  parts.push(chunk.data.status);
  if (chunk.data.status !== 'pending') continue;
  const post = (result) => bridge.handleAnswer(new Request('http://chat.test/api/elicitation', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: chunk.data.id, token: chunk.data.token, result }),
  }));
  statuses.push((await post({ action: 'accept', content: { seats: 0 } })).status);
  statuses.push((await post({ action: 'accept', content: { seats: '2' } })).status);
}
await bridge.close();
console.log(JSON.stringify({ loaded, parts, statuses, asked }));
`;

/** Requires every entry (CommonJS). */
const CJS = `const entries = ${JSON.stringify(AI_SDK_ENTRY_POINTS)};
const loaded = {};
for (const entry of entries) loaded[entry] = Object.keys(require(entry)).filter((name) => name !== '__esModule' && name !== 'module.exports').sort();
console.log(JSON.stringify({ loaded }));
`;

/**
 * Installs the tarballs with the peers `specs` (pinned `name@version`s) into a fresh dir under
 * `parent` and checks the bridge there.
 * @param {string} parent
 * @param {string[]} tarballs
 * @param {string[]} specs
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} log
 */
export async function checkAiSdkHost(parent, tarballs, specs, env, log) {
  const dir = mkdtempSync(join(parent, 'ai-sdk-host-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'ai-sdk-host', private: true, type: 'module' }, null, 2));
  writeFileSync(join(dir, 'esm.mjs'), ESM);
  writeFileSync(join(dir, 'cjs.cjs'), CJS);
  log(`npm install ${tarballs.length} tarballs + ${specs.join(' ')} in ${dir}`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--save-exact', ...tarballs, ...specs], { cwd: dir, env });

  const promised = Object.fromEntries(listExports(dir, AI_SDK_ENTRY_POINTS).map(({ entry, values }) => [entry, values]));
  for (const entry of AI_SDK_ENTRY_POINTS) assert.ok(promised[entry]?.length, `${entry} declares no value exports`);

  const esm = JSON.parse((await run(process.execPath, ['esm.mjs'], { cwd: dir })).trim().split('\n').at(-1) ?? '{}');
  assert.deepEqual(esm.loaded, promised, 'ESM: the run-time exports differ from the declarations');
  log(`import (ESM): ${AI_SDK_ENTRY_POINTS.map((e) => `${e} ${promised[e]?.length}`).join(', ')} value exports, as declared: ok`);
  // The first answer breaks the server's schema (minimum 1): 422, still pending; the second is delivered.
  assert.deepEqual(esm.statuses, [422, 200]);
  assert.deepEqual(esm.parts, ['pending', 'accepted']);
  assert.deepEqual(esm.asked, { action: 'accept', content: { seats: 2 } });
  log('bridge over the real AI SDK stream: pending part, 422 for content the schema refuses, 200, accepted: ok');

  const cjs = JSON.parse((await run(process.execPath, ['cjs.cjs'], { cwd: dir })).trim().split('\n').at(-1) ?? '{}');
  assert.deepEqual(cjs.loaded, promised, 'CommonJS: require() gives other exports than declared');
  log('require (CommonJS, Node >= 20.19 loads the ES modules): every entry, as declared: ok');
}
