/**
 * The Node half of `pnpm bench:mcp`: what the kit's binding costs per complete tool call against
 * the real SDK 2.4.0 server (packages/test-support/src/sdk-server.ts) on loopback, 2026-07-28 (MRTR),
 * side by side with the plain SDK; and the queue's own throughput. Bundled by run.mjs with esbuild
 * for Node and run in a fresh process; prints one JSON object on stdout. No assertions on time.
 *
 * Variants, each on its own connected client, answering every request at once:
 *   a  plain SDK, auto mode: `client.callTool` with a hand-written `elicitation/create` handler
 *   b  the kit, auto mode: `bindElicitation` + queue + a queue subscriber answering with `queue.respond`
 *   c  the kit, manual mode: `callWithElicitation` + the same queue and responder
 */
import { createElicitationQueue } from '@elicit-kit/core';
import type { ElicitationQueue, ElicitResult } from '@elicit-kit/core';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callWithElicitation } from '@elicit-kit/mcp';
import { actAsPerson, connectBound, firstText } from '@elicit-kit/mcp/test-support/sdk-client';
import { startSdkServer } from '@elicit-kit/test-support/sdk-server';

const quick = process.argv.includes('--quick');
const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? (quick ? 1 : 7));
/** Per tool and round: warm-up calls, then timed calls, of each variant. */
const WARM = quick ? 5 : 20;
const TIMED = quick ? 10 : 100;

/** The answers, for the SDK handler and the kit's responder alike (URL requests: accept, as after consent). */
const ANSWERS: Record<string, ElicitResult> = {
  details: { action: 'accept', content: { name: 'Ada', seats: 3, vip: true, extras: ['meal'] } },
  confirm: { action: 'accept', content: { confirm: true } },
};
const answerFor = (params: { mode?: unknown; requestedSchema?: { properties?: Record<string, unknown> } }): ElicitResult => {
  if (params.mode === 'url') return { action: 'accept' };
  return 'confirm' in (params.requestedSchema?.properties ?? {}) ? ANSWERS.confirm! : ANSWERS.details!;
};

/** The calls timed, with the text a correct run returns (checked on every call). */
const TOOLS = [
  { name: 'book', rounds: 1, arguments: { what: 'train' }, ok: (text: string) => text.includes('"auth":"accept"') && text.includes('"Ada"') },
  { name: 'deploy', rounds: 2, arguments: { env: 'prod' }, ok: (text: string) => text === 'deployed to prod (modern)' },
] as const;
type ToolName = (typeof TOOLS)[number]['name'];

interface Variant {
  id: 'a' | 'b' | 'c';
  call(tool: (typeof TOOLS)[number]): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

async function plainSdk(url: URL): Promise<Variant> {
  const client = new Client(
    { name: 'bench-plain', version: '0.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } },
  );
  client.setRequestHandler('elicitation/create', (request) => answerFor(request.params as Parameters<typeof answerFor>[0]) as never);
  await client.connect(new StreamableHTTPClientTransport(url));
  return {
    id: 'a',
    call: (tool) => client.callTool({ name: tool.name, arguments: tool.arguments }) as Promise<Record<string, unknown>>,
    close: () => client.close(),
  };
}

/** A queue subscriber answering every new entry with `queue.respond` (in a microtask, as a click would). */
function responder(queue: ElicitationQueue) {
  return actAsPerson(queue, (entry) => answerFor(entry.params as Parameters<typeof answerFor>[0]));
}

async function kit(url: URL, id: 'b' | 'c'): Promise<Variant> {
  const bound = await connectBound(url, 'auto');
  const person = responder(bound.queue);
  const call =
    id === 'b'
      ? (tool: (typeof TOOLS)[number]) => bound.client.callTool({ name: tool.name, arguments: tool.arguments }) as Promise<Record<string, unknown>>
      : (tool: (typeof TOOLS)[number]) =>
          callWithElicitation(bound.client, 'tools/call', { name: tool.name, arguments: tool.arguments }, bound.queue) as Promise<Record<string, unknown>>;
  return {
    id,
    call,
    close: async () => {
      person.stop();
      if (bound.errors.length > 0) throw new Error(`variant ${id}: the binding reported ${bound.errors[0]?.code}`);
      await bound.client.close();
    },
  };
}

const now = () => performance.now();

/** One checked call: wall milliseconds, and the process's CPU milliseconds (user + system, all threads, client and server). */
async function timedCall(variant: Variant, tool: (typeof TOOLS)[number]): Promise<{ ms: number; cpuMs: number }> {
  const cpu0 = process.cpuUsage();
  const t0 = now();
  const result = await variant.call(tool);
  const t1 = now();
  const cpu = process.cpuUsage(cpu0);
  const text = firstText(result);
  if (result.isError === true || !tool.ok(text)) throw new Error(`variant ${variant.id}, ${tool.name}: wrong result ${text}`);
  return { ms: t1 - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * One round of one tool: the variants interleaved call by call (a b c, b c a, c a b, …), so load
 * from other work on the machine hits all of them alike; `WARM` such triples first, untimed.
 */
async function round(tool: (typeof TOOLS)[number]): Promise<void> {
  for (let i = 0; i < WARM + TIMED; i++) {
    for (let k = 0; k < variants.length; k++) {
      const v = variants[(i + k) % variants.length]!;
      const { ms, cpuMs } = await timedCall(v, tool);
      if (i >= WARM) {
        calls[v.id]![tool.name].at(-1)!.push(ms);
        cpu[v.id]![tool.name].at(-1)!.push(cpuMs);
      }
    }
  }
}

/**
 * Queue throughput, pure Node: 1,000 entries through one queue with a subscribed listener that
 * reads the snapshot like `useSyncExternalStore` (and compares it to the last one). `one-by-one`:
 * enqueue then respond each entry (depth ≤ 1); `all-then-respond`: enqueue all 1,000, then respond
 * to each (depth up to 1,000). Milliseconds until all 1,000 answers settled.
 */
async function queueThroughput(pattern: 'one-by-one' | 'all-then-respond', n = 1000): Promise<{ ms: number; notifications: number }> {
  const queue = createElicitationQueue();
  let last = queue.getSnapshot();
  let notifications = 0;
  const unsubscribe = queue.subscribe(() => {
    const snapshot = queue.getSnapshot();
    if (snapshot !== last) notifications++;
    last = snapshot;
  });
  const server = { name: 'bench' };
  const params = { mode: 'form', message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
  const answer: ElicitResult = { action: 'accept', content: { name: 'Ada' } };
  const answers: Promise<ElicitResult>[] = [];
  const t0 = now();
  if (pattern === 'one-by-one') {
    for (let i = 0; i < n; i++) {
      const asked = queue.enqueue({ server, params, key: `k${i}` });
      answers.push(asked);
      queue.respond(asked.id, answer);
    }
  } else {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const asked = queue.enqueue({ server, params, key: `k${i}` });
      answers.push(asked);
      ids.push(asked.id);
    }
    for (const id of ids) queue.respond(id, answer);
  }
  const settled = await Promise.all(answers);
  const ms = now() - t0;
  unsubscribe();
  if (settled.some((r) => r.action !== 'accept') || queue.getSnapshot().pending.length > 0) throw new Error(`queue ${pattern}: not every entry was answered`);
  return { ms, notifications };
}

const server = await startSdkServer();
const variants: Variant[] = [await plainSdk(server.url), await kit(server.url, 'b'), await kit(server.url, 'c')];
const calls: Record<string, Record<ToolName, number[][]>> = Object.fromEntries(variants.map((v) => [v.id, { book: [], deploy: [] }]));
const cpu: Record<string, Record<ToolName, number[][]>> = Object.fromEntries(variants.map((v) => [v.id, { book: [], deploy: [] }]));
const legs: Record<string, Record<ToolName, number>> = {};
try {
  // Wire check, untimed: HTTP requests per call of each variant (the same for all, or the figures compare different work).
  for (const v of variants) {
    legs[v.id] = { book: 0, deploy: 0 };
    for (const tool of TOOLS) {
      const from = server.wire.length;
      await v.call(tool);
      legs[v.id]![tool.name] = server.wire.length - from;
    }
  }
  for (let r = 0; r < ROUNDS; r++) {
    process.stderr.write(`bench:mcp: node round ${r + 1}/${ROUNDS}\n`);
    for (const tool of TOOLS) {
      for (const v of variants) {
        calls[v.id]![tool.name].push([]);
        cpu[v.id]![tool.name].push([]);
      }
      await round(tool);
    }
  }
} finally {
  for (const v of variants) await v.close();
  await server.close();
}

const queue: Record<string, number[]> = { 'one-by-one': [], 'all-then-respond': [] };
let notifications: Record<string, number> = {};
for (let i = 0; i < (quick ? 3 : 10) + (quick ? 5 : 30); i++) {
  for (const pattern of ['one-by-one', 'all-then-respond'] as const) {
    const { ms, notifications: count } = await queueThroughput(pattern);
    if (i >= (quick ? 3 : 10)) queue[pattern]!.push(ms);
    notifications = { ...notifications, [pattern]: count };
  }
}

process.stdout.write(JSON.stringify({ rounds: ROUNDS, warm: WARM, timed: TIMED, calls, cpu, legs, queue, notifications }));
