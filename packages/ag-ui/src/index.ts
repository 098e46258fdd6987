/**
 * `@elicit-kit/ag-ui`: what the agent side and the browser share — the interrupt reasons and the
 * `metadata["elicit-kit"]` an MCP interrupt and its resume entry carry. The agent side is
 * `@elicit-kit/ag-ui/server`, the browser's `@elicit-kit/ag-ui/react`.
 *
 * @packageDocumentation
 */
export * from './metadata.js';
