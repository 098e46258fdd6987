/**
 * The wire recorder every interop assertion about "what the server sent" rests on: it must see
 * requests in JSON and SSE bodies however the bytes are chunked, and hand the client the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { elicitationsIn, recordingFetch } from './raw-elicitations.js';
import type { RawElicitation } from './raw-elicitations.js';

const FORM = { message: 'Name?', requestedSchema: { type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]{2}$' } } } };
const URL_STEP = { mode: 'url', message: 'Sign in', url: 'https://example.com/a', elicitationId: 'e1' };

/** A `fetch` answering with `chunks` as the body, split exactly there. */
function answering(chunks: string[], contentType: string): typeof fetch {
  return async () => {
    const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of bytes) controller.enqueue(piece);
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': contentType } });
  };
}

/** Reads the response as the client would, then lets the recorder's tee finish. */
async function record(chunks: string[], contentType: string): Promise<{ text: string; sink: RawElicitation[] }> {
  const sink: RawElicitation[] = [];
  const recording = recordingFetch(sink, answering(chunks, contentType));
  const text = await (await recording('http://127.0.0.1/mcp')).text();
  await recording.settled();
  return { text, sink };
}

describe('elicitationsIn', () => {
  it('finds pushed requests, input_required rounds and -32042 errors, and nothing else', () => {
    expect(elicitationsIn({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: FORM })).toEqual([{ via: 'push', params: FORM }]);
    expect(
      elicitationsIn({
        jsonrpc: '2.0',
        id: 2,
        result: { resultType: 'input_required', inputRequests: { a: { method: 'elicitation/create', params: FORM }, r: { method: 'roots/list' } } },
      }),
    ).toEqual([{ via: 'input_required', key: 'a', params: FORM }]);
    expect(elicitationsIn({ jsonrpc: '2.0', id: 3, error: { code: -32042, message: 'x', data: { elicitations: [URL_STEP] } } })).toEqual([
      { via: '-32042', params: URL_STEP },
    ]);
    expect(elicitationsIn({ jsonrpc: '2.0', id: 4, result: { content: [] } })).toEqual([]);
    expect(elicitationsIn({ jsonrpc: '2.0', method: 'notifications/elicitation/complete', params: { elicitationId: 'e1' } })).toEqual([]);
  });
});

describe('recordingFetch', () => {
  it('reads SSE events split across chunks, with CRLF line ends and multi-line data, and passes the bytes on unchanged', async () => {
    // One message over two data lines (they join with a newline, which JSON allows between tokens).
    const head = '{"jsonrpc":"2.0","id":7,';
    const tail = JSON.stringify({ method: 'elicitation/create', params: FORM }).slice(1);
    const stream = `event: message\r\ndata: ${head}\r\ndata: ${tail}\r\n\r\n: keep-alive\n\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n`;
    const chunks = [stream.slice(0, 13), stream.slice(13, 50), stream.slice(50)];

    const { text, sink } = await record(chunks, 'text/event-stream');

    expect(text).toBe(stream);
    expect(sink).toEqual([{ via: 'push', params: FORM }]);
  });

  it('reads a JSON body (a batch too) and ignores bodies that are not JSON-RPC', async () => {
    const batch = JSON.stringify([
      { jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: FORM },
      { jsonrpc: '2.0', id: 2, error: { code: -32042, message: 'x', data: { elicitations: [URL_STEP] } } },
    ]);

    expect((await record([batch.slice(0, 9), batch.slice(9)], 'application/json')).sink).toEqual([
      { via: 'push', params: FORM },
      { via: '-32042', params: URL_STEP },
    ]);
    expect((await record(['<html>oops</html>'], 'application/json')).sink).toEqual([]);
  });
});
