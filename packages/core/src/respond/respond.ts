import type { ElicitContent, ElicitResult } from '../protocol/types.js';

/**
 * The answer "the person submitted": `{ action: 'accept', content }`, with `content` only
 * when it is given (URL-mode consent is `accept()` with no content). `content` is kept by
 * reference, not copied; check it against the schema with `validate` first. A fresh object on each call.
 */
export function accept(content?: ElicitContent): ElicitResult {
  return content === undefined ? { action: 'accept' } : { action: 'accept', content };
}

/** The answer "the person said no": `{ action: 'decline' }`, a fresh object on each call. */
export function decline(): ElicitResult {
  return { action: 'decline' };
}

/**
 * The answer "dismissed without a choice" — closed, Escape, or a technical failure such as a
 * form the UI cannot render (every key of a round is still answered): `{ action: 'cancel' }`, a fresh object on each call.
 */
export function cancel(): ElicitResult {
  return { action: 'cancel' };
}
