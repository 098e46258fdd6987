import type { CompleteResult } from '@elicit-kit/core';

/** What the transcript shows of a finished `tools/call`. */
export interface ToolResult {
  /** The text blocks of `content`, in order. */
  texts: string[];
  /** The tool's `structuredContent`, if it sent one (untrusted JSON, shown as JSON only). */
  structuredContent?: Record<string, unknown> | undefined;
  /** `structuredContent.status` when it is a string, e.g. `booked`, `declined`. */
  status?: string | undefined;
  /** The tool said the call failed (`isError`). */
  isError: boolean;
}

/** Reads a `CallToolResult` defensively: a server may send anything. */
export function readToolResult(result: CompleteResult): ToolResult {
  const texts = Array.isArray(result.content)
    ? result.content.flatMap((block: unknown) => (isRecord(block) && block.type === 'text' && typeof block.text === 'string' ? [block.text] : []))
    : [];
  const structuredContent = isRecord(result.structuredContent) ? result.structuredContent : undefined;
  const status = typeof structuredContent?.status === 'string' ? structuredContent.status : undefined;
  return { texts, structuredContent, status, isError: result.isError === true };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
