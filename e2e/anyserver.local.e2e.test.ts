/**
 * The playground reaching servers that send no CORS headers, through its local side: a v1-SDK
 * server over Streamable HTTP (tools one per page, a list that changes), a `tmcp` server over
 * HTTP (2026-07-28: MRTR rounds with requestState), nested arguments in the JSON editor, and the
 * same v1-SDK server as a stdio command. For each: list tools, call one with arguments, answer
 * its elicitation, read the result and the exchange log. A command that does not exist is said
 * in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@elicit-kit/test-support/listen';
import { startTmcpServer } from '@elicit-kit/interop/servers/tmcp';
import {
  callWithArguments,
  listedTools,
  openArguments,
  openConnectForm,
  readExchange,
  submitCommand,
  submitHttpServer,
  waitUntilConnectedTo,
} from './support/anyServer.js';
import { startSdkV1Fixture, type FixtureServer } from './support/fixtureServer.js';
import { button, callTool, field, pendingRequests, POLL, resultText } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);
let v1: FixtureServer | undefined;
let tmcp: RunningServer | undefined;
beforeAll(async () => {
  [v1, tmcp] = await Promise.all([startSdkV1Fixture(), startTmcpServer('zod')]);
});
afterAll(async () => {
  await Promise.all([v1?.stop(), tmcp?.close()]);
});
const need = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('the server did not start');
  return value;
};

/**
 * `plan_trip` on the v1 fixture: arguments in the kit's form, the pushed question answered, the
 * exchange read. The fixture asks with `server.elicitInput` (no related request), so even over
 * HTTP its push comes on the session's own stream, and over stdio nothing relates it either:
 * nothing says which call asked, so it is logged once for the session, not in the call's log
 * (server-everything's pushes, sent on the call's stream, are in the call's: anyserver.e2e.test.ts).
 */
async function planTrip(destination: string) {
  const { page } = suite;
  const args = await openArguments(page, 'plan_trip');
  expect(await args.getAttribute('data-editor')).toBe('form');
  await field(args, 'Destination').fill(destination);
  await field(args, 'Nights').fill('3');
  const call = await callWithArguments(page, args);
  const cards = await pendingRequests(call);
  // The request on screen is logged in the session's log (no call can be told for it), and the call's log says so, not a bare "0 requests".
  await expect.poll(() => call.getByTestId('exchange-log').getAttribute('data-elsewhere'), POLL).toBe('1');
  expect(await call.getByTestId('exchange-summary').textContent()).toContain('0 requests (+ 1 shown here, logged in the session’s log below)');
  await cards.first().getByRole('radio', { name: 'train' }).check();
  await button(cards.first(), 'Submit').click();
  expect(await resultText(call)).toBe(`Trip to ${destination} for 3 nights by train.`);
  const exchange = await readExchange(call);
  expect(exchange[0]!.json).toEqual({ name: 'plan_trip', arguments: { destination, nights: 3 } });
  expect(exchange.map((line) => line.kind)).toEqual(['call', 'result']);
  const pushed = await readExchange(suite.page.getByTestId('session-exchange'));
  expect(pushed.map((line) => line.kind)).toEqual(['request', 'response']);
  expect(pushed[0]!.json).toMatchObject({ message: `How do you travel to ${destination}?`, requestedSchema: { required: ['mode'] } });
  // The answer as it went over the wire.
  expect(pushed[1]!.json).toEqual({ action: 'accept', content: { mode: 'train', window: true } });
  return call;
}

describe('any server through the local side', () => {
  it('a v1-SDK server over HTTP without CORS: paged tools, arguments, an elicitation, a list that changes', async () => {
    const { page } = suite;
    const url = need(v1).url;
    await submitHttpServer(page, url);
    expect(await waitUntilConnectedTo(page, url)).toEqual({ name: 'e2e-sdk-v1', version: '1.2.3', protocol: '2025-11-25' });
    // One tool per page: both are there only if nextCursor was followed.
    expect(await listedTools(page)).toEqual(['plan_trip', 'find_notes', 'add_tool']);
    const call = await planTrip('Lisbon');
    await suite.checkScreen('v1-http-exchange', { show: call.getByTestId('exchange-log') });

    // Nested arguments: the JSON editor, checked against the tool's schema as one types.
    const notes = await openArguments(page, 'find_notes');
    expect(await notes.getAttribute('data-editor')).toBe('json');
    const json = notes.getByTestId('arguments-json');
    expect(JSON.parse(await json.inputValue())).toEqual({ limit: 5 });
    await json.fill('{"filter": {}, "limit": 0');
    await expect.poll(() => notes.getByTestId('arguments-problems').textContent(), POLL).toContain('This is not JSON yet');
    await json.fill('{"filter": {}, "limit": 0}');
    await expect.poll(() => notes.getByTestId('arguments-problems').textContent(), POLL).toContain('/filter needs tag.');
    expect(await notes.getByTestId('arguments-problems').textContent()).toContain('/limit must be >= 1.');
    const before = await page.getByTestId('call').count();
    await notes.getByRole('button', { name: 'Call', exact: true }).click();
    // Arguments the schema refuses never leave: no call, focus back on the editor.
    expect(await page.getByTestId('call').count()).toBe(before);
    expect(await json.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await json.getAttribute('aria-invalid')).toBe('true');
    await suite.checkScreen('json-arguments-invalid', { show: notes });
    await json.fill('{"filter": {"tag": "mcp"}, "limit": 2}');
    expect(await resultText(await callWithArguments(page, notes))).toBe('Notes tagged mcp, at most 2.');

    // notifications/tools/list_changed: the picker lists again.
    const added = await callTool(page, 'add_tool');
    expect(await resultText(added)).toContain('added_later');
    await expect.poll(() => listedTools(page), POLL).toEqual(['plan_trip', 'find_notes', 'add_tool', 'added_later']);
  });

  it('a tmcp server over HTTP on 2026-07-28: arguments, an MRTR round with its requestState size, the answer', async () => {
    const { page } = suite;
    const url = need(tmcp).url.href;
    await submitHttpServer(page, url);
    const server = await waitUntilConnectedTo(page, url);
    expect(server).toMatchObject({ name: 'interop-tmcp-zod', protocol: '2026-07-28' });
    const args = await openArguments(page, 'profile-for-team');
    await field(args, 'Team').fill('Blue');
    await field(args, 'Seats').fill('2');
    const call = await callWithArguments(page, args);
    const card = (await pendingRequests(call)).first();
    await field(card, 'Name').fill('Ada');
    await field(card, 'Email').fill('ada@example.com');
    await field(card, 'Seats').fill('2');
    await button(card, 'Submit').click();
    expect(await resultText(call)).toContain('Blue (2): {"action":"accept","content":{"name":"Ada","email":"ada@example.com","seats":2');
    const exchange = await readExchange(call);
    expect(exchange.map((line) => line.kind)).toEqual(['call', 'round', 'request', 'response', 'result']);
    expect(exchange[1]!.title).toMatch(/^← Round 1: input_required · 1 request · requestState (none|\d[\d,]* B) · server \d/);
    expect(exchange[1]!.json).toMatchObject({ resultType: 'input_required', inputRequests: { profile: { method: 'elicitation/create' } } });
    expect(exchange[3]!.json).toMatchObject({ action: 'accept', content: { name: 'Ada', email: 'ada@example.com', seats: 2 } });
    expect(await call.getByTestId('exchange-log').getAttribute('data-rounds')).toBe('1');
    await suite.checkScreen('tmcp-round', { show: call.getByTestId('exchange-log') });
  });

  it('a stdio command run by the local side, and a command that does not exist', async () => {
    const { page } = suite;
    const command = 'node e2e/fixtures/sdk-v1-server.mjs --stdio';
    // The form for a command, as a person fills it (axe on it too).
    const form = await openConnectForm(page);
    await form.getByTestId('transport-control').getByRole('radio', { name: 'Command (stdio)' }).check();
    await form.getByRole('button', { name: 'Add a variable' }).click();
    await suite.checkScreen('stdio-form', { show: form });
    await form.getByRole('button', { name: 'Remove Variable 1' }).click();
    await submitCommand(page, command);
    expect(await waitUntilConnectedTo(page, command)).toEqual({ name: 'e2e-sdk-v1', version: '1.2.3', protocol: '2025-11-25' });
    await planTrip('Porto');
    await suite.checkScreen('stdio-connected', { show: page.getByTestId('server-panel') });

    await submitCommand(page, 'elicit-kit-no-such-command --flag');
    const failure = page.getByTestId('connection-failure');
    await expect.poll(() => failure.getAttribute('data-kind'), POLL).toBe('command-not-started');
    expect(await failure.textContent()).toContain('The command could not be started.');
    // The local side's reason is on screen, not folded under Details.
    expect(await failure.locator('.connection-failure-said').textContent()).toContain("'elicit-kit-no-such-command' was not found");
    await suite.checkScreen('stdio-missing', { show: failure });
  });
});
