/**
 * The `code` of every {@link ElicitKitError}, across the kit's packages: switch on it.
 *
 * From core's `runWithInput`: `round-limit`, `invalid-result`, `input-fulfilment`, `aborted`,
 * `invalid-options`. From `@elicit-kit/mcp` besides those: `server-error`, `capability-missing`,
 * `version-mismatch`, `transport`, `url-refused`, `bind`, `invalid-content`, `push-only-server`,
 * `forgetful-server`.
 * From `@elicit-kit/ai-sdk`: `bridge-options` (the bridge's setup was misused) and `answer-channel` (its Redis
 * channel failed). From `@elicit-kit/ag-ui`: `ag-ui-resume` (a run's resume entries cannot continue the
 * MCP call: a forged or altered ticket, an unanswered interrupt, an answer the schema refuses).
 */
export type ElicitKitErrorCode =
  | 'round-limit'
  | 'invalid-result'
  | 'input-fulfilment'
  | 'aborted'
  | 'invalid-options'
  | 'server-error'
  | 'capability-missing'
  | 'version-mismatch'
  | 'transport'
  | 'url-refused'
  | 'bind'
  | 'invalid-content'
  | 'push-only-server'
  | 'forgetful-server'
  | 'answer-channel'
  | 'bridge-options'
  | 'ag-ui-resume';

/**
 * Base of every typed error the kit throws, rejects with or reports, in core, `@elicit-kit/mcp` and
 * `@elicit-kit/ai-sdk`: one `instanceof ElicitKitError` check, then `code` says
 * which failure it is.
 */
export abstract class ElicitKitError extends Error {
  /** Which failure this is. */
  abstract readonly code: ElicitKitErrorCode;
}
