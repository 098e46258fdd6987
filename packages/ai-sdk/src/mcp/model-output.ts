/**
 * What the model reads of an MCP tool result: its text blocks as text, images as files, anything
 * else as JSON text (the same mapping `@ai-sdk/mcp`'s tools use, so switching sources does not
 * change what the model sees).
 */
export function mcpToModelOutput({ output }: { output: unknown }) {
  if (typeof output === 'string') return { type: 'text' as const, value: output };
  if (!isRecord(output) || !Array.isArray(output.content)) return { type: 'json' as const, value: (output ?? null) as never };
  return {
    type: 'content' as const,
    value: output.content.map((block: unknown) => {
      if (isRecord(block) && block.type === 'text' && typeof block.text === 'string') return { type: 'text' as const, text: block.text };
      if (isRecord(block) && block.type === 'image' && typeof block.data === 'string' && typeof block.mimeType === 'string') {
        return { type: 'file' as const, mediaType: block.mimeType, data: { type: 'data' as const, data: block.data } };
      }
      return { type: 'text' as const, text: JSON.stringify(block) };
    }),
  };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
