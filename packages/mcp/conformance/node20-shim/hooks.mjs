// @ts-check
// Module-resolve hook: only modules of the conformance package get the `fs` with a `globSync`;
// everything else (our client under test inherits NODE_OPTIONS) keeps the real `node:fs`.
const FS_WITH_GLOBSYNC = new URL('./fs-with-globsync.mjs', import.meta.url).href;

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, next) {
  const fromConformance = context.parentURL?.includes('/@modelcontextprotocol/conformance/') ?? false;
  if (fromConformance && (specifier === 'fs' || specifier === 'node:fs')) return { url: FS_WITH_GLOBSYNC, shortCircuit: true };
  return next(specifier, context);
}
