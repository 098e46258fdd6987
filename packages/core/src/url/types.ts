/**
 * Every warning `inspectUrl` can raise, most serious first. Reports list their
 * warnings in this order, so a UI can show the first one most prominently.
 */
export const URL_WARNINGS = [
  /** `user@` or `user:pass@` before the host: the real host is what follows the `@`. */
  'userinfo',
  /** A host label mixes scripts (e.g. Latin with Cyrillic) outside the usual CJK combinations. */
  'mixed-script',
  /**
   * A host label (not already mixed-script) reads as an ASCII name but is not one:
   * written in look-alike letters (Cyrillic `аррӏе`, Latin `ɡoogle`, small capitals,
   * Armenian, Cherokee), or an ASCII name with a symbol slipped in (`com⁄login`);
   * also any label holding a symbol or punctuation other than `-` and `_` (`com,evil`,
   * `com⁄例`, emoji), as such characters can pass for URL delimiters.
   */
  'confusable',
  /** The host has a non-ASCII or `xn--` label: its Unicode and punycode forms differ. */
  'idn',
  /** The input holds invisible characters (bidi controls, zero-width, tab/CR/LF, edge controls). */
  'hidden-characters',
  /** Plain `http:` to a host that is not loopback. */
  'not-https',
  /** The host is an IPv4 or IPv6 address rather than a name. */
  'ip-host',
  /** An explicit port other than the scheme's default. */
  'unusual-port',
  /** The URL or its host is longer than {@link URL_LIMITS} allow. */
  'long',
] as const;

/** One reason to look twice at a URL before opening it; see {@link URL_WARNINGS}. */
export type UrlWarning = (typeof URL_WARNINGS)[number];

/**
 * Why a URL cannot be opened at all: `invalid-url` when it is not a string or not
 * an absolute URL, `unsupported-scheme` when it parses but is not `https:`/`http:`.
 */
export type UrlError = 'invalid-url' | 'unsupported-scheme';

/** An invisible character found in the input, so a UI can point at it. */
export interface HiddenCharacter {
  /** UTF-16 offset in the input string as given (before any parsing). */
  index: number;
  /** The character's code point, e.g. `0x202e` for RIGHT-TO-LEFT OVERRIDE. */
  codePoint: number;
}

/** One dot-separated label of the host, in both forms. */
export interface HostLabel {
  /** The label as sent on the wire (punycode for IDN labels). */
  ascii: string;
  /** The label as a person reads it; equals `ascii` unless it is a valid `xn--` label. */
  unicode: string;
  /** Whether this label belongs to the registrable domain (the part a UI should emphasise). */
  registrable: boolean;
  /** Unicode scripts of the label's letters, Common/Inherited left out (e.g. `["Latin", "Cyrillic"]`). */
  scripts: string[];
}

/** The host of an openable URL. */
export interface UrlHost {
  /** The host as the parser normalised it: lower-case, punycode, IPv6 in brackets. */
  ascii: string;
  /** The same host with each `xn--` label decoded, for display beside `ascii`. */
  unicode: string;
  /**
   * The registrable domain ("eTLD+1", ASCII form) from the public suffix list, private
   * suffixes included; undefined for IP addresses, loopback names and hosts that are
   * themselves a public suffix or a single label.
   */
  registrableDomain?: string;
  /** `registrableDomain` with its `xn--` labels decoded. */
  registrableDomainUnicode?: string;
  /** Whether the host is a name, an IPv4 or an IPv6 address. */
  kind: 'domain' | 'ipv4' | 'ipv6';
  /** `localhost`, `*.localhost`, 127.0.0.0/8, `[::1]` or an IPv4-mapped 127/8 address. */
  loopback: boolean;
  /** The labels, left to right (for an IP address, one label holding the whole address). */
  labels: HostLabel[];
  /**
   * The Latin host this one imitates (e.g. `apple.com` for `аpple.com` with a Cyrillic а),
   * present only when replacing look-alike letters yields a different, all-ASCII host.
   */
  lookalike?: string;
}

/**
 * What `inspectUrl` found. `href` (and `host`) are present exactly when `ok` is true,
 * so `report.href` is the only string a UI should ever open.
 */
export interface UrlReport {
  /** True when the URL parses and its scheme is `https:` or `http:`. */
  ok: boolean;
  /** The parsed, normalised href (WHATWG serialisation); present only when `ok`. */
  href?: string;
  /** The parsed scheme with its colon, e.g. `https:` or `javascript:`. */
  scheme?: string;
  /** The host in its ASCII and Unicode forms; present only when `ok`. */
  host?: UrlHost;
  /** Explicit non-default port, when there is one. */
  port?: number;
  /** What stood before the `@` (`user` or `user:pass`, as serialised in `href`), when present. */
  userinfo?: string;
  /** Warnings in the order of {@link URL_WARNINGS}, without repeats. */
  warnings: UrlWarning[];
  /** Invisible characters of the input; never undefined, empty when there are none. */
  hiddenCharacters: HiddenCharacter[];
  /** Why the URL cannot be opened; present only when `ok` is false. */
  error?: UrlError;
}

/**
 * Thresholds for the `long` warning: a longer href, a longer ASCII host, or more
 * host labels than these raise it. Real sign-in and payment links stay well below.
 */
export const URL_LIMITS = {
  /** Characters of the normalised href. */
  hrefLength: 2000,
  /** Characters of the ASCII host. */
  hostLength: 100,
  /** Non-empty labels of the host. */
  hostLabels: 6,
} as const;
