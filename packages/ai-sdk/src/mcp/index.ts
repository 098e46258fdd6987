/**
 * `@elicit-kit/ai-sdk/mcp`: MCP tools for the AI SDK's `streamText`, run with `@elicit-kit/mcp`
 * over an official MCP SDK client, so every elicitation reaches the chat inside its tool call's
 * card: forms, URL requests, `-32042` URL consent, both protocol eras. Uses the bridge of
 * `@elicit-kit/ai-sdk/server` (its answer channels and answer route).
 *
 * @packageDocumentation
 */
export { bindMcpTools } from './bind-mcp-tools.js';
export type { BindMcpToolsOptions, McpToolSource, McpToolsChatOptions } from './bind-mcp-tools.js';
export { describeUnanswered } from './unanswered.js';
export type { UnansweredStatus } from './unanswered.js';
