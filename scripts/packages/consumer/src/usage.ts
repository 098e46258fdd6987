// A small, typed use of the non-React packages, as an app would write it: if a declaration is
// missing or wrong, tsc fails here (bundler and nodenext resolution both type-check this file).
import { Client } from '@modelcontextprotocol/client';
import {
  accept,
  createElicitationQueue,
  defaultValues,
  toFormModel,
  validate,
  type ElicitResult,
  type FormModel,
  type RequestedSchema,
} from '@elicit-kit/core';
import { findSensitiveFields } from '@elicit-kit/core/sensitive';
import { inspectUrl, type UrlReport } from '@elicit-kit/core/url';
import { bindElicitation, ElicitKitError, type ElicitationBinding } from '@elicit-kit/mcp';

export const BOOKING_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Your name', minLength: 2 },
    guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 8 },
    terrace: { type: 'boolean', title: 'Terrace table' },
  },
  required: ['name', 'guests'],
} satisfies RequestedSchema;

/** Core end to end: schema → model → validation → the exact accept result. */
export function coreRoundTrip(): { model: FormModel; result: ElicitResult | undefined } {
  const model = toFormModel(BOOKING_SCHEMA);
  const checked = validate(model, { ...defaultValues(model), name: 'Ada', guests: '2' });
  const secrets = findSensitiveFields(model);
  return { model, result: checked.ok && secrets.length === 0 ? accept(checked.content) : undefined };
}

/** The registrable domain core's URL inspector finds (the public-suffix data in `./url`). */
export function registrableDomain(url: string): string | undefined {
  const report: UrlReport = inspectUrl(url);
  return report.host?.registrableDomain;
}

/** The MCP binding on a real SDK client (not connected: binding comes before connect). */
export function bindClient(): { binding: ElicitationBinding; pending: number } {
  const queue = createElicitationQueue();
  const client = new Client({ name: 'consumer-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  const binding = bindElicitation(client, queue, { server: { name: 'bookings' }, modes: { form: true, url: true } });
  return { binding, pending: queue.getSnapshot().pending.length };
}

/** The kit's typed errors carry a `code` to switch on. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ElicitKitError ? error.code : undefined;
}
