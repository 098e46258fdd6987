import { holdsSymbol, readsAsAscii, toLatinLookalike } from './confusables.js';
import { findHiddenCharacters } from './hidden-characters.js';
import { hostKind, isLoopbackHost } from './host-address.js';
import { domainToUnicode, isAscii, labelToUnicode } from './host-labels.js';
import { readOpenableUrl } from '../protocol/openable-url.js';
import { registrableDomainBy } from './registrable-domain.js';
import { isMixedScript, scriptsOf } from './scripts.js';
import { URL_LIMITS, URL_WARNINGS } from './types.js';
import type { HiddenCharacter, HostLabel, UrlError, UrlHost, UrlReport, UrlWarning } from './types.js';

/** A public-suffix lookup (suffix-list.ts's `suffixLookup`): the suffix of an ASCII host name. */
export type PublicSuffixOf = (host: string) => string;

/**
 * `inspectUrl` (inspect-url.ts) by a given public-suffix lookup: the whole list, or the shards
 * loaded so far (on-demand.ts), whose lookup throws when the URL's shard is missing.
 */
export function inspectUrlBy(url: string, publicSuffixOf: PublicSuffixOf): UrlReport {
  if (typeof url !== 'string') return refused('invalid-url', []);
  const hiddenCharacters = findHiddenCharacters(url);
  const reading = readOpenableUrl(url);
  if (!reading.ok) {
    const report = refused(reading.error, hiddenCharacters);
    return reading.scheme === undefined ? report : { ...report, scheme: reading.scheme };
  }
  return describe(reading.url, hiddenCharacters, publicSuffixOf);
}

/** The report for a URL that must not be opened. */
function refused(error: UrlError, hiddenCharacters: HiddenCharacter[]): UrlReport {
  const warnings: UrlWarning[] = hiddenCharacters.length > 0 ? ['hidden-characters'] : [];
  return { ok: false, warnings, hiddenCharacters, error };
}

/** The report for a parsed `https:`/`http:` URL. */
function describe(parsed: URL, hiddenCharacters: HiddenCharacter[], publicSuffixOf: PublicSuffixOf): UrlReport {
  const host = describeHost(parsed.hostname, publicSuffixOf);
  const found = new Set<UrlWarning>();
  const report: UrlReport = {
    ok: true,
    href: parsed.href,
    scheme: parsed.protocol,
    host,
    warnings: [],
    hiddenCharacters,
  };
  if (hiddenCharacters.length > 0) found.add('hidden-characters');
  if (parsed.username !== '' || parsed.password !== '') {
    found.add('userinfo');
    report.userinfo = parsed.password === '' ? parsed.username : `${parsed.username}:${parsed.password}`;
  }
  // The parser leaves `port` empty when it is the scheme's default, so any value is unusual.
  if (parsed.port !== '') {
    found.add('unusual-port');
    report.port = Number(parsed.port);
  }
  if (parsed.protocol === 'http:' && !host.loopback) found.add('not-https');
  if (host.kind !== 'domain') found.add('ip-host');
  for (const label of host.labels) {
    if (label.ascii.startsWith('xn--')) found.add('idn');
    // A mixed-script label that reads as ASCII (`аpple`) already has the stronger warning.
    if (isMixedScript(label.scripts)) found.add('mixed-script');
    else if (readsAsAscii(label.unicode)) found.add('confusable');
    // An IP address is one label of digits, dots or colons: no symbol trick there.
    else if (host.kind === 'domain' && holdsSymbol(label.unicode)) found.add('confusable');
  }
  const labelCount = host.labels.filter((label) => label.ascii !== '').length;
  if (parsed.href.length > URL_LIMITS.hrefLength || host.ascii.length > URL_LIMITS.hostLength || labelCount > URL_LIMITS.hostLabels) {
    found.add('long');
  }
  report.warnings = URL_WARNINGS.filter((warning) => found.has(warning));
  return report;
}

/** Both forms of a parsed hostname, its registrable domain and its labels. */
function describeHost(hostname: string, publicSuffixOf: PublicSuffixOf): UrlHost {
  const kind = hostKind(hostname);
  const loopback = isLoopbackHost(hostname);
  if (kind !== 'domain') {
    const whole: HostLabel = { ascii: hostname, unicode: hostname, registrable: false, scripts: [] };
    return { ascii: hostname, unicode: hostname, kind, loopback, labels: [whole] };
  }
  const registrableDomain = loopback ? undefined : registrableDomainBy(hostname, publicSuffixOf);
  const labels = labelsOf(hostname, registrableDomain);
  const unicode = labels.map((label) => label.unicode).join('.');
  const host: UrlHost = { ascii: hostname, unicode, kind, loopback, labels };
  if (registrableDomain !== undefined) {
    host.registrableDomain = registrableDomain;
    host.registrableDomainUnicode = domainToUnicode(registrableDomain);
  }
  const lookalike = toLatinLookalike(unicode);
  if (lookalike !== unicode && isAscii(lookalike)) host.lookalike = lookalike;
  return host;
}

/**
 * The labels of an ASCII domain. The last labels that spell `registrableDomain`
 * are marked registrable, together with any empty labels after them (from trailing
 * dots), so the marked labels always read as the registrable domain: counting
 * labels instead would mark `com..` in `example.com..`.
 */
function labelsOf(hostname: string, registrableDomain: string | undefined): HostLabel[] {
  const asciiLabels = hostname.split('.');
  let firstRegistrable = asciiLabels.length;
  if (registrableDomain !== undefined) {
    // Walk back from the end; empty labels are passed over without counting.
    let remaining = registrableDomain.split('.').length;
    while (remaining > 0 && firstRegistrable > 0) {
      firstRegistrable -= 1;
      if (asciiLabels[firstRegistrable] !== '') remaining -= 1;
    }
  }
  return asciiLabels.map((ascii, index) => {
    const unicode = labelToUnicode(ascii);
    return { ascii, unicode, registrable: index >= firstRegistrable, scripts: scriptsOf(unicode) };
  });
}
