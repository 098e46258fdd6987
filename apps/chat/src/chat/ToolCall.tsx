import type { DynamicToolUIPart } from 'ai';
import type { ReactNode } from 'react';
import { ToolCallCard, toolCallStatus } from './ToolCallCard.js';
import { readToolOutput } from './toolOutput.js';

/** A `useChat` tool part (`dynamic-tool`: MCP tools are dynamic) as a card; `waiting` when one of its requests is pending. */
export function ToolCall({ part, waiting = false, children }: { part: DynamicToolUIPart; waiting?: boolean; children?: ReactNode }) {
  const output = part.state === 'output-available' ? readToolOutput(part.output) : undefined;
  const failed = part.state === 'output-error' || part.state === 'output-denied';
  return (
    <ToolCallCard
      toolName={part.toolName}
      title={part.title}
      status={toolCallStatus({ failed, output, waiting })}
      output={output}
      errorText={part.state === 'output-error' ? part.errorText : undefined}
    >
      {children}
    </ToolCallCard>
  );
}
