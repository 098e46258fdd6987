import type { StandardSchemaV1 } from '@modelcontextprotocol/client';

/**
 * A Standard Schema that accepts any value and hands it on unchanged. Registering a handler or
 * sending a request with it keeps the SDK's own method schema from stripping or refusing what
 * the kit is to judge itself: an `elicitation/create` request's params as the server sent them
 * (`pattern`, `exclusiveMinimum` and the rest of the schema, which the SDK's request schema
 * drops), or a result for core's `classifyResult`.
 */
export const passThrough: StandardSchemaV1<unknown, unknown> = {
  '~standard': { version: 1, vendor: 'elicit-kit', validate: (value: unknown) => ({ value }) },
};
