// @vitest-environment jsdom
/**
 * The whole stack on the v1 SDK: a real v1 SDK 1.32.2 server pushes its requests to a v1
 * `Client` bound with `bindElicitation`, `<ElicitationHost>` renders them, and a person answers
 * with `userEvent`. The server's own records are the witness.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, person, renderHost, stubWindowOpen, urlCard } from './support/stack-host.js';
import { firstText } from '@elicit-kit/mcp/test-support/sdk-client';
import { connectV1Bound } from '@elicit-kit/mcp/test-support/v1-client';
import type { BoundV1Client } from '@elicit-kit/mcp/test-support/v1-client';
import { startV1Server } from '@elicit-kit/test-support/v1-server';
import type { RunningV1Server } from '@elicit-kit/test-support/v1-server';
import { callWithElicitation } from '@elicit-kit/mcp';

let server: RunningV1Server;
const open: BoundV1Client[] = [];
beforeAll(async () => {
  server = await startV1Server();
});
afterAll(() => server.close());
afterEach(async () => {
  // Unmount the host first: closing a client withdraws its open cards.
  cleanup();
  await Promise.allSettled(open.splice(0).map((bound) => bound.client.close()));
});

async function connect(): Promise<BoundV1Client> {
  const bound = await connectV1Bound(server.url);
  open.push(bound);
  return bound;
}

describe('v1 SDK client through <ElicitationHost>', () => {
  it('a pushed form (client.callTool): the person types a name and submits with Enter; the server gets exactly that', async () => {
    const { client, queue } = await connect();
    const view = renderHost(queue);
    const user = person();

    const call = client.callTool({ name: 'book', arguments: {} });
    call.catch(() => undefined);
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    await expectNoAxeViolations(view.container);
    await user.clear(name);
    await user.type(name, 'Grace Hopper{Enter}');

    expect(JSON.parse(firstText((await call) as Record<string, unknown>))).toEqual({
      action: 'accept',
      content: { name: 'Grace Hopper', seats: 2, vip: false, extras: ['wifi'] },
    });
  });

  it('-32042 (callWithElicitation): Open, the server reports completion, the card leaves by itself and the retry succeeds', async () => {
    const windowOpen = stubWindowOpen();
    const { client, queue } = await connect();
    const view = renderHost(queue);
    const user = person();

    const call = callWithElicitation(client, 'tools/call', { name: 'signin', arguments: {} }, queue);
    call.catch(() => undefined);
    const link = await urlCard();
    expect(link).toHaveTextContent('Sign in first');
    await user.click(within(link).getByRole('button', { name: 'Open link' }));
    expect(windowOpen).toHaveBeenCalledWith('https://example.com/sso', '_blank', expect.stringContaining('noopener'));

    const [elicitationId] = server.urlElicitationIds.slice(-1);
    await server.completeUrlElicitation(elicitationId!);

    expect(firstText(await call)).toBe('"signed in"');
    expect(screen.queryByRole('button', { name: 'I’ve finished — continue' })).toBeNull();
    expect(view.host()).toHaveAttribute('data-state', 'empty');
  });
});
