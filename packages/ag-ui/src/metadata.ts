import type { ServerIdentity } from '@elicit-kit/core';

/** The key under which Elicit Kit keeps its own data in an interrupt's and a resume entry's `metadata`. */
export const ELICIT_KIT_KEY = 'elicit-kit';

/** The `reason` of the interrupts the agent side creates: one per MCP elicitation mode. */
export const INTERRUPT_REASON = { form: 'mcp_elicitation_form', url: 'mcp_elicitation_url' } as const;

/** What an MCP interrupt carries in `metadata["elicit-kit"]`. Echo `ticket` in the resume entry's `metadata["elicit-kit"]`. */
export type McpInterruptMetadata =
  | { ticket: string; mode: 'form'; key: string; server: ServerIdentity }
  | { ticket: string; mode: 'url'; key: string; server: ServerIdentity; url: string; elicitationId?: string };

/** What a resume entry carries in `metadata["elicit-kit"]`: the interrupt's ticket, and `action: 'decline'` for a decline. */
export interface McpResumeMetadata {
  ticket: string;
  action?: 'decline';
}
