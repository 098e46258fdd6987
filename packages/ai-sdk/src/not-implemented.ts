/** Thrown by entry points that have landed as API only (removed as each is implemented). */
export function notImplemented(name: string): never {
  throw new Error(`@elicit-kit/ai-sdk: ${name} is not implemented yet`);
}
