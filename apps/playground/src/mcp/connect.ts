import { Client } from '@modelcontextprotocol/client';
import { createElicitationQueue, type ElicitationQueue, type ServerIdentity } from '@elicit-kit/core';
import { bindElicitation } from '@elicit-kit/mcp';
import { serverIdentity, type ServerTarget } from '../connection/serverTarget.js';
import type { EraChoice } from '../settings/preferences.js';
import { createExchangeLog, type ExchangeLog } from '../exchange/exchangeLog.js';
import { createWireRouter, type WireRouter } from '../exchange/wireRouter.js';
import { createAnswerLog, type AnswerLog } from '../transcript/answerLog.js';
import { createPushPlacement, type PushPlacement } from '../transcript/pushPlacement.js';
import { createSignal, type Signal } from './signal.js';
import { openTransport } from './transportFor.js';
import { createWireTap } from './wireTap.js';

/** A connected client with the elicitation binding in place. */
export interface McpConnection {
  client: Client;
  /** Where it connects, as the person chose it. */
  target: ServerTarget;
  /** Who asks, as this app knows the server (C1): shown on every card. */
  identity: ServerIdentity;
  /** What the server says it is (`serverInfo`): shown, never trusted as the identity. */
  serverInfo: { name: string; version: string; title?: string } | undefined;
  /**
   * The binding's queue. On 2026-07-28 every request belongs to a call and goes to that call's
   * own queue; only requests a 2025-11-25 server pushes by itself land here.
   */
  pushedQueue: ElicitationQueue;
  /** Attributes what goes over the wire (legs, pushed requests, answers as sent) to the calls' exchange logs. */
  wire: WireRouter;
  /** Pushed requests (and their answers) no call can be told for, recorded once for the connection. */
  sessionExchange: ExchangeLog;
  /** The person's answers to pushed requests, for the transcript. */
  pushedAnswers: AnswerLog;
  /** Which call asked for each pushed request, as the wire told: its card and answer show with that call. */
  pushOwner: PushPlacement['ownerOf'];
  /** The negotiated protocol version, e.g. `2026-07-28`. */
  protocolVersion: string;
  /** Fires when the server says its tool list changed (`notifications/tools/list_changed`). */
  toolsChanged: Signal;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** The transport reported an error or closed: the connection may be gone (the caller checks). */
  onTrouble?: (error: Error) => void;
}

/**
 * Connects to `target` the way the README's integration example does: bind before connect,
 * declare exactly the modes the UI renders (form and URL), and let the SDK negotiate
 * 2026-07-28 (`auto`) or pin the 2025-11-25 handshake (`legacy`).
 */
export async function connectTo(target: ServerTarget, era: EraChoice, { onTrouble }: ConnectOptions = {}): Promise<McpConnection> {
  const toolsChanged = createSignal();
  const client = new Client(
    { name: 'elicit-kit-playground', version: '1.0.0' },
    {
      versionNegotiation: { mode: era === 'auto' ? 'auto' : 'legacy' },
      // The app pages through tools/list itself (nextCursor), so the SDK only reports the change.
      listChanged: { tools: { autoRefresh: false, debounceMs: 0, onChanged: () => toolsChanged.fire() } },
    },
  );
  // The SDK reports a broken stream or an unsent response here, and otherwise carries on: a
  // call whose stream died would wait for its (15-minute) timeout.
  client.onerror = (error) => onTrouble?.(error);
  client.onclose = () => onTrouble?.(new Error('The connection closed.'));
  const identity = serverIdentity(target);
  const pushedQueue = createElicitationQueue();
  // Over stdio nothing relates a server's request to a call (the local side's streams carry it wherever one is open).
  const wireTap = createWireTap({ relates: target.kind !== 'stdio' });
  const sessionExchange = createExchangeLog(undefined);
  const wire = createWireRouter(wireTap, sessionExchange);
  const placement = createPushPlacement(pushedQueue, wire.claimPush);
  const binding = bindElicitation(client, pushedQueue, {
    server: identity,
    modes: { form: true, url: true },
    // Content the kit refused to send (it sent `cancel` instead): worth a console line for developers.
    onError: (error) => console.warn('[elicit-kit]', error),
  });
  let route: Awaited<ReturnType<typeof openTransport>> | undefined;
  try {
    route = await openTransport(target, { onEnded: (error) => onTrouble?.(error), fetch: wireTap.fetch });
    await client.connect(route.transport);
  } catch (error) {
    binding.unbind();
    wire.stop();
    placement.stop();
    await client.close().catch(() => {});
    // Said in words: the local side knows why (refused, exited, unreachable…) better than the SDK's error.
    const explained = route === undefined ? error : await route.explain(error);
    await route?.close();
    throw explained;
  }
  const opened = route;
  const info = client.getServerVersion();
  return {
    client,
    target,
    identity,
    serverInfo: info && { name: String(info.name), version: String(info.version), ...(typeof info.title === 'string' && { title: info.title }) },
    pushedQueue,
    wire,
    sessionExchange,
    pushedAnswers: createAnswerLog(pushedQueue),
    pushOwner: placement.ownerOf,
    protocolVersion: client.getNegotiatedProtocolVersion() ?? '?',
    toolsChanged,
    close: async () => {
      binding.unbind();
      wire.stop();
      try {
        await client.close();
      } finally {
        await opened.close();
      }
    },
  };
}
