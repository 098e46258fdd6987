import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import type { WireTransport } from './client/wire-transport.js';
import { describe, expect, it } from 'vitest';
import { rawResultTap } from './raw-result-tap.js';

/** A transport that records what is sent and lets the test deliver messages. */
function fakeTransport(): WireTransport & { sent: JSONRPCMessage[]; deliver(message: JSONRPCMessage): void; delivered: JSONRPCMessage[] } {
  const sent: JSONRPCMessage[] = [];
  const delivered: JSONRPCMessage[] = [];
  const transport = {
    sent,
    delivered,
    start: async () => undefined,
    close: async () => undefined,
    send: async (message: JSONRPCMessage) => void sent.push(message),
    onmessage: (message: JSONRPCMessage) => void delivered.push(message),
    deliver: (message: JSONRPCMessage) => transport.onmessage?.(message),
  };
  return transport as unknown as ReturnType<typeof fakeTransport>;
}

const request = (id: number): JSONRPCMessage => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 't' } });

describe('rawResultTap', () => {
  it('keeps the raw result of a watched request that has no resultType, and passes every message on unchanged', () => {
    const transport = fakeTransport();
    const tap = rawResultTap(transport);
    const { value, id } = tap.watch(() => transport.send(request(7)));
    expect(value).toBeInstanceOf(Promise);
    expect(id).toBe(7);
    const untyped = { jsonrpc: '2.0' as const, id: 7, result: { content: [] } };
    transport.deliver(untyped);
    expect(transport.delivered).toEqual([untyped]);
    expect(transport.delivered[0]).toBe(untyped);
    expect(tap.release(7)).toEqual({ content: [] });
    expect(tap.release(7)).toBeUndefined();
  });

  it('keeps an input_required or unknown result as sent, for core to judge rather than the SDK', () => {
    const transport = fakeTransport();
    const tap = rawResultTap(transport);
    const first = tap.watch(() => transport.send(request(4))).id;
    const second = tap.watch(() => transport.send(request(5))).id;
    transport.deliver({ jsonrpc: '2.0', id: 4, result: { resultType: 'input_required', inputRequests: {}, requestState: 42 } });
    transport.deliver({ jsonrpc: '2.0', id: 5, result: { resultType: 'task' } });
    expect(tap.release(first)).toEqual({ resultType: 'input_required', inputRequests: {}, requestState: 42 });
    expect(tap.release(second)).toEqual({ resultType: 'task' });
  });

  it('keeps nothing that arrives after its leg was released (an aborted or failed leg answered late)', () => {
    const transport = fakeTransport();
    const tap = rawResultTap(transport);
    const { id } = tap.watch(() => transport.send(request(6)));
    expect(tap.release(id)).toBeUndefined();
    transport.deliver({ jsonrpc: '2.0', id: 6, result: { content: [] } });
    expect(tap.release(id)).toBeUndefined();
    expect(transport.delivered).toHaveLength(1);
  });

  it('keeps nothing for complete results, unwatched requests, or requests sent outside watch', () => {
    const transport = fakeTransport();
    const tap = rawResultTap(transport);
    const watched = tap.watch(() => transport.send(request(1))).id;
    void transport.send(request(2));
    transport.deliver({ jsonrpc: '2.0', id: 1, result: { resultType: 'complete', content: [] } });
    transport.deliver({ jsonrpc: '2.0', id: 2, result: { content: [] } });
    expect(tap.release(watched)).toBeUndefined();
    expect(tap.release(2)).toBeUndefined();
    expect(transport.sent).toHaveLength(2);
  });

  it('wraps again when the SDK replaces onmessage (a reconnect), and shares one tap per transport', () => {
    const transport = fakeTransport();
    rawResultTap(transport);
    const replaced: JSONRPCMessage[] = [];
    transport.onmessage = (message) => void replaced.push(message as JSONRPCMessage);
    const tap = rawResultTap(transport);
    const { id } = tap.watch(() => transport.send(request(3)));
    transport.deliver({ jsonrpc: '2.0', id: 3, result: { x: 1 } });
    expect(replaced).toHaveLength(1);
    expect(tap.release(id)).toEqual({ x: 1 });
  });
});
