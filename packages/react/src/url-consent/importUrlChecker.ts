/**
 * The dynamic import of core's URL inspector with its public-suffix data, in a module of
 * its own so tests can stand in for a chunk that fails to download.
 */
export const importUrlChecker = () => import('@elicit-kit/core/url');
