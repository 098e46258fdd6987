/**
 * The v1 TypeScript SDK 1.32.2 server (2025-11-25 only), answered through `@elicit-kit/mcp`.
 */
import { UrlElicitationRefusedError, callWithElicitation } from '@elicit-kit/mcp';
import type { PendingElicitation } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { actAsPerson } from '@elicit-kit/mcp/test-support/sdk-client';
import { useServer } from '../test-support/fixture.js';
import { callTool } from '../test-support/host.js';
import { itServesTheSessionProtocol } from '../test-support/shared-cases.js';
import { TOOLS } from './forms.js';
import { startSdkV1Server } from './servers/sdk-v1.js';

const fx = useServer(startSdkV1Server);

describe('v1 SDK server 1.32.2 (2025-11-25)', () => {
  // The binding judges the raw params, so content breaking `pattern` / `exclusiveMinimum` never
  // leaves; but until core evaluates the two keywords their fields drop out of the form, and the
  // required fields they leave "missing" make the kit cancel a valid answer too.
  itServesTheSessionProtocol(fx);

  it('-32042: consent, the browser opens the page, the server notifies completion, the retry succeeds', async () => {
    const host = await fx.connect('legacy');
    const visits: Array<Promise<Response>> = [];
    const openAndAccept = (entry: PendingElicitation) => {
      visits.push(fetch((entry.params as { url: string }).url)); // the person's browser opens the page
      return { action: 'accept' as const };
    };

    const outcome = await callTool(host, TOOLS.urlRequired, openAndAccept);

    expect(outcome.received).toEqual({ action: 'accept', content: { signedIn: true } });
    expect((await Promise.all(visits)).map((response) => response.status)).toEqual([200]);
    expect(host.raw.map((request) => request.via)).toEqual(['-32042']);
  });

  it.each(['decline', 'cancel'] as const)('-32042 refused (%s): the call rejects with UrlElicitationRefusedError', async (action) => {
    const host = await fx.connect('legacy');
    const person = actAsPerson(host.queue, () => ({ action }));

    const call = callWithElicitation(host.client, 'tools/call', { name: TOOLS.urlRequired, arguments: {} }, host.queue);

    await expect(call).rejects.toBeInstanceOf(UrlElicitationRefusedError);
    await expect(call).rejects.toMatchObject({ action });
    person.stop();
  });
});
