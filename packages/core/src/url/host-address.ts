import type { UrlHost } from './types.js';

// After WHATWG parsing every IPv4 host, whatever form it was written in (`0x7f.1`,
// `2130706433`, `0177.0.0.1`), is serialised as four decimal parts.
const IPV4 = /^(\d{1,3})\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

// `::1`, and 127.0.0.0/8 mapped into IPv6 (`::ffff:127.0.0.1` serialises as `::ffff:7f00:1`).
const IPV6_LOOPBACK = /^\[(?:::1|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4})\]$/;

/** The kind of a parsed (normalised) hostname. */
export function hostKind(hostname: string): UrlHost['kind'] {
  if (hostname.startsWith('[')) return 'ipv6';
  return IPV4.test(hostname) ? 'ipv4' : 'domain';
}

/**
 * Whether a parsed hostname names this machine: `localhost` and `*.localhost`
 * (RFC 6761 reserves them for loopback; one trailing dot allowed), 127.0.0.0/8,
 * `[::1]` and IPv4-mapped 127.0.0.0/8.
 */
export function isLoopbackHost(hostname: string): boolean {
  switch (hostKind(hostname)) {
    case 'ipv4':
      return IPV4.exec(hostname)?.[1] === '127';
    case 'ipv6':
      return IPV6_LOOPBACK.test(hostname);
    case 'domain': {
      const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
      return name === 'localhost' || name.endsWith('.localhost');
    }
  }
}
