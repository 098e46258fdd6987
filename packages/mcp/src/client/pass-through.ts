import type { StandardSchemaV1 } from '@modelcontextprotocol/client';

/**
 * A Standard Schema (SDK 2.x) that accepts any value and hands it on unchanged. Registering the
 * handler or sending a request with it keeps the SDK's method schema from stripping or refusing
 * what the kit judges itself: an `elicitation/create` request's params as the server sent them,
 * or a result for core's `classifyResult`.
 */
export const passThrough: StandardSchemaV1<unknown, unknown> = {
  '~standard': { version: 1, vendor: 'elicit-kit', validate: (value: unknown) => ({ value }) },
};

/** What SDK 1.x reads of a zod 3 schema: `safeParse` (newer) or `parse` (older 1.x). */
interface ZodLike {
  safeParse(value: unknown): { success: true; data: unknown };
  parse(value: unknown): unknown;
}

/** Accepts any result unchanged (SDK 1.x `client.request`'s result schema). */
export const anyResultV1: ZodLike = { safeParse: (data) => ({ success: true, data }), parse: (data) => data };

/**
 * A request or notification schema for SDK 1.x's `setRequestHandler` / `setNotificationHandler`
 * that names `method` the way a zod 3 object with a literal does (`shape.method._def.value`,
 * `shape.method.value`) and parses any message into itself.
 */
export function methodSchemaV1(method: string): ZodLike & { shape: { method: { value: string; _def: { value: string } } } } {
  return { ...anyResultV1, shape: { method: { value: method, _def: { value: method } } } };
}
