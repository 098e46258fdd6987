import type { ServerIdentity } from '@elicit-kit/core';
import { MIN_SECRET_BYTES } from './answer-token.js';
import { BridgeOptionsError } from './bridge-options-error.js';
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS } from './limits.js';
import type { AttachOptions, ElicitationBridgeOptions } from './types.js';

// Misuse fails when the bridge is created (at start) or a client attached, never in the middle of a
// chat, with a BridgeOptionsError naming the option.

export function checkBridgeOptions(options: ElicitationBridgeOptions) {
  if (typeof options !== 'object' || options === null) throw new BridgeOptionsError('options', 'createElicitationBridge: options are required');
  checkServer(options.server, 'createElicitationBridge: server');
  const { channel, secret } = options;
  if (channel?.shared && secret === undefined) {
    throw new BridgeOptionsError(
      'secret',
      'createElicitationBridge: a shared channel needs `secret` (the same on every instance), or tokens from one instance fail on another',
    );
  }
  if (secret !== undefined) {
    const bytes = typeof secret === 'string' ? new TextEncoder().encode(secret).byteLength : secret instanceof Uint8Array ? secret.byteLength : -1;
    if (bytes < MIN_SECRET_BYTES)
      throw new BridgeOptionsError('secret', `createElicitationBridge: secret must be a string or bytes of at least ${MIN_SECRET_BYTES} bytes`);
  }
  const timeoutMs = checkTimeout(options.timeoutMs, 'createElicitationBridge') ?? DEFAULT_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 256)
    throw new BridgeOptionsError('maxBodyBytes', 'createElicitationBridge: maxBodyBytes must be an integer ≥ 256');
  if (options.authorize !== undefined && typeof options.authorize !== 'function')
    throw new BridgeOptionsError('authorize', 'createElicitationBridge: authorize must be a function');
  return { ...options, timeoutMs, maxBodyBytes, now: options.now ?? Date.now };
}

export function checkAttachOptions(options: AttachOptions) {
  if (typeof options !== 'object' || options === null) throw new BridgeOptionsError('options', 'bridge.attach: options are required');
  const { writer, chatId, signal, server } = options;
  if (typeof writer?.write !== 'function' || typeof writer.merge !== 'function') {
    throw new BridgeOptionsError('writer', 'bridge.attach: writer must be the UI message stream writer (createUIMessageStream’s execute gets it)');
  }
  if (typeof chatId !== 'string' || chatId.length === 0 || chatId.length > 512)
    throw new BridgeOptionsError('chatId', 'bridge.attach: chatId must be a non-empty string (useChat’s id)');
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw new BridgeOptionsError('signal', 'bridge.attach: signal must be an AbortSignal');
  if (server !== undefined) checkServer(server, 'bridge.attach: server');
  return { ...options, timeoutMs: checkTimeout(options.timeoutMs, 'bridge.attach') };
}

function checkServer(server: ServerIdentity | undefined, where: string): void {
  if (typeof server?.name !== 'string' || server.name.trim() === '')
    throw new BridgeOptionsError('server', `${where} needs a name (your name for the MCP server)`);
}

function checkTimeout(timeoutMs: number | undefined, where: string): number | undefined {
  if (timeoutMs === undefined) return undefined;
  if (!(typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS)) {
    throw new BridgeOptionsError('timeoutMs', `${where}: timeoutMs must be a positive number of ms, at most ${MAX_TIMEOUT_MS}`);
  }
  return timeoutMs;
}
