import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ElicitResult } from '@elicit-kit/core';
import { acceptBeyondSdkGrammar } from './beyond-sdk-grammar.js';
import { declareUndoably, declaredElicitation, handlesElicitation } from './client-internals.js';
import { anyResultV1, methodSchemaV1 } from './pass-through.js';
import type { SdkClient } from './sdk-client.js';
import type { WireTransport } from './wire-transport.js';

/** What SDK 1.x hands a request handler besides the request. */
interface V1HandlerExtra {
  requestId: string | number;
  signal: AbortSignal;
}

/**
 * `@modelcontextprotocol/sdk` 1.x (2025-11-25 only). Its `setRequestHandler` takes a zod schema
 * whose `method` literal names the method, and hands the handler what that schema parsed: a
 * pass-through schema of the same shape (no zod needed: SDK 1.x reads zod 3 schemas by
 * `shape.method._def.value` and `safeParse`) gives the handler the request as the server sent
 * it. The SDK still validates it with its own schema, checks the mode against the declared
 * capability, and validates the result, around the handler; a form it refuses for the spec's
 * grammar alone reaches the kit after all (`beyond-sdk-grammar`).
 */
export function v1Client(client: Client): SdkClient {
  return {
    sdk: 'v1',
    transport: () => client.transport as unknown as WireTransport | undefined,
    // SDK 1.x speaks 2025-11-25 (or older revisions): pushed requests, `-32042`, no MRTR.
    era: () => (client.transport === undefined ? undefined : 'legacy'),
    declaredElicitation: () => declaredElicitation(client),
    handlesElicitation: () => handlesElicitation(client),
    declareElicitation: (capability) =>
      declareUndoably(client, () => client.registerCapabilities({ elicitation: capability as Parameters<Client['registerCapabilities']>[0]['elicitation'] })),
    onElicitation: (handler) => {
      const register = client.setRequestHandler.bind(client) as unknown as (
        schema: unknown,
        handler: (request: { params?: unknown }, extra: V1HandlerExtra) => Promise<ElicitResult>,
      ) => void;
      register(methodSchemaV1('elicitation/create'), (request, extra) => handler(request.params, { id: extra.requestId, signal: extra.signal }));
      acceptBeyondSdkGrammar(
        client,
        () => declaredElicitation(client),
        handler,
        (extra) => {
          const { requestId, signal } = extra as V1HandlerExtra;
          return { id: requestId, signal };
        },
      );
    },
    onElicitationComplete: (handler) => {
      const register = client.setNotificationHandler.bind(client) as unknown as (schema: unknown, handler: (notification: unknown) => void) => void;
      register(methodSchemaV1('notifications/elicitation/complete'), handler);
    },
    removeHandlers: () => {
      client.removeRequestHandler('elicitation/create');
      client.removeNotificationHandler('notifications/elicitation/complete');
    },
    send: (method, params, options) => {
      const request = client.request.bind(client) as unknown as (request: unknown, schema: unknown, options: unknown) => Promise<unknown>;
      return request({ method, params }, anyResultV1, options);
    },
  };
}
