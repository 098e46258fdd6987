/**
 * `@elicit-kit/ag-ui/react`: renders an AG-UI run's interrupts with Elicit Kit (any `responseSchema` as a form,
 * MCP URL interrupts as the URL consent) and resumes the run through `@ag-ui/client`.
 *
 * @packageDocumentation
 */
export { createInterruptSession, toRequest, toResumeEntry } from './interrupt-session.js';
export type { InterruptSession, InterruptSessionOptions } from './interrupt-session.js';
export { AgUiInterrupts, useAgUiInterrupts } from './AgUiInterrupts.js';
export type { AgUiInterruptsProps } from './AgUiInterrupts.js';
export * from '../metadata.js';
