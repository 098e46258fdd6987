import { toElicitationCallError } from '@elicit-kit/mcp';
import type { CallErrorCode } from '../i18n/appMessages.js';

/** Why a call failed: a code the UI translates, and the technical message for the details. */
export interface CallFailure {
  code: CallErrorCode;
  detail: string;
}

/**
 * `callWithElicitation` rejects with a typed `ElicitationCallError` already; the mapper keeps
 * those as they are and types anything else (it needs the call's signal to tell an abort
 * from a timeout).
 */
export function toCallFailure(error: unknown, signal: AbortSignal): CallFailure {
  const typed = toElicitationCallError(error, { signal });
  return { code: typed.code, detail: typed.message };
}
