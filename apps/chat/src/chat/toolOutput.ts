/** What a tool call's card shows of an MCP tool's output (untrusted JSON, read defensively). */
export interface ToolOutputView {
  /** The result's text blocks, in order. */
  texts: string[];
  /** `structuredContent.status` when it is a string (`booked`, `declined`, …). */
  status?: string;
  /** The tool said the call failed (`isError`). */
  isError: boolean;
}

export function readToolOutput(output: unknown): ToolOutputView {
  if (!isRecord(output)) return { texts: typeof output === 'string' ? [output] : [], isError: false };
  const texts = Array.isArray(output.content)
    ? output.content.flatMap((block: unknown) => (isRecord(block) && block.type === 'text' && typeof block.text === 'string' ? [block.text] : []))
    : [];
  const structured = isRecord(output.structuredContent) ? output.structuredContent : undefined;
  const status = typeof structured?.status === 'string' ? structured.status : undefined;
  return { texts, ...(status !== undefined && { status }), isError: output.isError === true };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
