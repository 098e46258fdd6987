/**
 * `@elicit-kit/ai-sdk`: what the server and the browser share — the `data-elicitation` part and
 * the answer route's wire format. Server code is in `@elicit-kit/ai-sdk/server` (and `/redis`),
 * the browser's in `@elicit-kit/ai-sdk/react`, so a browser bundle never pulls server code.
 *
 * @packageDocumentation
 */
export * from './part/types.js';
export * from './part/answer-wire.js';
