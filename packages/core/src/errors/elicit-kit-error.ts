/**
 * Base of every typed error the kit throws, rejects with or reports, in core and in the packages
 * built on it: one `instanceof ElicitKitError` check, then `code` says which failure it is.
 *
 * Each package owns its codes: core's are {@link RunWithInputErrorCode}, and `@elicit-kit/mcp`,
 * `@elicit-kit/ai-sdk` and `@elicit-kit/ag-ui` declare theirs beside their errors, so `C` is the
 * code union of whoever raises it (any string by default).
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- each package narrows `code` to its own union through it (`ElicitKitError<McpErrorCode>`)
export abstract class ElicitKitError<C extends string = string> extends Error {
  /** Which failure this is. */
  abstract readonly code: C;
}
