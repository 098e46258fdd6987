// The sharded path (@elicit-kit/core/url/on-demand) must give inspectUrl's answers once a URL is
// prepared, and no answer before: never a report made without the URL's rules.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inspectUrl } from './inspect-url.js';
import { SUFFIX_SHARDS } from './suffix-data.js';
import { suffixShardOf } from './suffix-shards/shard-of.js';

/** A fresh copy of the entry, with no shard loaded. */
async function freshOnDemand() {
  vi.resetModules();
  return import('./on-demand.js');
}

afterEach(() => {
  vi.doUnmock('./suffix-shards/load.js');
  vi.resetModules();
});

/** Hosts around private suffixes, wildcard and exception rules, IDN and the default rule. */
const HOSTS = [
  'user.github.io',
  'a.b.user.github.io',
  'github.io',
  'preview.my-app.vercel.app',
  'my-app.vercel.app',
  'accounts.google.com.evil.example',
  'sub.example.co.uk',
  'co.uk',
  'a.b.ck',
  'x.www.ck',
  'www.ck',
  'a.city.kawasaki.jp',
  'b.a.kawasaki.jp',
  'a.b.xn--fsqu00a.xn--fiqs8s',
  '\u4f8b\u5b50.\u4e2d\u56fd',
  'xn--80ak6aa92e.com',
  '\u0430pple.com',
  'example.com.',
  'a.example..com',
  '..com',
  'intranet',
  'localhost',
  'foo.s3.dualstack.us-east-1.amazonaws.com',
  'a.b.no',
  'x.blogspot.it',
];

describe('inspectPreparedUrl', () => {
  it('reports "not prepared" (undefined) for a domain whose shard is not loaded, and inspectUrl\'s report once it is', async () => {
    const { inspectPreparedUrl, prepareUrlInspection } = await freshOnDemand();
    expect(inspectPreparedUrl('https://user.github.io/x')).toBeUndefined();
    await prepareUrlInspection('https://user.github.io/x');
    const report = inspectPreparedUrl('https://user.github.io/x');
    expect(report?.host?.registrableDomain).toBe('user.github.io');
    expect(report).toStrictEqual(inspectUrl('https://user.github.io/x'));
    // Another top-level label in another shard is still not prepared, not "under no rule".
    expect(suffixShardOf('jp')).not.toBe(suffixShardOf('io'));
    expect(inspectPreparedUrl('https://a.city.kawasaki.jp/')).toBeUndefined();
  });

  it('needs no shard for what the list does not decide: refused URLs and IP hosts', async () => {
    const { inspectPreparedUrl } = await freshOnDemand();
    for (const url of ['javascript:alert(1)', 'not a url', 'https://127.0.0.1/', 'https://[::1]/'])
      expect(inspectPreparedUrl(url)).toStrictEqual(inspectUrl(url));
  });

  it("gives inspectUrl's report for private suffixes, wildcards, exceptions and IDN hosts", async () => {
    const { inspectPreparedUrl, prepareUrlInspection } = await freshOnDemand();
    for (const host of HOSTS) {
      const url = `https://${host}/path`;
      await prepareUrlInspection(url);
      expect(inspectPreparedUrl(url), host).toStrictEqual(inspectUrl(url));
    }
    expect(inspectPreparedUrl('https://preview.my-app.vercel.app/')?.host?.registrableDomain).toBe('my-app.vercel.app');
    expect(inspectPreparedUrl('https://x.www.ck/')?.host?.registrableDomain).toBe('www.ck');
    expect(inspectPreparedUrl('https://a.b.ck/')?.host?.registrableDomain).toBe('a.b.ck');
  });

  it("gives inspectUrl's report for URLs made of the list's labels, prepared one by one from nothing loaded", async () => {
    const { inspectPreparedUrl, prepareUrlInspection } = await freshOnDemand();
    // Labels the shards spell (front-coded fragments included), so hosts meet rules of every shard.
    const listLabels = [...new Set(SUFFIX_SHARDS.flatMap((shard) => `${shard.rules},${shard.exceptions}`.match(/[a-z0-9-]+/g) ?? []))];
    const label = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...listLabels) },
      fc.constantFrom('', 'www', 'xn--p1ai', 'xn--80ak6aa92e', '\u0440\u0444', '\u4e2d\u56fd', 'github', 'io', 'vercel', 'app', 'ck', 'jp'),
      fc.stringMatching(/^[a-z0-9-]{1,8}$/),
    );
    const url = fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'https://user@'),
        fc.array(label, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('', '.', '..'),
        fc.constantFrom('/', ':8443/x', '?q#f'),
      )
      .map(([scheme, labels, dots, rest]) => `${scheme}${labels.join('.')}${dots}${rest}`);
    await fc.assert(
      fc.asyncProperty(url, async (input) => {
        await prepareUrlInspection(input);
        expect(inspectPreparedUrl(input)).toStrictEqual(inspectUrl(input));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('prepareUrlInspection', () => {
  it('rejects when a shard fails to download, and loads it when called again', async () => {
    let offline = true;
    vi.resetModules();
    const actual = await vi.importActual<typeof import('./suffix-shards/load.js')>('./suffix-shards/load.js');
    vi.doMock('./suffix-shards/load.js', () => ({
      LOAD_SUFFIX_SHARD: actual.LOAD_SUFFIX_SHARD.map(
        (load) => () => (offline ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : load()),
      ),
    }));
    const { inspectPreparedUrl, prepareUrlInspection } = await import('./on-demand.js');
    await expect(prepareUrlInspection('https://my-app.vercel.app/')).rejects.toThrow('Failed to fetch');
    expect(inspectPreparedUrl('https://my-app.vercel.app/')).toBeUndefined();
    offline = false;
    await prepareUrlInspection('https://my-app.vercel.app/');
    expect(inspectPreparedUrl('https://my-app.vercel.app/')?.host?.registrableDomain).toBe('my-app.vercel.app');
  });
});
