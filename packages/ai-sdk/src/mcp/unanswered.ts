import type { ElicitationPartStatus } from '../part/types.js';

/** The final statuses of a request the person never answered (the MCP server was sent `cancel`). */
export type UnansweredStatus = Extract<ElicitationPartStatus, 'expired' | 'aborted' | 'stream-closed' | 'channel-lost' | 'shutdown' | 'refused'>;

const UNANSWERED: ReadonlySet<ElicitationPartStatus> = new Set<UnansweredStatus>([
  'expired',
  'aborted',
  'stream-closed',
  'channel-lost',
  'shutdown',
  'refused',
]);

export function isUnanswered(status: ElicitationPartStatus): status is UnansweredStatus {
  return UNANSWERED.has(status);
}

const REASONS: Record<UnansweredStatus, string> = {
  expired: 'the request for input expired before they did',
  aborted: 'the chat request ended before they did',
  'stream-closed': 'the chat’s connection closed before they did',
  'channel-lost': 'the chat server lost the channel that carries answers',
  shutdown: 'the chat server shut down',
  refused: 'the answer that arrived did not match the server’s form',
};

/**
 * The default text a tool result gets when a request of its call was never answered: what
 * happened, so neither the model nor the chat says "you cancelled" (the MCP server only ever
 * hears `cancel`, and its own words assume the person chose it).
 */
export function describeUnanswered(statuses: readonly UnansweredStatus[]): string {
  const reasons = [...new Set(statuses.map((status) => REASONS[status]))];
  return `The person did not answer: ${reasons.join('; ')}. The tool server was sent “cancel” in their place.`;
}
