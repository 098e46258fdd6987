import type { inputRequired } from '@modelcontextprotocol/server';

/** A form-mode `requestedSchema` as the SDK's `inputRequired.elicit` takes it (plain JSON, not zod). */
export type FormSchema = Extract<Parameters<typeof inputRequired.elicit>[0]['requestedSchema'], { type: 'object' }>;
