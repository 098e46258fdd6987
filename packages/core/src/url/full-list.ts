import { registrableDomainBy } from './registrable-domain.js';
import { SUFFIX_SHARDS } from './suffix-data.js';
import { suffixLookup } from './suffix-list.js';
import { suffixShardOf } from './suffix-shards/shard-of.js';

/** The public suffix of an ASCII host name, every shard of the list at hand (see suffix-list.ts). */
export const publicSuffixOf = suffixLookup(suffixShardOf, (shard) => SUFFIX_SHARDS[shard]);

/** The registrable domain of an ASCII domain name, by the whole list (see registrable-domain.ts). */
export function registrableDomainOf(domain: string): string | undefined {
  return registrableDomainBy(domain, publicSuffixOf);
}
