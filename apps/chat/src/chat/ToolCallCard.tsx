import type { ReactNode } from 'react';
import { useId } from 'react';
import type { ToolOutputView } from './toolOutput.js';

/** Where a tool call stands, as its card says it. */
export type ToolCallStatus = 'running' | 'waiting' | 'done' | 'failed';

const STATUS_LABEL: Record<ToolCallStatus, string> = {
  running: 'Running',
  waiting: 'Waiting for your answer',
  done: 'Done',
  failed: 'Failed',
};

/** Props of {@link ToolCallCard}: what any chat runtime knows about a tool call. */
export interface ToolCallCardProps {
  toolName: string;
  /** The tool's title, if the MCP server gave one. */
  title?: string | undefined;
  status: ToolCallStatus;
  /** The result, once there is one. */
  output?: ToolOutputView | undefined;
  /** Why the call failed before it had a result (the SDK's error text). */
  errorText?: string | undefined;
  /** What the call asked the person (the elicitations of this call, inline). */
  children?: ReactNode;
}

/**
 * One tool call in an assistant message: its name, where it stands, what it asked the person
 * and its result. Both chat pages use it (useChat's `dynamic-tool` parts and assistant-ui's
 * tool-call parts).
 */
export function ToolCallCard({ toolName, title, status, output, errorText, children }: ToolCallCardProps) {
  const headingId = useId();
  return (
    <section className="tool-call" aria-labelledby={headingId} data-testid="tool-call" data-tool={toolName} data-status={status}>
      <header className="tool-call-header">
        <h3 id={headingId} className="tool-call-name">
          {title ?? toolName} <code className="tool-call-id">{toolName}</code>
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
      {errorText !== undefined ? (
        <p className="tool-call-error" data-testid="tool-error">
          {errorText}
        </p>
      ) : null}
    </section>
  );
}

/** A call's status from what it has: an error or a result, else whether a request waits for the person. */
export function toolCallStatus({ failed, output, waiting }: { failed: boolean; output?: ToolOutputView | undefined; waiting: boolean }): ToolCallStatus {
  if (failed || output?.isError) return 'failed';
  if (output) return 'done';
  return waiting ? 'waiting' : 'running';
}
