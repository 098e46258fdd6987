/**
 * `@elicit-kit/core/respond`: the three answers, `accept`, `decline` and `cancel`, alone, for UI
 * code that must not pull in the root's re-exports (the URL check and the secret-field lexicon).
 *
 * @packageDocumentation
 */
export { accept, cancel, decline } from './respond.js';
