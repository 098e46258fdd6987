// @vitest-environment jsdom
/**
 * The whole stack on 2026-07-28 (MRTR): the real SDK 2.4.0 server (HMAC requestState) → the real
 * SDK client → `bindElicitation` → core's queue → a rendered `<ElicitationHost>`, answered by a
 * person with Testing Library's `userEvent`. The server's wire log is the witness of what was sent.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardOf, expectNoAxeViolations, focusChatInput, person, recordFetches, renderHost, stubWindowOpen, tabTo, urlCard } from './support/stack-host.js';
import { firstText } from '@elicit-kit/mcp/test-support/sdk-client';
import { HOSTILE_KEY_TOOL } from '@elicit-kit/test-support/sdk-server';
import { useSdkStack } from './support/stack-sdk.js';
import { nextPendingDuring } from '@elicit-kit/mcp/test-support/queue-waits';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { RunAbortedError, RoundLimitError, bindElicitation, callWithElicitation, toElicitationCallError } from '@elicit-kit/mcp';

const stack = useSdkStack();

/** How the host names the test server (`TEST_SERVER.title`). */
const AIRLINE = 'Airline (test)';
const BOOK_URL = 'https://example.com/airline/login?x=1';
/** A second server in the same host (the same test server, reached on 2025-11-25). */
const HOTEL = { name: 'Test hotel', title: 'Hotel (test)' };

describe('2026-07-28 through <ElicitationHost>, answered by a person', () => {
  it('book (auto mode): one round shown as one group; typed answers and the Open consent reach the tool exactly', async () => {
    const fetched = recordFetches();
    const open = stubWindowOpen();
    const { client, queue } = await stack.connect();
    const view = renderHost(queue);
    const user = person();
    const from = stack.server().wire.length;

    const call = client.callTool({ name: 'book', arguments: { what: 'train' } });

    const round = await screen.findByRole('group', { name: `${AIRLINE} needs 2 answers` });
    expect(view.container.querySelector('[role="status"][data-ek-part="host-status"]')).toHaveTextContent(`2 new requests from ${AIRLINE}`);
    expect(round).toHaveAccessibleDescription('Answers are sent together when all are done.');
    const details = within(round).getByRole('group', { name: '1 of 2' });
    const name = within(details).getByRole('textbox', { name: /Your name/ });
    // The schema's defaults are filled in.
    expect(name).toHaveValue('Ada');
    expect(within(details).getByRole('textbox', { name: /Seats/ })).toHaveValue('2');
    const auth = await urlCard();
    expect(within(round).getByRole('group', { name: '2 of 2' })).toBe(auth);
    expect(auth).toHaveTextContent('Sign in to the airline');
    // The link is shown as text only: nothing in the page could load it (no anchor, image, frame or preconnect).
    expect(document.querySelector('a[href], link[href], img[src], iframe, script[src]')).toBeNull();
    await expectNoAxeViolations(view.container);

    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    const seats = within(details).getByRole('textbox', { name: /Seats/ });
    await user.clear(seats);
    await user.type(seats, '4');
    await user.click(within(details).getByRole('checkbox', { name: 'meal' }));
    await user.click(within(details).getByRole('button', { name: 'Submit' }));

    // The form card leaves; nothing is sent until the round's other answer is given.
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    expect(stack.toolCallsSince(from)).toHaveLength(1);
    await expectNoAxeViolations(view.container);

    await user.click(within(auth).getByRole('button', { name: 'Open link' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(BOOK_URL, '_blank', expect.stringContaining('noopener'));

    const result = await call;
    const typed = { name: 'Grace Hopper', seats: 4, vip: false, extras: ['wifi', 'meal'] };
    expect(JSON.parse(firstText(result))).toEqual({
      era: 'modern',
      what: 'train',
      details: { kind: 'elicit', action: 'accept', content: typed },
      auth: 'accept',
    });
    expect(result.isError).toBe(false);
    const calls = stack.toolCallsSince(from);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.params?.inputResponses).toEqual({ details: { action: 'accept', content: typed }, auth: { action: 'accept' } });

    // The opened link stays as "opened" (auto mode cannot know when the call ends) until the person is done.
    const opened = cardOf(screen.getByRole('button', { name: 'I’ve finished — continue' }));
    expect(opened).toHaveAttribute('data-state', 'opened');
    await expectNoAxeViolations(view.container);
    await user.click(within(opened).getByRole('button', { name: 'I’ve finished — continue' }));
    expect(view.host()).toHaveAttribute('data-state', 'empty');
    expect(view.container.querySelector('[data-ek-part="host-item"]')).toBeNull();

    // Only the MCP endpoint was fetched: never the link's host.
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((url) => new URL(url).host !== stack.server().url.host)).toEqual([]);
  });

  it('deploy (manual mode): two rounds in a row, the second only after the first; the signed requestState comes back byte for byte', async () => {
    const open = stubWindowOpen();
    const { client, queue } = await stack.connect();
    const view = renderHost(queue);
    const user = person();
    const from = stack.server().wire.length;
    const states: Array<string | undefined> = [];

    const call = callWithElicitation(client, 'tools/call', { name: 'deploy', arguments: { env: 'prod' } }, queue, {
      onRound: ({ result }) => states.push(result.requestState),
    });

    const confirm = await screen.findByRole('checkbox', { name: /Confirm/ });
    expect(screen.getByText('Deploy to prod?')).toBeInTheDocument();
    // A round of one: no group, no "1 of 1"; and the second round's link is not shown yet.
    expect(screen.queryByRole('group', { name: /needs/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open link' })).toBeNull();
    expect(stack.toolCallsSince(from)).toHaveLength(1);
    expect(confirm).toBeChecked();
    await expectNoAxeViolations(view.container);
    await user.click(within(cardOf(confirm)).getByRole('button', { name: 'Submit' }));

    const signin = await urlCard();
    expect(signin).toHaveTextContent('Sign in to continue');
    expect(screen.queryByRole('checkbox', { name: /Confirm/ })).toBeNull();
    await expectNoAxeViolations(view.container);
    const calls = stack.toolCallsSince(from);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.params?.inputResponses).toEqual({ confirm: { action: 'accept', content: { confirm: true } } });
    expect(calls[1]?.params).not.toHaveProperty('requestState');

    await user.click(within(signin).getByRole('button', { name: 'Open link' }));
    expect(open).toHaveBeenCalledWith('https://example.com/auth?env=prod', '_blank', expect.stringContaining('noopener'));

    // The server only says "deployed" when the requestState it minted verifies (HMAC, fresh key per start).
    expect(firstText(await call)).toBe('deployed to prod (modern)');
    const all = stack.toolCallsSince(from);
    expect(all).toHaveLength(3);
    expect(states).toHaveLength(2);
    expect(states[0]).toBeUndefined();
    expect(typeof states[1]).toBe('string');
    expect(all[2]?.params?.requestState).toBe(states[1]);
    expect(all[2]?.params?.inputResponses).toEqual({ signin: { action: 'accept' } });
    // callWithElicitation dismisses its own opened URL card when the call ends.
    expect(view.container.querySelector('[data-ek-part="host-item"]')).toBeNull();
  });

  it('decline and cancel, by keyboard only, reach the server as such', async () => {
    const { client, queue } = await stack.connect();
    renderHost(queue);
    const user = person();
    const from = stack.server().wire.length;

    const call = client.callTool({ name: 'book', arguments: {} });
    const auth = await urlCard();
    const details = cardOf(screen.getByRole('textbox', { name: /Your name/ }));
    await tabTo(user, within(details).getByRole('button', { name: 'Decline' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    await tabTo(user, within(auth).getByRole('button', { name: 'Cancel' }));
    await user.keyboard(' ');

    const result = await call;
    expect(JSON.parse(firstText(result))).toMatchObject({ details: { kind: 'elicit', action: 'decline' }, auth: 'cancel' });
    expect(result.isError).toBe(true);
    expect(stack.toolCallsSince(from)[1]?.params?.inputResponses).toEqual({ details: { action: 'decline' }, auth: { action: 'cancel' } });
    expect(queue.getSnapshot().pending).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Open link' })).toBeNull();
  });

  it('an invalid form cannot be sent: the errors show and nothing goes out until they are fixed', async () => {
    const { client, queue } = await stack.connect();
    const view = renderHost(queue);
    const user = person();
    const from = stack.server().wire.length;

    const call = client.callTool({ name: 'echo', arguments: { note: 'n' } });
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    const card = cardOf(name);
    await user.clear(name);
    const seats = within(card).getByRole('textbox', { name: /Seats/ });
    await user.clear(seats);
    await user.type(seats, '12');
    await user.click(within(card).getByRole('button', { name: 'Submit' }));

    expect(name).toHaveAccessibleDescription(/This field is required\./);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(seats).toHaveAttribute('aria-invalid', 'true');
    expect(queue.getSnapshot().pending).toHaveLength(1);
    expect(stack.toolCallsSince(from)).toHaveLength(1);
    await expectNoAxeViolations(view.container);

    await user.type(name, 'Lin');
    await user.clear(seats);
    await user.type(seats, '9');
    await user.click(within(card).getByRole('button', { name: 'Submit' }));

    const echoed = JSON.parse(firstText(await call)) as { profile: unknown };
    const sent = { name: 'Lin', seats: 9, vip: false, extras: ['wifi'] };
    expect(echoed.profile).toEqual({ kind: 'elicit', action: 'accept', content: sent });
    const calls = stack.toolCallsSince(from);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.params?.inputResponses).toEqual({ profile: { action: 'accept', content: sent } });
  });
});

describe('withdrawn while the person is typing', () => {
  it.each([
    ['callWithElicitation', 'manual'],
    ['client.callTool', 'auto'],
  ] as const)('aborting %s (%s mode) replaces the card with a "nothing was sent" notice; the typed value never leaves', async (_, mode) => {
    const { client, queue } = await stack.connect();
    const view = renderHost(queue);
    const user = person();
    const from = stack.server().wire.length;
    const controller = new AbortController();

    const params = { name: 'echo', arguments: {} };
    const call =
      mode === 'manual'
        ? callWithElicitation(client, 'tools/call', params, queue, { signal: controller.signal })
        : client.callTool(params, { signal: controller.signal });
    call.catch(() => undefined);
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    await user.clear(name);
    await user.type(name, 'Half-typed secret');

    controller.abort();
    const error: unknown = await call.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    // callWithElicitation rejects with RunAbortedError itself; callTool's SDK error maps to it.
    expect(mode === 'manual' ? error : toElicitationCallError(error, { signal: controller.signal })).toBeInstanceOf(RunAbortedError);

    const notice = await screen.findByText(`${AIRLINE}’s request was withdrawn — nothing was sent.`);
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    // Focus was in the form: it moves to the notice.
    expect(notice.closest('p')).toHaveFocus();
    await expectNoAxeViolations(view.container);
    expect(stack.toolCallsSince(from)).toHaveLength(1);
    expect(JSON.stringify(stack.server().wire.slice(from))).not.toContain('Half-typed');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/withdrawn/)).toBeNull();
    expect(view.host()).toHaveAttribute('data-state', 'empty');
  });
});

describe('withdrawn: every card of the round says so', () => {
  it('client.callTool aborted (auto mode): the form and the link each become a "nothing was sent" notice', async () => {
    const { client, queue } = await stack.connect();
    const view = renderHost(queue);
    const controller = new AbortController();
    const call = client.callTool({ name: 'book', arguments: {} }, { signal: controller.signal });
    call.catch(() => undefined);
    await urlCard();
    controller.abort();
    await call.catch(() => undefined);
    await screen.findAllByText(`${AIRLINE}’s request was withdrawn — nothing was sent.`);
    expect(view.container.querySelectorAll('[data-ek-part="host-notice"]')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Open link' })).toBeNull();
    await expectNoAxeViolations(view.container);
  });

  // BUG (packages/mcp/src/call-with-elicitation.ts, the `finally` that calls queue.dismissClosed for every
  // URL question of the call): it is meant to clear "opened — waiting for you to finish" cards, but it also
  // dismisses the closed record of a URL card that was *withdrawn* (reason `aborted`), so in manual mode the
  // link's card vanishes silently instead of becoming the "withdrawn — nothing was sent" notice (C31) that the
  // form beside it gets, and that auto mode shows for both (test above). Fix: dismiss only records closed by
  // the person's `accept` (reason `responded`), not `aborted`/`cancelled` ones.
  it('callWithElicitation aborted (manual mode): the link, like the form, becomes a "nothing was sent" notice', async () => {
    const { client, queue } = await stack.connect();
    const view = renderHost(queue);
    const controller = new AbortController();
    const call = callWithElicitation(client, 'tools/call', { name: 'book', arguments: {} }, queue, { signal: controller.signal });
    call.catch(() => undefined);
    await urlCard();
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    await screen.findAllByText(`${AIRLINE}’s request was withdrawn — nothing was sent.`);
    expect(screen.queryByRole('button', { name: 'Open link' })).toBeNull();
    expect(view.container.querySelectorAll('[data-ek-part="host-notice"]')).toHaveLength(2);
  });
});

describe('layout="dialog", keyboard only', () => {
  it('shows the round one request at a time ("1 of 2", "2 of 2"), focus inside; Enter submits, Escape cancels', async () => {
    const { client, queue } = await stack.connect();
    const before = focusChatInput();
    renderHost(queue, { layout: 'dialog' });
    const user = person();
    const from = stack.server().wire.length;

    const call = client.callTool({ name: 'book', arguments: { what: 'ferry' } });
    const dialog = await screen.findByRole('dialog', { name: `${AIRLINE} needs your answer` });
    await nextPendingDuring(queue, call, (entry) => entry.key === 'auth');
    expect(dialog).toHaveAccessibleDescription(/^1 of 2\. Answers are sent together when all are done\./);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByText('Passenger details for the ferry')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);

    await user.tab();
    const name = within(dialog).getByRole('textbox', { name: /Your name/ });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.keyboard('Ken Thompson{Enter}');

    const second = await screen.findByRole('dialog', { name: `${AIRLINE} needs your answer` });
    expect(second).toHaveAccessibleDescription(/^2 of 2\./);
    expect(second.contains(document.activeElement)).toBe(true);
    expect(within(second).getByText('Sign in to the airline')).toBeInTheDocument();
    expect(stack.toolCallsSince(from)).toHaveLength(1);
    await expectNoAxeViolations(document.body);

    await user.keyboard('{Escape}');
    const result = await call;
    const sent = { name: 'Ken Thompson', seats: 2, vip: false, extras: ['wifi'] };
    expect(JSON.parse(firstText(result))).toEqual({
      era: 'modern',
      what: 'ferry',
      details: { kind: 'elicit', action: 'accept', content: sent },
      auth: 'cancel',
    });
    expect(stack.toolCallsSince(from)[1]?.params?.inputResponses).toEqual({ details: { action: 'accept', content: sent }, auth: { action: 'cancel' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(before).toHaveFocus();
    before.remove();
  });

  it('Open from the keyboard inside the dialog; "I’ve finished — continue" closes it and focus returns to where it was', async () => {
    const open = stubWindowOpen();
    const { client, queue } = await stack.connect();
    const before = focusChatInput();
    renderHost(queue, { layout: 'dialog' });
    const user = person();

    const call = client.callTool({ name: 'book', arguments: {} });
    call.catch(() => undefined);
    await nextPendingDuring(queue, call, (entry) => entry.key === 'auth');
    await screen.findByRole('dialog');
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { description: /^2 of 2\./ });
    const openButton = await within(dialog).findByRole('button', { name: 'Open link' });
    await tabTo(user, openButton);
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith(BOOK_URL, '_blank', expect.stringContaining('noopener'));
    expect(JSON.parse(firstText(await call))).toMatchObject({ details: { action: 'accept' }, auth: 'accept' });

    // Auto mode: the opened link waits in the dialog until the person is done.
    const finished = within(screen.getByRole('dialog')).getByRole('button', { name: 'I’ve finished — continue' });
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(document.body);
    await tabTo(user, finished);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(before).toHaveFocus();
    before.remove();
  });
});

describe('the host in an app', () => {
  it('dialog: aborting the call mid-round shows the notice for the request on screen; Dismiss closes the dialog; nothing was sent', async () => {
    const { client, queue } = await stack.connect();
    renderHost(queue, { layout: 'dialog' });
    const user = person();
    const from = stack.server().wire.length;
    const controller = new AbortController();

    const call = callWithElicitation(client, 'tools/call', { name: 'book', arguments: {} }, queue, { signal: controller.signal });
    call.catch(() => undefined);
    await nextPendingDuring(queue, call, (entry) => entry.key === 'auth');
    const dialog = await screen.findByRole('dialog', { name: `${AIRLINE} needs your answer` });
    await user.tab();
    await user.keyboard('{Control>}a{/Control}Typed then withdrawn');
    expect(within(dialog).getByRole('textbox', { name: /Your name/ })).toHaveValue('Typed then withdrawn');

    controller.abort();
    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    expect(await within(dialog).findByText(`${AIRLINE}’s request was withdrawn — nothing was sent.`)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    // The round's other request was never on screen: no notice for it.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stack.toolCallsSince(from)).toHaveLength(1);
    expect(JSON.stringify(stack.server().wire.slice(from))).not.toContain('Typed then');
  });

  it('what the person typed survives the host being unmounted and mounted again mid-call, and is what gets sent', async () => {
    const { client, queue } = await stack.connect();
    const first = renderHost(queue);
    const user = person();
    const from = stack.server().wire.length;

    const call = client.callTool({ name: 'echo', arguments: {} });
    call.catch(() => undefined);
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    await user.clear(name);
    await user.type(name, 'Margaret');
    first.unmount();
    expect(stack.toolCallsSince(from)).toHaveLength(1);

    renderHost(queue);
    const again = screen.getByRole('textbox', { name: /Your name/ });
    expect(again).toHaveValue('Margaret');
    await user.type(again, ' Hamilton{Enter}');

    const echoed = JSON.parse(firstText(await call)) as { profile: unknown };
    expect(echoed.profile).toEqual({ kind: 'elicit', action: 'accept', content: { name: 'Margaret Hamilton', seats: 2, vip: false, extras: ['wifi'] } });
  });

  it('keyboard only across two rounds (focusNewRequests): focus lands in each new request, never on a button', async () => {
    const open = stubWindowOpen();
    const { client, queue } = await stack.connect();
    renderHost(queue, { focusNewRequests: true });
    const user = person();

    const call = callWithElicitation(client, 'tools/call', { name: 'deploy', arguments: { env: 'staging' } }, queue);
    call.catch(() => undefined);
    const confirm = await screen.findByRole('checkbox', { name: /Confirm/ });
    expect(confirm).toHaveFocus();
    await user.keyboard(' ');
    expect(confirm).not.toBeChecked();
    await user.keyboard(' ');
    expect(confirm).toBeChecked();
    await tabTo(user, within(cardOf(confirm)).getByRole('button', { name: 'Submit' }));
    await user.keyboard('{Enter}');

    const link = await urlCard();
    // The new card itself takes focus (a stray Enter answers nothing).
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(open).not.toHaveBeenCalled();
    await tabTo(user, within(link).getByRole('button', { name: 'Open link' }));
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith('https://example.com/auth?env=staging', '_blank', expect.stringContaining('noopener'));
    expect(firstText(await call)).toBe('deployed to staging (modern)');
  });

  it('two servers share one queue and one host: each card says who asks, and each answer goes to its own server', async () => {
    const airline = await stack.connect();
    const hotelClient = new Client({ name: 'elicit-kit-stack-hotel', version: '0.0.0' }, { versionNegotiation: { mode: 'legacy' } });
    bindElicitation(hotelClient, airline.queue, { server: HOTEL, modes: { form: true, url: true } });
    await hotelClient.connect(new StreamableHTTPClientTransport(stack.server().url));
    try {
      const view = renderHost(airline.queue);
      const user = person();
      const from = stack.server().wire.length;

      const flight = airline.client.callTool({ name: 'echo', arguments: { note: 'flight' } });
      flight.catch(() => undefined);
      await screen.findByRole('textbox', { name: /Your name/ });
      const room = hotelClient.callTool({ name: 'echo', arguments: { note: 'room' } });
      room.catch(() => undefined);
      await expect.poll(() => screen.getAllByRole('textbox', { name: /Your name/ }).length).toBe(2);
      const [airlineCard, hotelCard] = screen.getAllByRole('textbox', { name: /Your name/ }).map(cardOf);
      expect(airlineCard).toHaveTextContent('Request from Airline (test)');
      expect(hotelCard).toHaveTextContent('Request from Hotel (test)');
      await expectNoAxeViolations(view.container);

      // Answer the later one first.
      await user.clear(within(hotelCard!).getByRole('textbox', { name: /Your name/ }));
      await user.type(within(hotelCard!).getByRole('textbox', { name: /Your name/ }), 'Guest{Enter}');
      expect(JSON.parse(firstText(await room))).toMatchObject({ arguments: { note: 'room' }, profile: { action: 'accept', content: { name: 'Guest' } } });
      expect(airlineCard).toBeInTheDocument();
      await user.click(within(airlineCard!).getByRole('button', { name: 'Decline' }));
      expect(JSON.parse(firstText(await flight))).toMatchObject({ arguments: { note: 'flight' }, profile: { kind: 'elicit', action: 'decline' } });
      expect(stack.toolCallsSince(from).filter((call) => call.params?.inputResponses !== undefined)).toHaveLength(1);
      expect(view.host()).toHaveAttribute('data-state', 'empty');
    } finally {
      await hotelClient.close();
    }
  });

  it('a double click answers once: one Submit, one Open, one retry', async () => {
    const open = stubWindowOpen();
    const { client, queue } = await stack.connect();
    renderHost(queue);
    const user = person();
    const from = stack.server().wire.length;

    const call = client.callTool({ name: 'book', arguments: {} });
    call.catch(() => undefined);
    const link = await urlCard();
    await user.dblClick(within(cardOf(screen.getByRole('textbox', { name: /Your name/ }))).getByRole('button', { name: 'Submit' }));
    await user.dblClick(within(link).getByRole('button', { name: 'Open link' }));
    expect(JSON.parse(firstText(await call))).toMatchObject({ details: { action: 'accept' }, auth: 'accept' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(stack.toolCallsSince(from)).toHaveLength(2);
  });

  it('round limit: the call stops after maxRounds with no card left, and resumeFrom shows the next round in the host', async () => {
    const { client, queue } = await stack.connect();
    const view = renderHost(queue);
    const user = person();
    const from = stack.server().wire.length;

    const call = callWithElicitation(client, 'tools/call', { name: 'steps', arguments: { count: 3 } }, queue, { maxRounds: 2 });
    call.catch(() => undefined);
    for (const step of [1, 2]) {
      const card = cardOf(await screen.findByText(`Step ${step} of 3`));
      await user.click(within(card).getByRole('checkbox', { name: 'Ok' }));
      await user.click(within(card).getByRole('button', { name: 'Submit' }));
    }
    const error: unknown = await call.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(RoundLimitError);
    // Two rounds answered (three requests); the third round's result came back but was not shown.
    expect(view.container.querySelector('[data-ek-part="host-item"]')).toBeNull();
    expect(stack.toolCallsSince(from)).toHaveLength(3);

    const resumed = callWithElicitation(client, 'tools/call', { name: 'steps', arguments: { count: 3 } }, queue, {
      resumeFrom: (error as RoundLimitError).lastResult,
    });
    resumed.catch(() => undefined);
    const card = cardOf(await screen.findByText('Step 3 of 3'));
    // Resuming answers the round already received: no new request went out before the person answered.
    expect(stack.toolCallsSince(from)).toHaveLength(3);
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(firstText(await resumed)).toBe('done after 3');
    expect(stack.toolCallsSince(from)).toHaveLength(4);
  });

  it('prompts/get asks through the host too', async () => {
    const { client, queue } = await stack.connect();
    renderHost(queue);
    const user = person();

    const call = callWithElicitation(client, 'prompts/get', { name: 'greeting', arguments: { tone: 'warmly' } }, queue);
    call.catch(() => undefined);
    expect(await screen.findByText('Your name?')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Edsger{Enter}');
    expect(await call).toMatchObject({ messages: [{ role: 'user', content: { type: 'text', text: 'Say hello to Edsger, warmly.' } }] });
  });

  it('Cancel after Open (abandon) wired to abort the call, as the README suggests: nothing of the round is sent', async () => {
    stubWindowOpen();
    const { client, queue } = await stack.connect();
    const controller = new AbortController();
    const abandoned: string[] = [];
    const onAbandon = (entry: { key?: string }): void => {
      abandoned.push(entry.key ?? '');
      controller.abort();
    };
    const view = renderHost(queue, { onAbandon });
    const user = person();
    const from = stack.server().wire.length;

    const call = callWithElicitation(client, 'tools/call', { name: 'book', arguments: {} }, queue, { signal: controller.signal });
    call.catch(() => undefined);
    const link = await urlCard();
    await user.click(within(link).getByRole('button', { name: 'Open link' }));
    await user.click(within(cardOf(screen.getByRole('button', { name: 'I’ve finished — continue' }))).getByRole('button', { name: 'Cancel' }));

    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    expect(abandoned).toEqual(['auth']);
    expect(await screen.findByText(`${AIRLINE}’s request was withdrawn — nothing was sent.`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'I’ve finished — continue' })).toBeNull();
    expect(stack.toolCallsSince(from)).toHaveLength(1);
    await expectNoAxeViolations(view.container);
  });

  it('Cancel after Open stops the call by itself (C21): UrlElicitationRefusedError "abandon", nothing of the round is sent', async () => {
    stubWindowOpen();
    const { client, queue } = await stack.connect();
    const view = renderHost(queue);
    const user = person();
    const from = stack.server().wire.length;

    const call = callWithElicitation(client, 'tools/call', { name: 'book', arguments: {} }, queue);
    call.catch(() => undefined);
    const link = await urlCard();
    await user.click(within(link).getByRole('button', { name: 'Open link' }));
    await user.click(within(cardOf(screen.getByRole('button', { name: 'I’ve finished — continue' }))).getByRole('button', { name: 'Cancel' }));

    await expect(call).rejects.toMatchObject({ name: 'UrlElicitationRefusedError', code: 'url-refused', action: 'abandon', elicitationId: 'auth' });
    // The form of the same round is withdrawn, not left for the person to fill in for nothing.
    expect(await screen.findByText(`${AIRLINE}’s request was withdrawn — nothing was sent.`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    expect(stack.toolCallsSince(from)).toHaveLength(1);
    await expectNoAxeViolations(view.container);
  });

  it('a round keyed "__proto__" (written raw by a hostile server) is shown and answered under that key', async () => {
    const { client, queue, errors } = await stack.connect();
    renderHost(queue);
    const user = person();
    const from = stack.server().wire.length;

    const call = client.callTool({ name: HOSTILE_KEY_TOOL, arguments: {} });
    call.catch(() => undefined);
    expect(await screen.findByText('Hostile')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'zz{Enter}');
    expect(firstText(await call)).toBe('answered');
    const retry = stack.toolCallsSince(from)[1]?.params?.inputResponses;
    expect(Object.getOwnPropertyNames(retry)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(retry, '__proto__')?.value).toEqual({ action: 'accept', content: { name: 'zz' } });
    expect(errors).toEqual([]);
  });

  it('the binding’s timeoutMs reaches the card as a countdown', async () => {
    const { client, queue } = await stack.connect('auto', { timeoutMs: 5 * 60_000 });
    renderHost(queue);
    const call = client.callTool({ name: 'echo', arguments: {} });
    call.catch(() => undefined);
    const card = cardOf(await screen.findByRole('textbox', { name: /Your name/ }));
    // Five minutes from the binding: a countdown under 5:00 (no check of how much has passed).
    const timer = within(card).getByRole('timer');
    expect(timer).toHaveTextContent(/^[0-5]:\d\d left$/);
    expect(timer).toHaveAttribute('data-state', 'running');
    await person().click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(JSON.parse(firstText(await call))).toMatchObject({ profile: { kind: 'elicit', action: 'cancel' } });
  });

  it.each(['auto', 'legacy'] as const)('when the binding’s deadline passes (%s era) the server gets cancel and the card becomes a notice', async (era) => {
    // A 1 ms deadline: it passes before anyone could answer; the test waits for the call, not for a time.
    const { client, queue } = await stack.connect(era, { timeoutMs: 1 });
    const view = renderHost(queue);
    const from = stack.server().wire.length;

    const result = await client.callTool({ name: 'echo', arguments: {} });

    expect(JSON.parse(firstText(result))).toMatchObject({ profile: { kind: 'elicit', action: 'cancel' } });
    const answers = stack
      .server()
      .wire.slice(from)
      .flatMap((request) => {
        const body = request.body;
        return body?.params?.inputResponses !== undefined ? [body.params.inputResponses] : body?.result !== undefined ? [body.result] : [];
      });
    expect(answers).toEqual([era === 'auto' ? { profile: { action: 'cancel' } } : { action: 'cancel' }]);
    // Observation for the react/mcp owners: the notice says the *server* withdrew it, though this app's deadline did.
    expect(await screen.findByText(`${AIRLINE}’s request was withdrawn — nothing was sent.`)).toBeInTheDocument();
    expect(view.container.querySelector('[data-ek-part="host-notice"]')).toHaveAttribute('data-reason', 'aborted');
  });
});
