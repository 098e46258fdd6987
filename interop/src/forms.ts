/**
 * What every interop server asks for and what the scripted person answers: the same form as
 * a hand-written JSON schema and as zod 4 (whose JSON Schema carries `pattern` for `z.email()`
 * and `exclusiveMinimum` for `.positive()`), a URL step, and answers that the server accepts
 * or rejects. Each tool returns, as JSON text, what it received.
 */
import { z } from 'zod';

/** Tool names every server registers (where its framework can express them). */
export const TOOLS = {
  /** A form with a hand-written JSON schema. */
  form: 'profile',
  /** The same form from a schema library: zod, valibot, or `z.toJSONSchema` output. */
  typedForm: 'profile-typed',
  /** The zod form handed to a v2-SDK helper as a Standard Schema, which the SDK converts and checks itself. */
  zodSchema: 'profile-zod',
  /** A URL elicitation. */
  url: 'sign-in',
  /** 2025-11-25: `-32042` until the URL step is complete (v1 SDK). */
  urlRequired: 'url-required',
  /** A tool that takes arguments (`team`, `seats`) and then asks for the profile (tmcp with zod). */
  withArguments: 'profile-for-team',
} as const;

/** An object schema as it goes on the wire (each framework types `requestedSchema` its own way). */
export interface ObjectSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  [keyword: string]: unknown;
}

/** The form as a plain JSON schema, in the spec's restricted subset. */
export const PROFILE_SCHEMA: ObjectSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', minLength: 1 },
    email: { type: 'string', title: 'E-mail', format: 'email' },
    seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 9 },
    plan: { type: 'string', title: 'Plan', enum: ['basic', 'pro'] },
    newsletter: { type: 'boolean', title: 'Newsletter', default: false },
  },
  required: ['name', 'email', 'seats'],
};

/** The form in zod 4: `z.email()` emits `pattern`, `.positive()` `exclusiveMinimum`, `.int()` a huge `maximum`. */
export const PROFILE_ZOD = z.object({
  name: z.string().min(1).describe('Your name'),
  email: z.email().describe('E-mail'),
  seats: z.number().int().positive().describe('Seats'),
  plan: z.enum(['basic', 'pro']).default('basic'),
  newsletter: z.boolean().default(false),
});

/** A complete, valid answer to both forms. */
export const VALID = { name: 'Ada', email: 'ada@example.com', seats: 2, plan: 'pro', newsletter: true } as const;

/** An answer that breaks a constraint every server puts on the wire (`minLength: 1` on a required name). */
export const REJECTED_ON_WIRE = { ...VALID, name: '' } as const;

/**
 * Answers a zod server rejects although the SDK-parsed schema allows them: the address breaks
 * zod's e-mail `pattern` (core's own e-mail check accepts `!`), and 0 breaks `exclusiveMinimum: 0`.
 */
export const REJECTED_BY_ZOD = {
  pattern: { ...VALID, email: 'a!b@example.com' },
  exclusiveMinimum: { ...VALID, seats: 0 },
} as const;

/** The page a URL elicitation sends the person to (never opened by the tests unless the server serves it). */
export const SIGN_IN_URL = 'https://example.com/interop/sign-in';

/** What a tool reports it received: the action, and the content when accepted. */
export function received(result: { action: string; content?: Record<string, unknown> | undefined }): string {
  return JSON.stringify(result.content === undefined ? { action: result.action } : { action: result.action, content: result.content });
}
