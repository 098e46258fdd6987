// @vitest-environment jsdom
/**
 * The whole stack on 2025-11-25 against the reference server `@modelcontextprotocol/server-everything`
 * 2026.8.31 (pushed `elicitation/create`, `-32042`): the real SDK client, `bindElicitation`, core's
 * queue and a rendered `<ElicitationHost>`, answered by a person with `userEvent`.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EVERYTHING, rawResult, texts, useEverything } from '@elicit-kit/mcp/test-support/everything-fixture';
import { cardOf, expectNoAxeViolations, person, recordFetches, renderHost, stubWindowOpen, tabTo, urlCard } from './support/stack-host.js';
import { UrlElicitationRefusedError, callWithElicitation } from '@elicit-kit/mcp';

const everything = useEverything('elicit-kit-stack-test');
const connect = everything.connect;

afterEach(() => {
  cleanup();
});

describe('server-everything (2025-11-25) through <ElicitationHost>', () => {
  it('the 13-field form: the person fills the required name and submits with the keyboard; the tool echoes it', async () => {
    const { client, queue } = await connect();
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    const view = renderHost(queue);
    const user = person();

    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    call.catch(() => undefined); // a failed step must not leave an unhandled rejection when the client closes
    const name = await screen.findByRole('textbox', { name: /^String\s*\(required\)$/ });
    const card = cardOf(name);
    expect(card.querySelectorAll('[data-ek-part="field"]')).toHaveLength(13);
    expect(within(card).getByText('Please provide inputs for the following fields:')).toBeInTheDocument();
    await expectNoAxeViolations(view.container);

    // Submitting with the required name empty shows the error and sends nothing.
    await tabTo(user, within(card).getByRole('button', { name: 'Submit' }));
    await user.keyboard('{Enter}');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(queue.getSnapshot().pending).toHaveLength(1);
    await expectNoAxeViolations(view.container);

    // Its "integer" field says "do not give us your phone number, pin, or other sensitive info": a negation,
    // so the secret check asks for no tick, and Enter in the name sends the form.
    expect(within(card).queryByRole('checkbox', { name: /^I understand / })).toBeNull();
    await tabTo(user, name);
    await user.keyboard('Ada Lovelace{Enter}');

    const result = (await call) as CallToolResult;
    expect(texts(result).join('\n')).toContain('- Name: Ada Lovelace');
    expect(rawResult(result)).toEqual({
      action: 'accept',
      content: {
        name: 'Ada Lovelace',
        check: false,
        firstLine: 'It was a dark and stormy night.',
        integer: 42,
        number: 3.14,
        untitledSingleSelectEnum: 'Monica',
        untitledMultipleSelectEnum: ['Guitar'],
        titledSingleSelectEnum: 'hero-1',
        titledMultipleSelectEnum: ['fish-1'],
        legacyTitledEnum: 'pet-1',
      },
    });
    expect(view.host()).toHaveAttribute('data-state', 'empty');
  });

  it('-32042 via callWithElicitation: URL consent in the host, Open, "I’ve finished — continue", and the retry succeeds', async () => {
    const fetched = recordFetches();
    const open = stubWindowOpen();
    const { client, queue } = await connect();
    const view = renderHost(queue);
    const user = person();
    const elicitationId = 'stack-error-path-1';
    const url = 'https://example.com/authorize';

    const call = callWithElicitation(client, 'tools/call', { name: 'trigger-url-elicitation', arguments: { url, elicitationId, errorPath: true } }, queue, {
      server: EVERYTHING,
    });
    call.catch(() => undefined);

    // The -32042's prerequisite: its own URL, with a server-made id.
    const prerequisite = await urlCard();
    expect(prerequisite).toHaveTextContent('modelcontextprotocol.io');
    await expectNoAxeViolations(view.container);
    await user.click(within(prerequisite).getByRole('button', { name: 'Open link' }));
    expect(open).toHaveBeenLastCalledWith(expect.stringMatching(/^https:\/\/modelcontextprotocol\.io\/?$/), '_blank', expect.stringContaining('noopener'));
    // This server sends no completion: the retry waits for the person to say they are done.
    const finished = within(cardOf(screen.getByRole('button', { name: 'I’ve finished — continue' })));
    await expectNoAxeViolations(view.container);
    await user.click(finished.getByRole('button', { name: 'I’ve finished — continue' }));

    // The retry: the tool's own URL request, pushed as elicitation/create.
    const own = await urlCard();
    expect(own).toHaveTextContent('example.com');
    await user.click(within(own).getByRole('button', { name: 'Open link' }));
    expect(open).toHaveBeenLastCalledWith(url, '_blank', expect.stringContaining('noopener'));
    expect(open).toHaveBeenCalledTimes(2);

    const result = (await call) as CallToolResult;
    expect(texts(result)[0]).toContain(`Elicitation ID: ${elicitationId}`);
    expect(rawResult(result)).toEqual({ action: 'accept' });
    // Neither link was ever fetched; only the MCP endpoint was.
    expect(fetched.filter((href) => new URL(href).host !== everything.server().url.host)).toEqual([]);
    // The pushed URL card went with the call: nothing is left waiting.
    await waitFor(() => expect(view.host()).toHaveAttribute('data-state', 'empty'));
  });

  it('-32042 declined in the host: the call ends with UrlElicitationRefusedError, no link opens, the card leaves', async () => {
    const open = stubWindowOpen();
    const { client, queue } = await connect();
    const view = renderHost(queue);
    const user = person();

    const call = callWithElicitation(
      client,
      'tools/call',
      { name: 'trigger-url-elicitation', arguments: { url: 'https://example.com/x', elicitationId: 'stack-refused-1', errorPath: true } },
      queue,
      {
        server: EVERYTHING,
      },
    );
    call.catch(() => undefined);
    const prerequisite = await urlCard();
    await tabTo(user, within(prerequisite).getByRole('button', { name: 'Decline' }));
    await user.keyboard('{Enter}');

    const error: unknown = await call.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(UrlElicitationRefusedError);
    expect(error).toMatchObject({ code: 'url-refused', action: 'decline' });
    expect(open).not.toHaveBeenCalled();
    expect(view.host()).toHaveAttribute('data-state', 'empty');
    expect(queue.getSnapshot().pending).toEqual([]);
  });

  // BUG (packages/mcp/src/call-with-elicitation.ts + legacy-call-scope.ts): on 2025-11-25, a URL request
  // pushed while a callWithElicitation call is in flight is tied to that call (its pending card closes
  // when the call ends), but once accepted its "opened" record is never dismissed when the call ends:
  // only the call's own `asked` entries (MRTR rounds, -32042 consents) are. The README promises "When
  // the call ends, successfully or not, the 'waiting for you to finish' cards of its own URL requests are
  // dismissed", and on 2026-07-28 they are (deploy test). Here the person is left with "I've finished —
  // continue" for a call that has already returned.
  it('a pushed URL request accepted during callWithElicitation leaves no "opened" card once the call has ended', async () => {
    stubWindowOpen();
    const { client, queue } = await connect();
    const view = renderHost(queue);
    const user = person();
    const elicitationId = 'stack-pushed-url-1';

    const call = callWithElicitation(
      client,
      'tools/call',
      { name: 'trigger-url-elicitation', arguments: { url: 'https://example.com/connect', message: 'Connect', elicitationId } },
      queue,
      {
        server: EVERYTHING,
      },
    );
    call.catch(() => undefined);
    const card = await urlCard();
    await user.click(within(card).getByRole('button', { name: 'Open link' }));
    const result = (await call) as CallToolResult;
    expect(rawResult(result)).toEqual({ action: 'accept' });

    expect(view.container.querySelector('[data-ek-part="host-item"]')).toBeNull();
    expect(queue.getSnapshot().closed).toEqual([]);
  });
});
