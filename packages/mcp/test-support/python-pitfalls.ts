/**
 * The Python servers' answers on 2026-07-28 connections, captured live from Python FastMCP and
 * the Python SDK (`python-era-pitfalls.json`, written by `interop/scripts/capture-era-pitfalls.ts`
 * on a machine with Python), and a {@link RawAnswer} that replays one of them below the SDK test
 * server: CI has no Python, so the kit meets those exact bytes here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RawAnswer } from '@elicit-kit/test-support/sdk-server';

/** One captured exchange: the `tools/call` sent and the HTTP response it got. */
export interface PythonPitfall {
  source: string;
  tool: string;
  protocolVersion: string;
  request: Record<string, unknown>;
  response: { status: number; contentType: string; messages: Array<Record<string, unknown>> };
  kitOutcome: string;
}

/** Every captured exchange. */
export const PYTHON_PITFALLS: readonly PythonPitfall[] = JSON.parse(
  readFileSync(fileURLToPath(new URL('./python-era-pitfalls.json', import.meta.url)), 'utf8'),
) as PythonPitfall[];

/** The captured exchange of `tool` on the framework whose source starts with `framework`. */
export function pythonPitfall(framework: 'fastmcp@' | 'mcp@', tool: string): PythonPitfall {
  const found = PYTHON_PITFALLS.find((pitfall) => pitfall.source.startsWith(framework) && pitfall.tool === tool);
  if (found === undefined) throw new Error(`no captured exchange for ${framework} ${tool}`);
  return found;
}

/**
 * Answers 2026-07-28 `tools/call`s of `tool` (by default the captured one) with the captured
 * response: its status, content type and messages, each carrying the new request's id.
 */
export function replayPitfall(pitfall: PythonPitfall, tool: string = pitfall.tool): RawAnswer {
  return (message, era) => {
    if (era !== 'modern' || message.method !== 'tools/call' || message.params?.name !== tool) return undefined;
    const messages = pitfall.response.messages.map((captured) => ({ ...captured, id: message.id }));
    const body = pitfall.response.contentType.includes('text/event-stream')
      ? messages.map((one) => `event: message\ndata: ${JSON.stringify(one)}\n\n`).join('')
      : JSON.stringify(messages.length === 1 ? messages[0] : messages);
    return new Response(body, { status: pitfall.response.status, headers: { 'content-type': pitfall.response.contentType } });
  };
}
