import type { Client } from '@modelcontextprotocol/client';
import type { ElicitResult } from '@elicit-kit/core';
import { sendLeg } from '../send-leg.js';
import { acceptBeyondSdkGrammar } from './beyond-sdk-grammar.js';
import { declareUndoably, declaredElicitation, handlesElicitation } from './client-internals.js';
import { passThrough } from './pass-through.js';
import type { SdkClient } from './sdk-client.js';
import type { WireTransport } from './wire-transport.js';

/**
 * `@modelcontextprotocol/client` 2.x. The handler is registered in the 3-argument form with a
 * pass-through params schema: the 2-argument form parses the params with the SDK's request
 * schema, which drops `pattern`, `exclusiveMinimum` and every other keyword it does not know
 * from the properties. The SDK still validates the request (and the declared mode) in its
 * wrapper, for pushed requests and auto-mode rounds alike; a form it refuses for the spec's
 * grammar alone reaches the kit after all (`beyond-sdk-grammar`).
 */
export function v2Client(client: Client): SdkClient {
  return {
    sdk: 'v2',
    transport: () => client.transport as unknown as WireTransport | undefined,
    era: () => client.getProtocolEra(),
    declaredElicitation: () => declaredElicitation(client),
    handlesElicitation: () => handlesElicitation(client),
    declareElicitation: (capability) =>
      declareUndoably(client, () => client.registerCapabilities({ elicitation: capability as Parameters<Client['registerCapabilities']>[0]['elicitation'] })),
    onElicitation: (handler) => {
      client.setRequestHandler(
        'elicitation/create',
        { params: passThrough },
        (params, ctx) => handler(params, { id: ctx.mcpReq.id, signal: ctx.mcpReq.signal }) as Promise<ElicitResult & Record<string, unknown>>,
      );
      acceptBeyondSdkGrammar(
        client,
        () => declaredElicitation(client),
        handler,
        (ctx) => {
          const { id, signal } = (ctx as { mcpReq: { id: string | number; signal: AbortSignal } }).mcpReq;
          return { id, signal };
        },
      );
    },
    onElicitationComplete: (handler) => client.setNotificationHandler('notifications/elicitation/complete', (notification) => handler(notification)),
    removeHandlers: () => {
      client.removeRequestHandler('elicitation/create');
      client.removeNotificationHandler('notifications/elicitation/complete');
    },
    send: (method, params, options) => sendLeg(client, method, params, options),
  };
}
