import { supportedElicitationModes } from '@elicit-kit/core';
import type { ElicitationModes } from '@elicit-kit/core';
import type { Client } from '@modelcontextprotocol/client';

/**
 * The `elicitation` capability the client declares: what its constructor gave plus what
 * `registerCapabilities` added (a binding's modes), i.e. what `initialize` or each request's
 * `_meta` carries. SDK 2.4.0 keeps it in the private `_capabilities` field (public-*.mjs,
 * `Client`) and offers no getter.
 */
export function declaredElicitation(client: Client): unknown {
  return (client as unknown as { _capabilities?: { elicitation?: unknown } })._capabilities?.elicitation;
}

/** The elicitation modes the client declares (see {@link declaredElicitation}); none when it declares no `elicitation`. */
export function declaredModes(client: Client): ElicitationModes {
  return supportedElicitationModes(declaredElicitation(client));
}
