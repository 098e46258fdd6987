import { ElicitationRequestSchema } from '@ai-sdk/mcp';
import { createAnswerRoute } from './answer-route.js';
import { createTokenSigner } from './answer-token.js';
import { bridgeInternals, type ChatHolds } from './bridge-internals.js';
import { holdElicitation, type Hold, type HoldContext, type WithdrawStatus } from './hold.js';
import { createMemoryAnswerChannel } from './memory-channel.js';
import { checkAttachOptions, checkBridgeOptions } from './options.js';
import type { AttachOptions, ElicitationAttachment, ElicitationBridge, ElicitationBridgeOptions, ElicitationCapableClient } from './types.js';

/**
 * Creates the bridge between server-side MCP clients and the people in the chat. One per
 * process (module scope); attach each chat request's `@ai-sdk/mcp` client with
 * {@link ElicitationBridge.attach} and serve {@link ElicitationBridge.handleAnswer} as a route.
 * Throws a `BridgeOptionsError` for unusable options (no server name, a shared channel without `secret`, …).
 *
 * @example
 * const bridge = createElicitationBridge({ server: { name: 'flights', title: 'Flight search' } });
 */
export function createElicitationBridge(options: ElicitationBridgeOptions): ElicitationBridge {
  const { server, channel = createMemoryAnswerChannel(), secret, timeoutMs, maxBodyBytes, authorize, now } = checkBridgeOptions(options);
  const signer = createTokenSigner(secret);
  const holds = new Map<string, Hold>();
  let closed = false;

  const withdrawAll = (status: WithdrawStatus, among: Iterable<Hold> = holds.values()) => {
    for (const hold of [...among]) hold.withdraw(status);
  };
  const ready = channel.open({
    answer: (id, result) => holds.get(id)?.answer(result),
    lost: () => withdrawAll('channel-lost'),
  });
  // Handled here so an app that never awaits `ready` gets no unhandled rejection; awaiting it still throws.
  ready.catch(() => {});

  const handleAnswer = createAnswerRoute({ channel, signer, ready, maxBodyBytes, authorize, now });

  function openChat(attachOptions: AttachOptions): ChatHolds & { readonly pending: number } {
    const { writer, chatId, signal, server: clientServer = server, timeoutMs: clientTimeout = timeoutMs } = checkAttachOptions(attachOptions);
    const own = new Set<Hold>();
    let detached = false;
    const context: HoldContext = { channel, signer, now, holds, own, writer, chatId, server: clientServer, timeoutMs: clientTimeout, signal };
    return {
      async hold(params, { toolCallId, signal: callSignal }) {
        if (closed || detached) return { status: 'aborted', result: { action: 'cancel' } };
        await ready.catch(() => {});
        const signals = [signal, callSignal].filter((s): s is AbortSignal => s !== undefined);
        return holdElicitation({ ...context, toolCallId, signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0] }, params);
      },
      timeoutMs: clientTimeout,
      get pending() {
        return own.size;
      },
      detach() {
        detached = true;
        withdrawAll('aborted', own);
      },
    };
  }

  const bridge: ElicitationBridge = {
    attach(client: ElicitationCapableClient, attachOptions: AttachOptions): ElicitationAttachment {
      const chat = openChat(attachOptions);
      client.onElicitationRequest(ElicitationRequestSchema, async (request) => {
        // The SDK's result type is an open record; core's ElicitResult is the exact one.
        return { ...(await chat.hold(request.params, {})).result };
      });
      return {
        get pending() {
          return chat.pending;
        },
        detach: () => chat.detach(),
      };
    },
    handleAnswer,
    ready,
    get pending() {
      return holds.size;
    },
    async expirePending(chatId) {
      // Only those whose part is out: one still being recorded in the channel has no deadline yet to bring forward.
      const due = [...holds.values()].filter((hold) => hold.asking && (chatId === undefined || hold.chatId === chatId));
      withdrawAll('expired', due);
      await Promise.all(due.map((hold) => hold.ended));
      return due.length;
    },
    async close() {
      if (closed) return;
      closed = true;
      withdrawAll('shutdown');
      await channel.close();
    },
  };
  bridgeInternals.set(bridge, { openChat });
  return bridge;
}
