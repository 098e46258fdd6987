/**
 * Answers every Python tool through the kit, by hand on a machine with Python (CI has none):
 * each form accepted with a valid answer, declined and cancelled, on the era where it asks;
 * each URL step accepted (its page opened), declined and cancelled. Every tool returns what it
 * received, so each line compares that with what the person gave. Prints one line per case and
 * exits non-zero when the server received something else.
 *
 *   ELICIT_KIT_PYTHON=/path/to/venv/bin/python node --import tsx interop/scripts/check-python-live.ts
 */
import type { ElicitContent, ElicitResult, PendingElicitation } from '@elicit-kit/core';
import { isDeepStrictEqual } from 'node:util';
import { closedEntry } from '@elicit-kit/mcp/test-support/queue-waits';
import { callTool, connectHost } from '../test-support/host.js';
import type { Host, Negotiation } from '../test-support/host.js';
import { pythonInterpreter, startPythonServer } from '../src/servers/python.js';
import type { PythonFramework } from '../src/servers/python.js';

/** A valid answer per form (by the model or shorthand the tool asks with). */
const ANSWERS: Record<string, ElicitContent> = {
  booking: { name: 'Ada', seats: 2, window: true, meal: 'veg' },
  profile: { name: 'Ada', email: 'ada@example.com', code: 'ABC-123', age: 36, rating: 4.5, newsletter: true },
  dates: { check_in_date: '2026-12-24', meeting: '2026-12-01T09:30:00+01:00' },
  times: { alarm: '07:30:00Z', ticket: '123e4567-e89b-42d3-a456-426614174000' },
  choices: { plan: 'pro', tags: ['work', 'travel'] },
  priorities: { priority: 'high' },
  optionals: { nickname: 'Ace', guests: 2 },
  confirm: { agree: true, terms_version: '2026-12' },
  str: { value: 'hello' },
  int: { value: 42 },
  bool: { value: true },
  literal: { value: 'large' },
  enum: { value: 'green' },
  pick: { value: 'south' },
  multi: { value: ['a', 'b'] },
  titled: { value: 'high' },
};

/** What the tool should say it received for an accepted `content` (scalar shorthands hand back the bare value). */
function expectedData(form: string, content: ElicitContent): unknown {
  if (Object.keys(content).length === 1 && 'value' in content) return content.value;
  // The model fills what was left out with its default (`note: None`).
  return form === 'optionals' ? { ...content, note: null } : content;
}

const FORM_TOOLS: Record<PythonFramework, string[]> = {
  fastmcp: [
    ...Object.keys(ANSWERS)
      .filter((form) => form !== 'optionals')
      .map((form) => `ask_${form}`),
    'guard_profile',
  ],
  'python-sdk': ['profile', 'dates', 'times', 'choices', 'priorities', 'optionals', 'confirm'].flatMap((form) => [`ask_${form}`, `resolve_${form}`]),
};

/**
 * Cases that cannot be answered, and what says so: the Python SDK refuses to send a model whose
 * field is not in the spec's grammar (`format: time` / `uuid`, an Enum's `$ref`) before anyone is
 * asked.
 */
const REFUSED: Record<string, RegExp> = {
  'python-sdk:ask_times': /^Error executing tool ask_times$/,
  'python-sdk:resolve_times': /^Error executing tool resolve_times$/,
  'python-sdk:ask_priorities': /^Error executing tool ask_priorities$/,
  'python-sdk:resolve_priorities': /^Error executing tool resolve_priorities$/,
};

const formOf = (tool: string) => tool.replace(/^(ask|resolve|guard)_/, '');

let failures = 0;

/** Runs one call and prints what came of it; `ok` says whether that is what should happen. */
async function run(
  host: Host,
  framework: PythonFramework,
  tool: string,
  label: string,
  answer: (entry: PendingElicitation) => ElicitResult,
  check: (received: unknown) => boolean,
): Promise<void> {
  const outcome = await callTool(host, tool, answer).then(
    ({ received, seen }) => ({ received, asked: seen.length }),
    (error: unknown) => ({ received: `${(error as Error).name}: ${(error as Error).message.slice(0, 140)}`, asked: -1 }),
  );
  const refused = REFUSED[`${framework}:${tool}`]?.test(String(outcome.received)) === true;
  const ok = refused || check(outcome.received);
  if (!ok) failures += 1;
  console.log(
    `  ${refused ? 'refused' : ok ? 'ok ' : 'BAD'} ${tool} ${label}: ${JSON.stringify(outcome.received).slice(0, 200)}${host.errors.length > 0 ? ` (onError: ${host.errors.map((error) => error.name).join(', ')})` : ''}`,
  );
  host.errors.length = 0;
}

async function checkForms(host: Host, framework: PythonFramework, tools: string[]): Promise<void> {
  for (const tool of tools) {
    const content = ANSWERS[formOf(tool)]!;
    await run(
      host,
      framework,
      tool,
      'accept',
      () => ({ action: 'accept', content }),
      (received) => isDeepStrictEqual(received, { action: 'accept', data: expectedData(formOf(tool), content) }),
    );
    for (const action of ['decline', 'cancel'] as const) {
      await run(
        host,
        framework,
        tool,
        action,
        () => ({ action }),
        (received) => isDeepStrictEqual(received, { action }),
      );
    }
  }
}

/** The person opens a URL step's page (the server's own `/finish` for `-32042`) and accepts. */
async function openAndAccept(host: Host, entry: PendingElicitation): Promise<ElicitResult> {
  const url = (entry.params as { url: string }).url;
  if (url.startsWith('http://127.0.0.1')) await fetch(url);
  // Where no completion notification can come (2026-07-28), the person says "I've finished" once the card waits.
  await closedEntry(host.queue, entry.id);
  host.queue.dismissClosed(entry.id, 'finished');
  return { action: 'accept' };
}

async function checkUrls(host: Host, framework: PythonFramework, negotiation: Negotiation): Promise<void> {
  // Pushed URL requests need a 2025-11-25 session; the SDK's -32042 comes in both eras.
  const tools = [...(negotiation === 'legacy' ? ['ask_url'] : []), ...(framework === 'python-sdk' ? ['url_required'] : [])];
  for (const tool of tools) {
    const accepted: Array<Promise<ElicitResult>> = [];
    const person = (entry: PendingElicitation): ElicitResult => {
      accepted.push(openAndAccept(host, entry));
      return { action: 'accept' };
    };
    await run(host, framework, tool, 'accept (page opened)', person, (received) =>
      tool === 'url_required'
        ? isDeepStrictEqual(received, { action: 'accept', data: { connected: true } })
        : isDeepStrictEqual(received, { action: 'accept' }),
    );
    await Promise.all(accepted);
    for (const action of ['decline', 'cancel'] as const) {
      await run(
        host,
        framework,
        tool,
        action,
        () => ({ action }),
        (received) => (tool === 'url_required' ? String(received).startsWith('UrlElicitationRefusedError') : isDeepStrictEqual(received, { action })),
      );
    }
  }
}

const python = pythonInterpreter();
if (python === undefined) {
  console.log('skipped: set ELICIT_KIT_PYTHON to a Python with fastmcp and mcp installed (see interop/README.md)');
  process.exit(0);
}
for (const framework of ['fastmcp', 'python-sdk'] as const) {
  const server = await startPythonServer(framework, python);
  try {
    for (const negotiation of ['legacy', 'auto'] as Negotiation[]) {
      const host = await connectHost(server.url, negotiation);
      console.log(`${framework}, versionNegotiation ${negotiation} → ${host.client.getNegotiatedProtocolVersion()}`);
      try {
        const tools = FORM_TOOLS[framework].filter((tool) => (negotiation === 'legacy' ? !tool.startsWith('guard_') : !tool.startsWith('ask_')));
        await checkForms(host, framework, tools);
        await checkUrls(host, framework, negotiation);
      } finally {
        await host.client.close();
      }
    }
  } finally {
    await server.close();
  }
}
console.log(failures === 0 ? 'every case as expected' : `${failures} cases not as expected`);
process.exit(failures === 0 ? 0 : 1);
