import { describe, expect, it } from 'vitest';
import { readFixture } from '@elicit-kit/test-support/fixtures';
import { inspectUrl } from './inspect-url.js';
import { inspectPreparedUrl, prepareUrlInspection } from './on-demand.js';
import { URL_LIMITS } from './types.js';
import type { UrlReport, UrlWarning } from './types.js';

/** The fields every table row pins down exactly. */
interface Expected {
  ok: boolean;
  error?: UrlReport['error'];
  scheme?: string;
  href?: string;
  warnings: UrlWarning[];
  /** `[ascii, unicode, registrableDomain]` */
  host?: [string, string, string | undefined];
}

function summary(report: UrlReport): Expected {
  const out: Expected = { ok: report.ok, warnings: report.warnings };
  if (report.error !== undefined) out.error = report.error;
  if (report.scheme !== undefined) out.scheme = report.scheme;
  if (report.href !== undefined) out.href = report.href;
  if (report.host !== undefined) out.host = [report.host.ascii, report.host.unicode, report.host.registrableDomain];
  return out;
}

/** A link that opens: its scheme is the one its `href` starts with. */
function opened(href: string, warnings: UrlWarning[], host: [string, string, string | undefined]): Expected {
  return { ok: true, scheme: href.slice(0, href.indexOf(':') + 1), href, warnings, host };
}

const LONG_PATH = 'a'.repeat(5000);

const HOSTILE: readonly [string, Expected][] = [
  ['javascript:alert(1)', { ok: false, error: 'unsupported-scheme', scheme: 'javascript:', warnings: [] }],
  ['JaVaScRiPt:alert(document.cookie)', { ok: false, error: 'unsupported-scheme', scheme: 'javascript:', warnings: [] }],
  ['java\nscript:alert(1)', { ok: false, error: 'unsupported-scheme', scheme: 'javascript:', warnings: ['hidden-characters'] }],
  [' \tjavascript:alert(1)', { ok: false, error: 'unsupported-scheme', scheme: 'javascript:', warnings: ['hidden-characters'] }],
  ['data:text/html,<script>alert(1)</script>', { ok: false, error: 'unsupported-scheme', scheme: 'data:', warnings: [] }],
  ['file:///etc/passwd', { ok: false, error: 'unsupported-scheme', scheme: 'file:', warnings: [] }],
  ['blob:https://example.com/0b7c1e2a', { ok: false, error: 'unsupported-scheme', scheme: 'blob:', warnings: [] }],
  ['about:blank', { ok: false, error: 'unsupported-scheme', scheme: 'about:', warnings: [] }],
  ['mailto:victim@example.com', { ok: false, error: 'unsupported-scheme', scheme: 'mailto:', warnings: [] }],
  ['vscode://extension/install', { ok: false, error: 'unsupported-scheme', scheme: 'vscode:', warnings: [] }],
  ['ftp://files.example.com/', { ok: false, error: 'unsupported-scheme', scheme: 'ftp:', warnings: [] }],
  ['//evil.example/login', { ok: false, error: 'invalid-url', warnings: [] }],
  ['/relative/path?x=1', { ok: false, error: 'invalid-url', warnings: [] }],
  ['evil.example', { ok: false, error: 'invalid-url', warnings: [] }],
  ['', { ok: false, error: 'invalid-url', warnings: [] }],
  ['https://', { ok: false, error: 'invalid-url', warnings: [] }],
  ['https://exa mple.com/', { ok: false, error: 'invalid-url', warnings: [] }],
  ['https://a\u202Eb.example/', { ok: false, error: 'invalid-url', warnings: ['hidden-characters'] }],
  ['ht\ntps://example.com/', opened('https://example.com/', ['hidden-characters'], ['example.com', 'example.com', 'example.com'])],
  ['https://\u0430pple.com/', opened('https://xn--pple-43d.com/', ['mixed-script', 'idn'], ['xn--pple-43d.com', '\u0430pple.com', 'xn--pple-43d.com'])],
  [
    'https://xn--80ak6aa92e.com/',
    opened('https://xn--80ak6aa92e.com/', ['confusable', 'idn'], ['xn--80ak6aa92e.com', '\u0430\u0440\u0440\u04cf\u0435.com', 'xn--80ak6aa92e.com']),
  ],
  // Single-script look-alikes that a mixed-script check cannot see: they used to get only `idn`.
  ...(
    [
      ['\u0261oogle', 'xn--oogle-qmc', 'google'], // Latin small script ɡ
      ['\u1d00\u1d18\u1d18\u029f\u1d07', 'xn--spa916kwa0ea', 'apple'], // small capitals ᴀᴘᴘʟᴇ
      ['\u13aa\u13f4\u13df', 'xn--g9d0ioc', 'abc'], // Cherokee ᎪᏴᏟ
      ['paypa\u01c0', 'xn--paypa-9tb', 'paypal'], // ǀ (dental click) for l
      ['\u0585\u0585', 'xn--zbba', 'oo'], // Armenian օ
    ] as const
  ).map(([label, ascii]): [string, Expected] => [
    `https://${label}.com/`,
    opened(`https://${ascii}.com/`, ['confusable', 'idn'], [`${ascii}.com`, `${label}.com`, `${ascii}.com`]),
  ]),
  ['https://gi\u0307thub.com/', opened('https://xn--github-qyd.com/', ['confusable', 'idn'], ['xn--github-qyd.com', 'gi\u0307thub.com', 'xn--github-qyd.com'])],
  [
    // A fraction slash makes the host read `google.com/login.evil.example`.
    'https://google.com\u2044login.evil.example/',
    opened(
      'https://google.xn--comlogin-g03d.evil.example/',
      ['confusable', 'idn'],
      ['google.xn--comlogin-g03d.evil.example', 'google.com\u2044login.evil.example', 'evil.example'],
    ),
  ],
  [
    // Latin with Han is an allowed mix, so only the symbol rule sees the slash.
    'https://google.com\u2044\u4f8b.evil.example/',
    opened(
      'https://google.xn--com-qt0a949z.evil.example/',
      ['confusable', 'idn'],
      ['google.xn--com-qt0a949z.evil.example', 'google.com\u2044\u4f8b.evil.example', 'evil.example'],
    ),
  ],
  [
    'https://google.com,evil.example/',
    opened('https://google.com,evil.example/', ['confusable'], ['google.com,evil.example', 'google.com,evil.example', 'com,evil.example']),
  ],
  [
    // क्‍ष with a zero-width joiner, sent as punycode: the input has nothing hidden to find.
    'https://xn--11b2ezcw70k.com/',
    opened('https://xn--11b2ezcw70k.com/', ['confusable', 'idn'], ['xn--11b2ezcw70k.com', '\u0915\u094d\u200d\u0937.com', 'xn--11b2ezcw70k.com']),
  ],
  ['https://my_app.example.com/', opened('https://my_app.example.com/', [], ['my_app.example.com', 'my_app.example.com', 'example.com'])],
  ['https://col\u00b7legi.cat/', opened('https://xn--collegi-xma.cat/', ['idn'], ['xn--collegi-xma.cat', 'col\u00b7legi.cat', 'xn--collegi-xma.cat'])],
  ['https://caf\u00e9.fr/', opened('https://xn--caf-dma.fr/', ['idn'], ['xn--caf-dma.fr', 'caf\u00e9.fr', 'xn--caf-dma.fr'])],
  [
    'https://\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444/',
    opened('https://xn--e1afmkfd.xn--p1ai/', ['idn'], ['xn--e1afmkfd.xn--p1ai', '\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444', 'xn--e1afmkfd.xn--p1ai']),
  ],
  [
    'https://accounts.google.com@evil.example/',
    opened('https://accounts.google.com@evil.example/', ['userinfo'], ['evil.example', 'evil.example', 'evil.example']),
  ],
  ['https://user:pass@x.example/', opened('https://user:pass@x.example/', ['userinfo'], ['x.example', 'x.example', 'x.example'])],
  ['https://evil.example\\@google.com/', opened('https://evil.example/@google.com/', [], ['evil.example', 'evil.example', 'evil.example'])],
  ['http://192.168.0.1/', opened('http://192.168.0.1/', ['not-https', 'ip-host'], ['192.168.0.1', '192.168.0.1', undefined])],
  ['http://0x7f.1/', opened('http://127.0.0.1/', ['ip-host'], ['127.0.0.1', '127.0.0.1', undefined])],
  ['https://3232235521/', opened('https://192.168.0.1/', ['ip-host'], ['192.168.0.1', '192.168.0.1', undefined])],
  [
    'https://[::1]:8443/',
    { ok: true, scheme: 'https:', href: 'https://[::1]:8443/', warnings: ['ip-host', 'unusual-port'], host: ['[::1]', '[::1]', undefined] },
  ],
  [
    'http://[2001:db8::1]/',
    { ok: true, scheme: 'http:', href: 'http://[2001:db8::1]/', warnings: ['not-https', 'ip-host'], host: ['[2001:db8::1]', '[2001:db8::1]', undefined] },
  ],
  ['https://example.com:444/', opened('https://example.com:444/', ['unusual-port'], ['example.com', 'example.com', 'example.com'])],
  ['https://example.com:443/', opened('https://example.com/', [], ['example.com', 'example.com', 'example.com'])],
  ['https://example.com/\u202Egpj.exe', opened('https://example.com/%E2%80%AEgpj.exe', ['hidden-characters'], ['example.com', 'example.com', 'example.com'])],
  ['https://pay\u200Bpal.com/', opened('https://paypal.com/', ['hidden-characters'], ['paypal.com', 'paypal.com', 'paypal.com'])],
  ['https://example.com/a\u200Bb', opened('https://example.com/a%E2%80%8Bb', ['hidden-characters'], ['example.com', 'example.com', 'example.com'])],
  [`https://example.com/${LONG_PATH}`, opened(`https://example.com/${LONG_PATH}`, ['long'], ['example.com', 'example.com', 'example.com'])],
  ['https://a.b.c.d.e.example.com/', opened('https://a.b.c.d.e.example.com/', ['long'], ['a.b.c.d.e.example.com', 'a.b.c.d.e.example.com', 'example.com'])],
  [
    'https://accounts.google.com.evil.example/login',
    opened('https://accounts.google.com.evil.example/login', [], ['accounts.google.com.evil.example', 'accounts.google.com.evil.example', 'evil.example']),
  ],
  ['https://sub.example.co.uk/', opened('https://sub.example.co.uk/', [], ['sub.example.co.uk', 'sub.example.co.uk', 'example.co.uk'])],
  ['https://evil.github.io/', opened('https://evil.github.io/', [], ['evil.github.io', 'evil.github.io', 'evil.github.io'])],
  ['https://github.io/', opened('https://github.io/', [], ['github.io', 'github.io', undefined])],
  ['http://localhost:5173/', opened('http://localhost:5173/', ['unusual-port'], ['localhost', 'localhost', undefined])],
  ['http://app.localhost/', opened('http://app.localhost/', [], ['app.localhost', 'app.localhost', undefined])],
  [
    'http://localhost.evil.example/',
    opened('http://localhost.evil.example/', ['not-https'], ['localhost.evil.example', 'localhost.evil.example', 'evil.example']),
  ],
  ['http://example.com/', opened('http://example.com/', ['not-https'], ['example.com', 'example.com', 'example.com'])],
  ['https://\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45.com/', opened('https://example.com/', [], ['example.com', 'example.com', 'example.com'])],
  [
    'https://\u4f8b\u5b50.\u4e2d\u56fd/',
    opened('https://xn--fsqu00a.xn--fiqs8s/', ['idn'], ['xn--fsqu00a.xn--fiqs8s', '\u4f8b\u5b50.\u4e2d\u56fd', 'xn--fsqu00a.xn--fiqs8s']),
  ],
  [
    'https://\u6771\u4eac\u30bf\u30ef\u30fcabc.jp/',
    opened(
      'https://xn--abc-tl4bpjwc921zmo2b.jp/',
      ['idn'],
      ['xn--abc-tl4bpjwc921zmo2b.jp', '\u6771\u4eac\u30bf\u30ef\u30fcabc.jp', 'xn--abc-tl4bpjwc921zmo2b.jp'],
    ),
  ],
  [
    'https://example.com\u3002evil.example/',
    opened('https://example.com.evil.example/', [], ['example.com.evil.example', 'example.com.evil.example', 'evil.example']),
  ],
  ['HTTPS://Example.COM/path?q=1#top', opened('https://example.com/path?q=1#top', [], ['example.com', 'example.com', 'example.com'])],
  ['https://example.com/path?q=1', opened('https://example.com/path?q=1', [], ['example.com', 'example.com', 'example.com'])],
];

describe('inspectUrl: hostile URL table', () => {
  it.each(HOSTILE)('%j', (input, expected) => {
    expect(summary(inspectUrl(input))).toEqual(expected);
  });
});

describe('inspectPreparedUrl (the sharded path): the same table', () => {
  it.each(HOSTILE)('%j', async (input, expected) => {
    await prepareUrlInspection(input);
    const report = inspectPreparedUrl(input);
    expect(report).toStrictEqual(inspectUrl(input));
    expect(report && summary(report)).toEqual(expected);
  });
});

describe('inspectUrl: full reports', () => {
  it('names the ASCII host a single-script look-alike imitates', () => {
    expect(inspectUrl('https://\u1d18\u1d00\u028f\u1d18\u1d00\u029f.com/').host?.lookalike).toBe('paypal.com');
    expect(inspectUrl('https://\u0131nstagram.com/').host?.lookalike).toBe('instagram.com');
  });

  it('describes a look-alike host label by label, with the Latin host it imitates', () => {
    expect(inspectUrl('https://login.\u0430pple.com/')).toStrictEqual({
      ok: true,
      href: 'https://login.xn--pple-43d.com/',
      scheme: 'https:',
      host: {
        ascii: 'login.xn--pple-43d.com',
        unicode: 'login.\u0430pple.com',
        registrableDomain: 'xn--pple-43d.com',
        registrableDomainUnicode: '\u0430pple.com',
        kind: 'domain',
        loopback: false,
        lookalike: 'login.apple.com',
        labels: [
          { ascii: 'login', unicode: 'login', registrable: false, scripts: ['Latin'] },
          { ascii: 'xn--pple-43d', unicode: '\u0430pple', registrable: true, scripts: ['Cyrillic', 'Latin'] },
          { ascii: 'com', unicode: 'com', registrable: true, scripts: ['Latin'] },
        ],
      },
      warnings: ['mixed-script', 'idn'],
      hiddenCharacters: [],
    });
  });

  it('reports what stood before the @, the explicit port and where hidden characters are', () => {
    expect(inspectUrl('http://accounts.google.com:x@evil.example:8080/\u200B')).toStrictEqual({
      ok: true,
      href: 'http://accounts.google.com:x@evil.example:8080/%E2%80%8B',
      scheme: 'http:',
      host: {
        ascii: 'evil.example',
        unicode: 'evil.example',
        registrableDomain: 'evil.example',
        registrableDomainUnicode: 'evil.example',
        kind: 'domain',
        loopback: false,
        labels: [
          { ascii: 'evil', unicode: 'evil', registrable: true, scripts: ['Latin'] },
          { ascii: 'example', unicode: 'example', registrable: true, scripts: ['Latin'] },
        ],
      },
      port: 8080,
      userinfo: 'accounts.google.com:x',
      warnings: ['userinfo', 'hidden-characters', 'not-https', 'unusual-port'],
      hiddenCharacters: [{ index: 47, codePoint: 0x200b }],
    });
  });

  it('gives an IP host one label and no registrable domain', () => {
    expect(inspectUrl('http://[::ffff:127.0.0.1]/').host).toStrictEqual({
      ascii: '[::ffff:7f00:1]',
      unicode: '[::ffff:7f00:1]',
      kind: 'ipv6',
      loopback: true,
      labels: [{ ascii: '[::ffff:7f00:1]', unicode: '[::ffff:7f00:1]', registrable: false, scripts: [] }],
    });
  });

  it('marks the trailing root label registrable with the domain it ends', () => {
    expect(inspectUrl('https://www.example.com./').host?.labels.map((label) => label.registrable)).toEqual([false, true, true, true]);
  });

  it('marks exactly the labels of the registrable domain when the host has empty labels', () => {
    const marks = (url: string): [string, boolean][] | undefined => inspectUrl(url).host?.labels.map((label) => [label.ascii, label.registrable]);
    // Counting labels from the end used to mark `com`, `` and `` here: not the registrable domain.
    expect(marks('https://example.com../')).toEqual([
      ['example', true],
      ['com', true],
      ['', true],
      ['', true],
    ]);
    expect(marks('https://a..example.com/')).toEqual([
      ['a', false],
      ['', false],
      ['example', true],
      ['com', true],
    ]);
    expect(inspectUrl('https://a..example.com/').host?.registrableDomain).toBe('example.com');
    // The list's lookup alone gives `.com` as the registrable domain of `a.example..com`; there is none to emphasise.
    expect(inspectUrl('https://a.example..com/').host).toMatchObject({ ascii: 'a.example..com' });
    expect(inspectUrl('https://a.example..com/').host?.registrableDomain).toBeUndefined();
    expect(marks('https://a.example..com/')).toEqual([
      ['a', false],
      ['example', false],
      ['', false],
      ['com', false],
    ]);
  });

  it('refuses with no href or host, so nothing unsafe can be opened from the report', () => {
    expect(inspectUrl('javascript:alert(1)')).toStrictEqual({
      ok: false,
      scheme: 'javascript:',
      warnings: [],
      hiddenCharacters: [],
      error: 'unsupported-scheme',
    });
  });
});

describe('inspectUrl: the long warning', () => {
  it('starts just past each limit', () => {
    const at = (length: number): string => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
    expect(inspectUrl(at(URL_LIMITS.hrefLength)).warnings).toEqual([]);
    expect(inspectUrl(at(URL_LIMITS.hrefLength + 1)).warnings).toEqual(['long']);

    const hostOf = (length: number): string => `${'h'.repeat(length - '.example.com'.length)}.example.com`;
    expect(inspectUrl(`https://${hostOf(URL_LIMITS.hostLength)}/`).warnings).toEqual([]);
    expect(inspectUrl(`https://${hostOf(URL_LIMITS.hostLength + 1)}/`).warnings).toEqual(['long']);

    expect(inspectUrl('https://a.b.c.d.example.com/').warnings).toEqual([]);
    expect(inspectUrl('https://a.b.c.d.e.example.com/').warnings).toEqual(['long']);
  });
});

describe('inspectUrl: input that is not a string', () => {
  it.each([undefined, null, 42, true, {}, ['https://example.com'], { href: 'https://example.com' }, new URL('https://example.com')])(
    '%j is invalid-url',
    (value) => {
      expect(inspectUrl(value as unknown as string)).toStrictEqual({
        ok: false,
        warnings: [],
        hiddenCharacters: [],
        error: 'invalid-url',
      });
    },
  );
});

describe('inspectUrl: real captures', () => {
  it('accepts the URLs servers really sent, without warnings', () => {
    const request = readFixture('trigger-url-elicitation.json') as { params: { url: string } };
    expect(summary(inspectUrl(request.params.url))).toEqual(opened('https://example.com/connect', [], ['example.com', 'example.com', 'example.com']));
    const error = readFixture('trigger-url-elicitation.errorPath.json') as {
      error: { data: { elicitations: { url: string }[] } };
    };
    expect(error.error.data.elicitations.map((e) => summary(inspectUrl(e.url)))).toEqual([
      opened('https://modelcontextprotocol.io/', [], ['modelcontextprotocol.io', 'modelcontextprotocol.io', 'modelcontextprotocol.io']),
    ]);
  });
});
