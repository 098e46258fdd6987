/**
 * The playground pointed at servers it has never seen, started by this file: the reference
 * server-everything (2025-11-25, CORS `*`, reached straight from the page) — list its tools,
 * call one with arguments in the kit's own form, answer an elicitation, read the exchange log;
 * failures said in words; the demo server one click away; recent connections without secrets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverything, type RunningEverything } from '@elicit-kit/test-support/everything';
import { callWithArguments, listedTools, openArguments, openConnectForm, readExchange, submitHttpServer, waitUntilConnectedTo } from './support/anyServer.js';
import { button, callTool, field, pendingRequests, resultText, settled, waitUntilConnected, POLL } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);
let everything: RunningEverything | undefined;
beforeAll(async () => {
  everything = await startEverything();
});
afterAll(async () => {
  await everything?.close();
});
const everythingUrl = () => {
  if (everything === undefined) throw new Error('server-everything did not start');
  return everything.url.href;
};

describe('any server: server-everything over Streamable HTTP', () => {
  it('lists its tools, calls one with arguments, answers its elicitation and shows the exchange', async () => {
    const { page } = suite;
    await submitHttpServer(page, everythingUrl(), { headers: { Authorization: 'Bearer e2e-secret-token' } });
    const server = await waitUntilConnectedTo(page, everythingUrl());
    expect(server).toEqual({ name: 'mcp-servers/everything', version: '2.0.0', protocol: '2025-11-25' });
    const tools = await listedTools(page);
    expect(tools).toEqual(expect.arrayContaining(['echo', 'get-sum', 'trigger-elicitation-request']));
    expect(tools).not.toContain('book_flight');
    await suite.checkScreen('everything-connected', { show: page.getByTestId('server-panel') });

    // Arguments in the kit's own form: get-sum's schema is two required numbers.
    const args = await openArguments(page, 'get-sum');
    expect(await args.getAttribute('data-editor')).toBe('form');
    await field(args, 'A').fill('2');
    await field(args, 'B').fill('40');
    await suite.checkScreen('everything-arguments', { show: args });
    const sum = await callWithArguments(page, args);
    expect(await resultText(sum)).toContain('42');
    expect((await readExchange(sum))[0]).toMatchObject({ kind: 'call', json: { name: 'get-sum', arguments: { a: 2, b: 40 } } });

    // An elicitation pushed on the 2025-11-25 session: answered in the kit's form, logged raw.
    const call = await callTool(page, 'trigger-elicitation-request');
    const cards = await pendingRequests(call);
    // Its first field is titled "String" (the reference server names its fields by kind).
    await field(cards.first(), 'String').fill('Grace Hopper');
    // Its integer field says "do not give us your phone number, pin, …": a negation, so no secret tick is asked.
    expect(
      await cards
        .first()
        .getByRole('checkbox', { name: /^I understand/ })
        .count(),
    ).toBe(0);
    await button(cards.first(), 'Submit').click();
    expect(await resultText(call)).toContain('Grace Hopper');
    const exchange = await readExchange(call);
    expect(exchange.map((line) => line.kind)).toEqual(['call', 'request', 'response', 'result']);
    expect(exchange[1]!.json).toMatchObject({ message: expect.any(String), requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } });
    expect(exchange[1]!.title).toContain('pushed on the session');
    expect(exchange[2]!.json).toMatchObject({ action: 'accept', content: { name: 'Grace Hopper' } });
    expect(Number(await call.getByTestId('exchange-log').getAttribute('data-total-ms'))).toBeGreaterThanOrEqual(0);
    await suite.checkScreen('everything-exchange', { show: call.getByTestId('exchange-log') });

    // Copy: the button says how it went, in a status.
    await suite.session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const firstEntry = call.getByTestId('exchange-entry').nth(1);
    await firstEntry.locator('summary').click();
    await firstEntry.getByRole('button', { name: 'Copy JSON' }).click();
    await expect.poll(() => firstEntry.getByTestId('copy-status').getAttribute('data-outcome'), POLL).toBe('copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(exchange[1]!.json);

    // The demo server stays one click away.
    await page.getByTestId('use-demo-server').click();
    await waitUntilConnected(page);
    await expect.poll(() => listedTools(page), POLL).toContain('book_flight');
    const demo = await callTool(page, 'book_flight');
    await (await pendingRequests(demo)).first().waitFor();
    await demo.getByTestId('stop-call').click();
    await settled(demo);
  });

  it('shows each pushed request inside its own call, and credits it and its answer to that call only, when two calls ask at once', async () => {
    const { page } = suite;
    await submitHttpServer(page, everythingUrl());
    await waitUntilConnectedTo(page, everythingUrl());
    const calls = [await callTool(page, 'trigger-elicitation-request'), await callTool(page, 'trigger-elicitation-request')];
    const pending = '[data-ek-part=host-item][data-state=pending]';
    await page.locator(pending).nth(1).waitFor();
    // Each card shows inside the call whose stream carried its push, not both under the newest.
    for (const call of calls) expect(await call.locator(pending).count()).toBe(1);
    const names = ['Grace Hopper', 'Alan Kay'];
    for (const [index, call] of calls.entries()) {
      const card = call.locator(pending);
      await field(card, 'String').fill(names[index]!);
      await button(card, 'Submit').click();
    }
    for (const [index, call] of calls.entries()) {
      // The answer given on its card is what the call's result echoes.
      expect(await resultText(call)).toContain(names[index]);
      const exchange = await readExchange(call);
      // Its own request and the answer that went out for it: never the other call's too.
      expect(exchange.map((line) => line.kind)).toEqual(['call', 'request', 'response', 'result']);
      expect((exchange[2]!.json as { content: { name: string } }).content.name).toBe(names[index]);
      // Listed as answered under this call only.
      const answered = call.getByTestId('answered-requests').locator('li');
      expect(await answered.count()).toBe(1);
      expect(await answered.getAttribute('data-action')).toBe('accept');
    }
    expect(await page.getByTestId('session-exchange').count()).toBe(0);
  });

  it('remembers recent connections by URL and header names, never header values', async () => {
    const { page } = suite;
    await submitHttpServer(page, everythingUrl(), { headers: { Authorization: 'Bearer e2e-secret-token', 'X-Team': 'blue-secret' } });
    await waitUntilConnectedTo(page, everythingUrl());
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain(everythingUrl());
    expect(stored).toContain('Authorization');
    expect(stored).not.toContain('e2e-secret-token');
    expect(stored).not.toContain('blue-secret');

    // After a reload: the entry is there, and connecting from it asks for the values again.
    await page.reload();
    await waitUntilConnected(page);
    const recent = page.getByTestId('recent-connection');
    await expect.poll(() => recent.count(), POLL).toBe(1);
    await recent.getByRole('button', { name: `Connect to ${everythingUrl()}` }).click();
    const form = await openConnectForm(page);
    expect(await form.getByLabel('Header 1 name').inputValue()).toBe('Authorization');
    expect(await form.getByLabel('Header 1 value').inputValue()).toBe('');
    await suite.checkScreen('recent-asks-values', { show: form });
  });

  it('says in words why a connection failed, and the demo server still works after', async () => {
    const { page } = suite;
    // Nothing listens there.
    const closed = new URL(everythingUrl());
    closed.port = '9';
    await submitHttpServer(page, closed.href);
    const failure = page.getByTestId('connection-failure');
    await expect.poll(() => failure.getAttribute('data-kind'), POLL).toBe('unreachable');
    expect(await failure.textContent()).toContain('Nothing answered at that address');
    await suite.checkScreen('failure-unreachable', { show: failure });

    // Something answers, but not MCP: the playground's own page.
    await submitHttpServer(page, new URL('/not-mcp', page.url()).href);
    await expect.poll(() => failure.getAttribute('data-kind'), POLL).toBe('not-mcp');

    await page.getByTestId('use-demo-server').click();
    await waitUntilConnected(page);
    expect(await page.getByTestId('connection-failure').count()).toBe(0);
  });
});
