import { ProtocolError, isInputRequiredResult } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { startDemoServer } from '../server.js';
import { connectBound, sendLeg, textOf, useDemoServer } from '../test-support/demo-fixture.js';
import type { BoundClient, ClientEra } from '../test-support/demo-fixture.js';
import { ROLLOUT_FORM, confirmForm } from './deploy.js';

const demo = useDemoServer();

const ROLLOUT = { percentage: 25, note: 'Faster checkout' };

/** Round 1 of deploy in manual mode: returns the interim result of answering `confirm: true`. */
async function confirmManually(bound: BoundClient) {
  const params = { name: 'deploy', arguments: { version: 'v2.4.1', environment: 'production' } };
  const first = await sendLeg(bound, params);
  expect(isInputRequiredResult(first)).toBe(true);
  const second = await sendLeg(bound, { ...params, inputResponses: { confirm: { action: 'accept', content: { confirm: true } } } });
  if (!isInputRequiredResult(second)) throw new Error(`expected round 2, got ${JSON.stringify(second)}`);
  return { params, second };
}

describe.each<[ClientEra, string]>([
  ['modern', '2026-07-28'],
  ['legacy', '2025-11-25'],
])('deploy (%s client, %s)', (era, protocol) => {
  it('asks to confirm, then for the rollout, and deploys with what came back', async () => {
    const bound = await demo.connect(era);
    // Keys differ per era (inputRequests keys vs pushed request ids): the person goes by the order.
    const person = demo.person(bound, () =>
      person.seen.length === 1 ? { action: 'accept', content: { confirm: true } } : { action: 'accept', content: ROLLOUT },
    );

    const result = await demo.call(bound, 'deploy', { version: 'v3.0.0', environment: 'staging' });

    expect(result.structuredContent).toEqual({ status: 'deployed', version: 'v3.0.0', environment: 'staging', ...ROLLOUT });
    expect(textOf(result)).toBe('Deployed v3.0.0 to staging for 25% of traffic: “Faster checkout”.');
    // Two rounds, two questions: the second round was only reachable with the signed state.
    expect(person.seen.map((entry) => (entry.params as { requestedSchema: unknown }).requestedSchema)).toEqual([
      confirmForm('v3.0.0', 'staging'),
      ROLLOUT_FORM,
    ]);
    expect(demo.server.answers()).toEqual([
      { tool: 'deploy', key: 'confirm', action: 'accept', content: { confirm: true }, era: protocol },
      { tool: 'deploy', key: 'rollout', action: 'accept', content: ROLLOUT, era: protocol },
    ]);
  });

  it('stops at "no" in round 1', async () => {
    const bound = await demo.connect(era);
    const person = demo.person(bound, () => ({ action: 'accept', content: { confirm: false } }));

    const result = await demo.call(bound, 'deploy');

    expect(result.structuredContent).toEqual({ status: 'not-confirmed', version: 'v2.4.1', environment: 'production' });
    expect(textOf(result)).toBe('You chose not to deploy v2.4.1 to production.');
    expect(person.seen).toHaveLength(1);
  });

  it.each([
    ['decline', 1, 'declined'],
    ['cancel', 1, 'cancelled'],
    ['decline', 2, 'declined'],
    ['cancel', 2, 'cancelled'],
  ] as const)('%s in round %i → %s, naming the round', async (action, round, status) => {
    const bound = await demo.connect(era);
    const person = demo.person(bound, () => (person.seen.length === round ? { action } : { action: 'accept', content: { confirm: true } }));

    const result = await demo.call(bound, 'deploy');

    expect(result.structuredContent).toEqual({ status, round });
    expect(person.seen).toHaveLength(round);
    expect(demo.server.answers().at(-1)).toEqual({ tool: 'deploy', key: round === 1 ? 'confirm' : 'rollout', action, era: protocol });
  });
});

describe('deploy through the SDK’s own auto mode (client.callTool, the binding answers)', () => {
  it('runs both rounds and deploys', async () => {
    const bound = await demo.connect('modern');
    const person = demo.person(bound, () =>
      person.seen.length === 1 ? { action: 'accept', content: { confirm: true } } : { action: 'accept', content: ROLLOUT },
    );

    const result = await bound.client.callTool({ name: 'deploy', arguments: { environment: 'staging' } });

    expect(result.structuredContent).toEqual({ status: 'deployed', version: 'v2.4.1', environment: 'staging', ...ROLLOUT });
    expect(person.seen).toHaveLength(2);
  });
});

describe('deploy: the state between the rounds is signed and checked', () => {
  it('the kit echoes round 2’s requestState on its retry (onRound sees it)', async () => {
    const bound = await demo.connect('modern');
    const person = demo.person(bound, () =>
      person.seen.length === 1 ? { action: 'accept', content: { confirm: true } } : { action: 'accept', content: ROLLOUT },
    );
    const states: Array<string | undefined> = [];

    const result = await demo.call(bound, 'deploy', {}, { onRound: ({ result: round }) => states.push(round.requestState) });

    expect(result.structuredContent).toMatchObject({ status: 'deployed' });
    expect(states[0]).toBeUndefined();
    expect(states[1]).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
  });

  it('the same answer without the state is not a deployment: round 1 is asked again', async () => {
    const bound = await demo.connect('modern');
    const { params } = await confirmManually(bound);

    const withoutState = await sendLeg(bound, { ...params, inputResponses: { rollout: { action: 'accept', content: ROLLOUT } } });

    expect(isInputRequiredResult(withoutState) && Object.keys(withoutState.inputRequests ?? {})).toEqual(['confirm']);
  });

  it('with the state it deploys; a tampered, foreign or another server’s state is refused with -32602', async () => {
    const bound = await demo.connect('modern');
    const { params, second } = await confirmManually(bound);
    const state = second.requestState as string;
    const answers = { rollout: { action: 'accept', content: ROLLOUT } };
    const [version, payload, mac] = state.split('.') as [string, string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { p: Record<string, unknown> };
    const forgedPayload = Buffer.from(JSON.stringify({ ...decoded, p: { ...decoded.p, environment: 'staging' } })).toString('base64url');
    const other = await startDemoServer({ port: 0, signInPort: 0 });
    let otherState: string;
    try {
      const otherClient = await connectBound(new URL(other.mcpUrl), 'auto');
      otherState = (await confirmManually(otherClient)).second.requestState as string;
      await otherClient.client.close();
    } finally {
      await other.close();
    }

    for (const forged of [`${version}.${forgedPayload}.${mac}`, `${state}x`, 'v1.e30.AAAA', otherState]) {
      const refused = sendLeg(bound, { ...params, inputResponses: answers, requestState: forged });
      await expect(refused).rejects.toBeInstanceOf(ProtocolError);
      await expect(refused).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('Invalid or expired requestState') });
    }
    const deployed = await sendLeg(bound, { ...params, inputResponses: answers, requestState: state });
    expect(deployed.structuredContent).toEqual({ status: 'deployed', version: 'v2.4.1', environment: 'production', ...ROLLOUT });
  });

  it('a genuine state minted for another tool is refused by this one (an isError result: the SDK turns tool throws into those)', async () => {
    const bound = await demo.connect('modern');
    const { second } = await confirmManually(bound);

    const misused = await sendLeg(bound, {
      name: 'book_flight',
      arguments: {},
      inputResponses: { trip: { action: 'accept', content: {} } },
      requestState: second.requestState as string,
    });

    expect(misused).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] });
    expect(misused).not.toHaveProperty('structuredContent');
    expect(demo.server.answers().map((answer) => answer.key)).toEqual(['confirm']);
  });
});
