/**
 * E-mail addresses as a form may send them: `local@domain` with an RFC 5322 dot-atom local
 * part (no quoted strings, no comments) and a host name of at least two labels (no IP
 * literals), ASCII only. This is stricter than ajv-formats' `email` in both its modes, so
 * an address accepted here passes a server that validates with it.
 */

/** RFC 5322 `atext`: the characters of one dot-separated piece of the local part. */
const ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
/** One host-name label: letters, digits and inner hyphens, 63 characters at most. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** RFC 5321 limits: 64 for the local part, 254 for the whole path. */
const MAX_LOCAL = 64;
const MAX_ADDRESS = 254;

/** Whether `text` is a plain e-mail address such as `ada@example.com`. */
export function isEmail(text: string): boolean {
  if (text.length > MAX_ADDRESS) return false;
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  if (local.length > MAX_LOCAL || !local.split('.').every((atom) => ATOM.test(atom))) return false;
  const labels = text.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label));
}
