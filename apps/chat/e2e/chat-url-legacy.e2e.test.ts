/**
 * URL mode in the chat on 2025-11-25 (`MCP_PROTOCOL=legacy`): the demo server pushes
 * `onboarding`'s form and terms link, and answers `connect_github` with `-32042`, whose consent
 * shows inside the tool call's card; after the sign-in the kit retries and the tool completes.
 * Both pages.
 */
import { useChatSuite } from './support/chatSuite.js';
import { describeUrlFlows } from './support/urlFlows.js';

describeUrlFlows(useChatSuite(import.meta.url, { MCP_PROTOCOL: 'legacy' }), '2025-11-25');
