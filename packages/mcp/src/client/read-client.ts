import type { Client as V2Client } from '@modelcontextprotocol/client';
import type { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { SdkClient } from './sdk-client.js';
import { v1Client } from './v1-client.js';
import { v2Client } from './v2-client.js';

const read = new WeakMap<object, SdkClient>();

/** The methods both SDK clients have that the kit calls. */
const SHARED_METHODS = [
  'connect',
  'close',
  'registerCapabilities',
  'setRequestHandler',
  'removeRequestHandler',
  'setNotificationHandler',
  'removeNotificationHandler',
  'request',
];

/**
 * `client` as an {@link SdkClient}, or `undefined` when it is not an official SDK client. Told
 * apart by shape, never by importing either SDK (both are optional peers): SDK 2.x clients
 * have `getProtocolEra`; SDK 1.x clients do not, and keep their handlers in `Map`s.
 */
export function readClient(client: unknown): SdkClient | undefined {
  if (typeof client !== 'object' || client === null) return undefined;
  const known = read.get(client);
  if (known !== undefined) return known;
  const methods = client as Record<string, unknown>;
  if (!SHARED_METHODS.every((name) => typeof methods[name] === 'function')) return undefined;
  let adapter: SdkClient | undefined;
  if (typeof methods.getProtocolEra === 'function') adapter = v2Client(client as V2Client);
  else if ((client as { _requestHandlers?: unknown })._requestHandlers instanceof Map) adapter = v1Client(client as V1Client);
  if (adapter !== undefined) read.set(client, adapter);
  return adapter;
}
