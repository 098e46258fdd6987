/**
 * A real v1 SDK client (`@modelcontextprotocol/sdk` 1.32.2) bound to a real queue, for the
 * integration and stack tests of `@elicit-kit/mcp` on the v1 SDK.
 */
import type { ElicitationQueue } from '@elicit-kit/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ElicitationBinding, ElicitationCallError } from '../src/index.js';
import { bindAndConnect, type TestBindOptions } from './sdk-client.js';

/** A connected, bound v1 client. */
export interface BoundV1Client {
  client: Client;
  queue: ElicitationQueue;
  binding: ElicitationBinding;
  /** Everything the binding reported through `onError`. */
  errors: ElicitationCallError[];
}

/** Creates a v1 client, binds it to `queue` (default: a new one) with form and URL, and connects it. */
export async function connectV1Bound(url: URL, options: TestBindOptions = {}): Promise<BoundV1Client> {
  const client = new Client({ name: 'elicit-kit-v1-test-host', version: '0.0.1' });
  return bindAndConnect(client, () => client.connect(new StreamableHTTPClientTransport(url)), options);
}
