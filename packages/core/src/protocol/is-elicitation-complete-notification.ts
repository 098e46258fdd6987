import type { ElicitationCompleteNotification } from './types.js';
import { isRecord, ownValue } from './untrusted.js';

/**
 * Whether `x` is the 2025-11-25 `notifications/elicitation/complete` notification: `method`
 * exactly that and `params.elicitationId` a string. JSON-RPC keys (`jsonrpc`) and extra
 * params keys are allowed. Whether the id is known is the caller's business (unknown or
 * already-completed ids must be ignored). Never throws.
 */
export function isElicitationCompleteNotification(x: unknown): x is ElicitationCompleteNotification {
  if (!isRecord(x) || ownValue(x, 'method') !== 'notifications/elicitation/complete') return false;
  const params = ownValue(x, 'params');
  return isRecord(params) && typeof ownValue(params, 'elicitationId') === 'string';
}
