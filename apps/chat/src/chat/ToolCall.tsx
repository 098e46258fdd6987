import type { DynamicToolUIPart } from 'ai';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { readToolOutput } from './toolOutput.js';

/** Where a tool call stands, as its card says it. */
export type ToolCallStatus = 'running' | 'waiting' | 'done' | 'failed';

const STATUS_LABEL: Record<ToolCallStatus, string> = {
  running: 'Running',
  waiting: 'Waiting for your answer',
  done: 'Done',
  failed: 'Failed',
};

/**
 * One tool call in an assistant message: its name, where it stands, what it asked the person
 * (`children`: the elicitations of this call, inline) and its result.
 */
export function ToolCall({ part, waiting = false, children }: { part: DynamicToolUIPart; waiting?: boolean; children?: ReactNode }) {
  const headingId = useId();
  const output = part.state === 'output-available' ? readToolOutput(part.output) : undefined;
  const status: ToolCallStatus =
    part.state === 'output-error' || part.state === 'output-denied' || output?.isError
      ? 'failed'
      : output
        ? 'done'
        : waiting
          ? 'waiting'
          : 'running';
  return (
    <section className="tool-call" aria-labelledby={headingId} data-testid="tool-call" data-tool={part.toolName} data-status={status}>
      <header className="tool-call-header">
        <h3 id={headingId} className="tool-call-name">
          {part.title ?? part.toolName} <code className="tool-call-id">{part.toolName}</code>
        </h3>
        <span className="tool-call-status" data-testid="tool-call-status" data-status={status}>
          {STATUS_LABEL[status]}
        </span>
      </header>
      {children}
      {output ? (
        <div className="tool-call-result" data-testid="tool-result" data-status={output.status}>
          {output.texts.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
      ) : null}
      {part.state === 'output-error' ? (
        <p className="tool-call-error" data-testid="tool-error">
          {part.errorText}
        </p>
      ) : null}
    </section>
  );
}
