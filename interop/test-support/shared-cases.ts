/**
 * Cases several framework files share, registered into the calling `describe`: the kit's promise
 * that content the server's schema rejects never leaves, on the form tool `TOOLS.typedForm`.
 */
import { InvalidContentError } from '@elicit-kit/mcp';
import { expect, it } from 'vitest';
import { PROFILE_SCHEMA, REJECTED_BY_ZOD, REJECTED_ON_WIRE, SIGN_IN_URL, TOOLS, VALID } from '../src/forms.js';
import type { ServerFixture } from './fixture.js';
import { callTool } from './host.js';
import type { Negotiation } from './host.js';
import type { RunningServer } from '@elicit-kit/test-support/listen';

/** An answer that breaks `minLength` on the wire (which every SDK keeps): `cancel` goes out instead. */
export function itNeverSendsWhatTheWireForbids(fx: ServerFixture<RunningServer>, negotiation: Negotiation): void {
  it('form: content that breaks a constraint on the wire (minLength) never leaves; the server gets cancel', async () => {
    const host = await fx.connect(negotiation);

    const outcome = await callTool(host, TOOLS.typedForm, { action: 'accept', content: REJECTED_ON_WIRE });

    expect(outcome.received).toEqual({ action: 'cancel' });
    expect(host.errors).toEqual([expect.any(InvalidContentError)]);
  });
}

/** Which of the cases below still wait for other work, and why (they run as `it.fails` until then). */
export interface Pending {
  /** Why a valid answer is not yet accepted. */
  valid?: string;
  /** Why content that breaks `pattern` / `exclusiveMinimum` still leaves. */
  rejected?: string;
}

/**
 * A server that sends `z.toJSONSchema` output as written: `pattern` (`z.email()`), `exclusiveMinimum`
 * (`.positive()`) and the `.int()` maximum on the wire; a valid answer gets through; answers that
 * break the two keywords never leave. `pending` names what a case still waits for.
 */
export function itHoldsAnswersToZodJsonSchema(fx: ServerFixture<RunningServer>, negotiation: Negotiation, pending: Pending = {}): void {
  const validCase = async () => {
    const host = await fx.connect(negotiation);

    const outcome = await callTool(host, TOOLS.typedForm, { action: 'accept', content: VALID });

    expect(outcome.received).toEqual({ action: 'accept', content: VALID });
    const schema = host.raw[0]?.params.requestedSchema as { additionalProperties: boolean; properties: Record<string, unknown> };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.email).toMatchObject({ format: 'email', pattern: expect.any(String) });
    expect(schema.properties.seats).toEqual({ type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Seats' });
  };
  const validTitle = 'z.toJSONSchema form: pattern, exclusiveMinimum and the .int() maximum go out as written; a valid answer gets through';
  if (pending.valid === undefined) it(validTitle, validCase);
  else it.fails(validTitle, validCase);

  itNeverSendsWhatTheWireForbids(fx, negotiation);

  const keywords = Object.keys(REJECTED_BY_ZOD) as Array<keyof typeof REJECTED_BY_ZOD>;
  (pending.rejected === undefined ? it.each(keywords) : it.fails.each(keywords))(
    'z.toJSONSchema form: content that breaks %s never leaves; the server gets cancel',
    async (keyword) => {
      const host = await fx.connect(negotiation);

      const outcome = await callTool(host, TOOLS.typedForm, { action: 'accept', content: REJECTED_BY_ZOD[keyword] });

      expect(outcome.received).toEqual({ action: 'cancel' });
      expect(host.errors).toEqual([expect.any(InvalidContentError)]);
    },
  );
}

/**
 * A server on the v1 SDK (the SDK itself, TS `fastmcp`): 2025-11-25 only, the JSON-schema form
 * and a URL pushed with accept, decline and cancel, and {@link itHoldsAnswersToZodJsonSchema}.
 */
export function itServesTheSessionProtocol(fx: ServerFixture<RunningServer>, pending: Pending = {}): void {
  it('offers only 2025-11-25: auto negotiation falls back to it', async () => {
    const host = await fx.connect('auto');
    expect(host.client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
  });

  it.each(ACTIONS)('JSON-schema form (%s): the server receives what the person chose', async (action) => {
    const host = await fx.connect('legacy');
    const answer = action === 'accept' ? { action, content: VALID } : { action };

    const outcome = await callTool(host, TOOLS.form, answer);

    expect(outcome.received).toEqual(answer);
    expect(host.raw).toEqual([{ via: 'push', params: { mode: 'form', message: 'Your profile', requestedSchema: PROFILE_SCHEMA } }]);
  });

  itHoldsAnswersToZodJsonSchema(fx, 'legacy', pending);

  it.each(ACTIONS)('URL elicitation (%s): the server receives the action; the request carries an elicitationId', async (action) => {
    const host = await fx.connect('legacy');

    const outcome = await callTool(host, TOOLS.url, { action });

    expect(outcome.received).toEqual({ action });
    expect(host.raw).toEqual([{ via: 'push', params: { mode: 'url', message: 'Sign in', url: SIGN_IN_URL, elicitationId: expect.any(String) } }]);
  });
}

const ACTIONS = ['accept', 'decline', 'cancel'] as const;
