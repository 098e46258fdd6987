/**
 * The dynamic imports of core's URL check, in a module of their own so tests can stand in for a
 * chunk that fails to download: the check without the public-suffix list (its shards load per
 * link, core's url/on-demand.ts), and `inspectUrl` with the whole list (`loadUrlInspector`).
 */
export const importUrlChecker = () => import('@elicit-kit/core/url/on-demand');
export const importFullUrlChecker = () => import('@elicit-kit/core/url');
