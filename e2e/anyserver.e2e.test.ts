/**
 * The playground pointed at servers it has never seen, started by this file: the reference
 * server-everything (2025-11-25, CORS `*`, reached straight from the page) — list its tools,
 * call one with arguments in the kit's own form, answer an elicitation, read the exchange log;
 * failures said in words; the demo server one click away; recent connections without secrets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverything, type RunningEverything } from '@elicit-kit/test-support/everything';
import { callWithArguments, listedTools, openArguments, openConnectForm, readExchange, submitHttpServer, waitUntilConnectedTo } from './support/anyServer.js';
import { button, callTool, field, pendingRequests, resultText, settled, waitUntilConnected } from './support/playground.js';
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
    // One of its fields looks like a PIN: the kit asks for an explicit tick before sending.
    await cards
      .first()
      .getByRole('checkbox', { name: /^I understand/ })
      .check();
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
    await expect.poll(() => firstEntry.getByTestId('copy-status').getAttribute('data-outcome')).toBe('copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(exchange[1]!.json);

    // The demo server stays one click away.
    await page.getByTestId('use-demo-server').click();
    await waitUntilConnected(page);
    await expect.poll(() => listedTools(page)).toContain('book_flight');
    const demo = await callTool(page, 'book_flight');
    await (await pendingRequests(demo)).first().waitFor();
    await demo.getByTestId('stop-call').click();
    await settled(demo);
  });

  it('credits each pushed request to its own call in the exchange log when two calls ask at once', async () => {
    const { page } = suite;
    await submitHttpServer(page, everythingUrl());
    await waitUntilConnectedTo(page, everythingUrl());
    const calls = [await callTool(page, 'trigger-elicitation-request'), await callTool(page, 'trigger-elicitation-request')];
    // The cards of both pushes show under the newest running call; each is answered with its own name.
    for (const name of ['Grace Hopper', 'Alan Kay']) {
      const card = page.locator('[data-ek-part=host-item][data-state=pending]').first();
      await card.waitFor();
      await field(card, 'String').fill(name);
      await card.getByRole('checkbox', { name: /^I understand/ }).check();
      await button(card, 'Submit').click();
    }
    const names: string[] = [];
    for (const call of calls) {
      const result = await resultText(call);
      const exchange = await readExchange(call);
      // Its own request and the answer that went out for it: never the other call's too.
      expect(exchange.map((line) => line.kind)).toEqual(['call', 'request', 'response', 'result']);
      const name = (exchange[2]!.json as { content: { name: string } }).content.name;
      expect(result).toContain(name);
      names.push(name);
    }
    expect(names.sort()).toEqual(['Alan Kay', 'Grace Hopper']);
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
    await expect.poll(() => recent.count()).toBe(1);
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
    await expect.poll(() => failure.getAttribute('data-kind')).toBe('unreachable');
    expect(await failure.textContent()).toContain('Nothing answered at that address');
    await suite.checkScreen('failure-unreachable', { show: failure });

    // Something answers, but not MCP: the playground's own page.
    await submitHttpServer(page, new URL('/not-mcp', page.url()).href);
    await expect.poll(() => failure.getAttribute('data-kind')).toBe('not-mcp');

    await page.getByTestId('use-demo-server').click();
    await waitUntilConnected(page);
    expect(await page.getByTestId('connection-failure').count()).toBe(0);
  });
});
