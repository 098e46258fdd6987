/**
 * `@elicit-kit/ag-ui/server`: MCP elicitations inside an AG-UI run end the run with interrupts;
 * the run that resumes sends the answers (2026-07-28, stateless: the round travels signed).
 *
 * @packageDocumentation
 */
export { createAgUiElicitation, ticketState } from './elicitation.js';
export type { AgUiElicitation, AgUiElicitationOptions, McpToolCall, ResumedToolCall, ToolCallOutcome } from './elicitation.js';
export { AgUiResumeError } from './errors.js';
// A misused option of createAgUiElicitation (no server name, a short secret) throws the bridge's own error.
export { BridgeOptionsError } from '@elicit-kit/ai-sdk/answers';
export type { AgUiResumeProblem } from './errors.js';
export * from '../metadata.js';
