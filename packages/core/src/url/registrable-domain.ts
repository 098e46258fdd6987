import { parse } from 'tldts';

/**
 * The registrable domain (public suffix plus one label) of an ASCII domain name,
 * using the full public suffix list with its private section, so `evil.github.io`
 * stays `evil.github.io`. A name under no listed suffix falls back to the list's
 * default rule (`*`: the last label is the suffix), which gives `evil.example` for
 * `accounts.google.com.evil.example`. Undefined when the name is itself a suffix or
 * a single label, and when the label that would own it is empty (`a.example..com`).
 * Callers exclude IP addresses and loopback names themselves.
 */
export function registrableDomainOf(domain: string): string | undefined {
  try {
    const { domain: registrable } = parse(domain, {
      allowPrivateDomains: true,
      extractHostname: false,
      validateHostname: false,
      detectIp: false,
    });
    // tldts takes `example..com` to have `.com` as its registrable domain: an empty
    // label is no name anyone registered, so there is nothing to emphasise.
    if (registrable === null || registrable.split('.').includes('')) return undefined;
    return registrable;
  } catch {
    // A third-party parser meets untrusted input here; a failure only means no emphasis.
    return undefined;
  }
}
