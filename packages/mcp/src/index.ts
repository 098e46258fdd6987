/**
 * `@elicit-kit/mcp`: binds Elicit Kit's elicitation queue to the official MCP TypeScript SDK
 * client (`@modelcontextprotocol/client` 2.x), for both protocol eras.
 *
 * @packageDocumentation
 */
export {};
