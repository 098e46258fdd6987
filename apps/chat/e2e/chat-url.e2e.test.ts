/**
 * URL mode in the chat on 2026-07-28: `onboarding` (a form and the terms link in one round) and
 * `connect_github` (a sign-in link) complete on the useChat page and the assistant-ui page, each
 * request inside its tool call's card (the kit's `bindMcpTools` names the call in every part).
 */
import { useChatSuite } from './support/chatSuite.js';
import { describeUrlFlows } from './support/urlFlows.js';

describeUrlFlows(useChatSuite(import.meta.url), '2026-07-28');
