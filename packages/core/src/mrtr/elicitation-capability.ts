import type { ElicitationCapability } from '../protocol/types.js';
import { isRecord, ownValue } from '../protocol/untrusted.js';

/** Which elicitation modes a host renders, or a peer declared. */
export interface ElicitationModes {
  form: boolean;
  url: boolean;
}

/**
 * The `elicitation` capability every request declares, for the modes the host really renders:
 * `{ form: {} }`, `{ url: {} }`, `{ form: {}, url: {} }`, or `undefined` when it renders
 * neither (then leave the key out: declaring it promises at least one mode). Form-only is
 * written `{ form: {} }` rather than the `{}` shorthand, so no reader has to know the
 * shorthand. Only `true` turns a mode on. A fresh object on each call. Never throws.
 */
export function elicitationCapability(modes: Partial<ElicitationModes>): ElicitationCapability | undefined {
  const form = isRecord(modes) && ownValue(modes, 'form') === true;
  const url = isRecord(modes) && ownValue(modes, 'url') === true;
  if (form && url) return { form: {}, url: {} };
  if (form) return { form: {} };
  if (url) return { url: {} };
  return undefined;
}

/**
 * Which modes an untrusted `elicitation` capability value declares: `{}` (or an object with
 * neither key) means form only (the backward-compatible shorthand); otherwise `form`/`url`
 * each count when their value is an object. A value that is not an object (`undefined`: the
 * key was absent) declares nothing, and so does `{ form: true }` — the spec says object.
 * Never throws.
 */
export function supportedElicitationModes(capability: unknown): ElicitationModes {
  if (!isRecord(capability)) return { form: false, url: false };
  const form = ownValue(capability, 'form');
  const url = ownValue(capability, 'url');
  if (form === undefined && url === undefined) return { form: true, url: false };
  return { form: isRecord(form), url: isRecord(url) };
}
