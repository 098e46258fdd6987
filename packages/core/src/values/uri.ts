/**
 * Absolute URIs by the RFC 3986 grammar (`scheme:hier-part[?query][#fragment]`), ASCII
 * only, with a non-empty hier-part. Whatever passes here also passes ajv-formats' `uri` in
 * both its modes (IPvFuture literals and IPv4 octets with leading zeros are refused here,
 * to stay on the strict side).
 */

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
// Each class below, with `%hh` escapes, is one RFC 3986 production; none can backtrack.
const USERINFO = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:]|%[0-9A-Fa-f]{2})*$/;
const REG_NAME = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
const PORT = /^[0-9]*$/;
/** `path-abempty`, `path-absolute` and `path-rootless`: pchars and slashes. */
const PATH = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;
/** `query` and `fragment`: pchars, `/` and `?`. */
const QUERY = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/;
const H16 = /^[0-9A-Fa-f]{1,4}$/;
const DEC_OCTET = /^(?:0|[1-9][0-9]?|1[0-9]{2}|2[0-4][0-9]|25[0-5])$/;

/** Whether `text` is a dotted-quad IPv4 address in RFC 3986's `dec-octet` form. */
export function isIpv4(text: string): boolean {
  const octets = text.split('.');
  return octets.length === 4 && octets.every((octet) => DEC_OCTET.test(octet));
}

/** How many 16-bit pieces a run of `h16` groups (the last may be IPv4) stands for, or -1. */
function countPieces(groups: string[]): number {
  let pieces = 0;
  for (let index = 0; index < groups.length; index++) {
    const group = groups[index] ?? '';
    if (H16.test(group)) pieces += 1;
    else if (index === groups.length - 1 && isIpv4(group)) pieces += 2;
    else return -1;
  }
  return pieces;
}

/** Whether `text` is an RFC 3986 `IPv6address` (no zone id). */
export function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const [left = '', right] = halves;
  if (right === undefined) return countPieces(left.split(':')) === 8;
  // An IPv4 tail belongs only at the very end, so the part before `::` is plain groups.
  const leftGroups = left === '' ? [] : left.split(':');
  if (!leftGroups.every((group) => H16.test(group))) return false;
  const rightPieces = right === '' ? 0 : countPieces(right.split(':'));
  return rightPieces >= 0 && leftGroups.length + rightPieces <= 7;
}

/** Whether `authority` is `[userinfo@]host[:port]`. */
function isAuthority(authority: string): boolean {
  const at = authority.lastIndexOf('@');
  if (at >= 0 && !USERINFO.test(authority.slice(0, at))) return false;
  const hostPort = authority.slice(at + 1);
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close < 0 || !isIpv6(hostPort.slice(1, close))) return false;
    const rest = hostPort.slice(close + 1);
    return rest === '' || (rest.startsWith(':') && PORT.test(rest.slice(1)));
  }
  const colon = hostPort.indexOf(':');
  if (colon < 0) return REG_NAME.test(hostPort);
  return REG_NAME.test(hostPort.slice(0, colon)) && PORT.test(hostPort.slice(colon + 1));
}

/** Whether `text` is an absolute URI such as `https://example.com/a?b#c` or `mailto:ada@example.com`. */
export function isUri(text: string): boolean {
  const hash = text.indexOf('#');
  const beforeFragment = hash < 0 ? text : text.slice(0, hash);
  if (hash >= 0 && !QUERY.test(text.slice(hash + 1))) return false;
  const question = beforeFragment.indexOf('?');
  const beforeQuery = question < 0 ? beforeFragment : beforeFragment.slice(0, question);
  if (question >= 0 && !QUERY.test(beforeFragment.slice(question + 1))) return false;
  const colon = beforeQuery.indexOf(':');
  if (colon < 0 || !SCHEME.test(beforeQuery.slice(0, colon))) return false;
  const hierPart = beforeQuery.slice(colon + 1);
  if (hierPart === '') return false;
  if (!hierPart.startsWith('//')) return PATH.test(hierPart);
  const slash = hierPart.indexOf('/', 2);
  const authority = slash < 0 ? hierPart.slice(2) : hierPart.slice(2, slash);
  return isAuthority(authority) && (slash < 0 || PATH.test(hierPart.slice(slash)));
}

/** Schemes that run code or embed a document instead of pointing somewhere: never an answer. */
const ACTIVE_SCHEMES = new Set(['javascript', 'data', 'vbscript']);
/** Hierarchical schemes whose URLs mean nothing without a host. */
const HOST_SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'ftps']);

/**
 * What a `uri` field accepts: an absolute URI (`isUri`) that is not `javascript:`,
 * `data:` or `vbscript:` and, for http(s), ws(s) and ftp(s), has a host
 * (`https://example.com`, not `https:foo` or `https:///x`). JSON Schema's `uri` allows
 * those, but a person asked for an address should never send a script or an inline
 * document, and a host-less web address is a typo: this is a stated reason to accept less
 * than the schema would.
 */
export function isFormUri(text: string): boolean {
  if (!isUri(text)) return false;
  const colon = text.indexOf(':');
  const scheme = text.slice(0, colon).toLowerCase();
  if (ACTIVE_SCHEMES.has(scheme)) return false;
  if (!HOST_SCHEMES.has(scheme)) return true;
  const rest = text.slice(colon + 1);
  if (!rest.startsWith('//')) return false;
  const authority = rest.slice(2).split(/[/?#]/, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:[0-9]*$/, '');
  return host !== '' && host !== '[]';
}
