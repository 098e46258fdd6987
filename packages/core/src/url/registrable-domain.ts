/**
 * The registrable domain (public suffix plus one label) of an ASCII domain name, by the public
 * suffix lookup `publicSuffixOf` (suffix-list.ts: the full list with its private section, so
 * `evil.github.io` stays `evil.github.io`). A name under no listed suffix falls back to the
 * list's default rule (`*`: the last label is the suffix), which gives `evil.example` for
 * `accounts.google.com.evil.example`. Undefined when the name is itself a suffix or a single
 * label, and when the label that would own it is empty (`a.example..com`). Callers exclude IP
 * addresses and loopback names themselves.
 */
export function registrableDomainBy(domain: string, publicSuffixOf: (host: string) => string): string | undefined {
  // Trailing dots name the same host (`example.com.`); one character always stays.
  let end = domain.length;
  while (end > 1 && domain.charCodeAt(end - 1) === 46 /* '.' */) end -= 1;
  const host = domain.slice(0, end);
  const suffix = publicSuffixOf(host);
  const leadingDots = /^\.*/.exec(host)?.[0].length ?? 0;
  if (suffix.length === host.length - leadingDots) return undefined;
  const registrable = host.slice(host.lastIndexOf('.', host.length - suffix.length - 2) + 1);
  // An empty label is no name anyone registered (`.com` for `example..com`), so there is
  // nothing to emphasise.
  return registrable.split('.').includes('') ? undefined : registrable;
}
