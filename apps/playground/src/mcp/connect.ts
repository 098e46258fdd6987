import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { bindElicitation } from '@elicit-kit/mcp';
import type { EraChoice } from '../settings/preferences.js';
import { createAnswerLog, type AnswerLog } from '../transcript/answerLog.js';
import { DEMO_SERVER, demoServerEndpoint } from './demoServer.js';

/** A connected client with the elicitation binding in place. */
export interface McpConnection {
  client: Client;
  /**
   * The binding's queue. On 2026-07-28 every request belongs to a call and goes to that call's
   * own queue; only requests a 2025-11-25 server pushes by itself land here.
   */
  pushedQueue: ElicitationQueue;
  /** The person's answers to pushed requests, for the transcript. */
  pushedAnswers: AnswerLog;
  /** The negotiated protocol version, e.g. `2026-07-28`. */
  protocolVersion: string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** The transport reported an error or closed: the connection may be gone (the caller checks). */
  onTrouble?: (error: Error) => void;
}

/**
 * Connects to the demo server the way the README's integration example does: bind before
 * connect, declare exactly the modes the UI renders (form and URL), and let the SDK negotiate
 * 2026-07-28 (`auto`) or pin the 2025-11-25 handshake (`legacy`).
 */
export async function connectToDemoServer(era: EraChoice, { onTrouble }: ConnectOptions = {}): Promise<McpConnection> {
  const client = new Client(
    { name: 'elicit-kit-playground', version: '1.0.0' },
    { versionNegotiation: { mode: era === 'auto' ? 'auto' : 'legacy' } },
  );
  // The SDK reports a broken stream or an unsent response here, and otherwise carries on: a
  // call whose stream died would wait for its (15-minute) timeout.
  client.onerror = (error) => onTrouble?.(error);
  client.onclose = () => onTrouble?.(new Error('The connection closed.'));
  const pushedQueue = createElicitationQueue();
  const binding = bindElicitation(client, pushedQueue, {
    server: DEMO_SERVER,
    modes: { form: true, url: true },
    // Content the kit refused to send (it sent `cancel` instead): worth a console line for developers.
    onError: (error) => console.warn('[elicit-kit]', error),
  });
  try {
    await client.connect(new StreamableHTTPClientTransport(demoServerEndpoint()));
  } catch (error) {
    binding.unbind();
    await client.close().catch(() => {});
    throw error;
  }
  return {
    client,
    pushedQueue,
    pushedAnswers: createAnswerLog(pushedQueue),
    protocolVersion: client.getNegotiatedProtocolVersion() ?? '?',
    close: async () => {
      binding.unbind();
      await client.close();
    },
  };
}
