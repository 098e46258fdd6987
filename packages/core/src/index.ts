/**
 * `@elicit-kit/core`: the protocol brain of Elicit Kit. No React, no MCP SDK.
 *
 * Every function here takes untrusted JSON and never throws on bad input: it
 * returns a typed problem instead.
 *
 * @packageDocumentation
 */
export * from './protocol/index.js';
export * from './schema/index.js';
export * from './values/index.js';
export * from './url/index.js';
export * from './sensitive/index.js';
export * from './respond/index.js';
export * from './mrtr/index.js';
export * from './queue/index.js';
