/**
 * `@elicit-kit/core/url/on-demand`: `inspectUrl` without the whole public suffix list. The
 * list is split by top-level label into shards (~1–7 kB gzip each, a chunk each for a
 * bundler); {@link prepareUrlInspection} downloads the ones a URL needs, after which
 * {@link inspectPreparedUrl} answers for it synchronously, exactly as `inspectUrl` does.
 *
 * @packageDocumentation
 */
export { URL_LIMITS, URL_WARNINGS } from './types.js';
export type { HiddenCharacter, HostLabel, UrlError, UrlHost, UrlReport, UrlWarning } from './types.js';
import { inspectUrlBy } from './inspect-url-by.js';
import { SuffixShardMissing, suffixLookup, type SuffixShard } from './suffix-list.js';
import { LOAD_SUFFIX_SHARD } from './suffix-shards/load.js';
import { SUFFIX_SHARD_COUNT, suffixShardOf } from './suffix-shards/shard-of.js';
import type { UrlReport } from './types.js';

const loaded: (SuffixShard | undefined)[] = [];
const loading = new Map<number, Promise<void>>();
const publicSuffixOf = suffixLookup(suffixShardOf, (shard) => loaded[shard]);

/** Downloads a shard once; a failed download is forgotten, so the next call tries again. */
function loadShard(shard: number): Promise<void> {
  const pending = loading.get(shard);
  if (pending) return pending;
  const loader = LOAD_SUFFIX_SHARD[shard];
  if (!loader) return Promise.reject(new RangeError(`no shard ${shard}`));
  const load = loader().then(
    (data) => void (loaded[shard] = data),
    (error: unknown) => {
      loading.delete(shard);
      throw error;
    },
  );
  loading.set(shard, load);
  return load;
}

/**
 * Downloads the public-suffix rules `url` needs (the shard of its host's top-level label, in
 * its ASCII form, whatever the check looks up), once each. Once it resolves,
 * {@link inspectPreparedUrl} answers for `url`. Rejects when a shard fails to download (offline,
 * a deploy that removed the chunk); calling it again tries again.
 *
 * @example
 * await prepareUrlInspection('https://user.github.io/x');
 * inspectPreparedUrl('https://user.github.io/x')?.host?.registrableDomain // "user.github.io"
 */
export async function prepareUrlInspection(url: string): Promise<void> {
  // Inspect, and load whatever shard the inspection reached without having it, until it has
  // them all: the shards are exactly those the synchronous inspection then reads.
  for (let round = 0; round <= SUFFIX_SHARD_COUNT; round += 1) {
    try {
      inspectUrlBy(url, publicSuffixOf);
      return;
    } catch (error) {
      if (!(error instanceof SuffixShardMissing)) throw error;
      await loadShard(error.shard);
    }
  }
}

/**
 * `inspectUrl`'s report for `url` once {@link prepareUrlInspection} has loaded the rules it
 * needs, else `undefined` ("not prepared": never a report made without the URL's rules). Never
 * throws; touches no network.
 *
 * @example
 * inspectPreparedUrl('https://example.co.uk/') // undefined until the `uk` rules are loaded
 */
export function inspectPreparedUrl(url: string): UrlReport | undefined {
  try {
    return inspectUrlBy(url, publicSuffixOf);
  } catch (error) {
    if (error instanceof SuffixShardMissing) return undefined;
    throw error;
  }
}
