import type { Connection, ConnectionEvent } from './contract.js';

/**
 * Reads the body of `GET /_ek/connections/<id>/events` (server-sent events) and calls `onEvent`
 * for each event; resolves when the stream ends. Free of Node and DOM specifics: the page
 * (`src/mcp/localSide.ts`) and the tests read the stream with this same code.
 */
export async function readConnectionEvents(body: ReadableStream<Uint8Array<ArrayBuffer>>, onEvent: (event: ConnectionEvent) => void): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data === undefined) continue;
        const parsed: unknown = JSON.parse(data);
        if (type === 'connection') onEvent({ type: 'connection', connection: parsed as Connection });
        else if (type === 'stderr') onEvent({ type: 'stderr', line: (parsed as { line: string }).line });
      }
    }
  } finally {
    reader.releaseLock();
  }
}
