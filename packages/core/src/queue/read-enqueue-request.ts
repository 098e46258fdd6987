import type { FormValues } from '../values/types.js';
import type { ServerIdentity } from './types.js';

/** The usable parts of an enqueue request. */
export interface RequestFields {
  server: Readonly<ServerIdentity> | undefined;
  params: unknown;
  key: string | undefined;
  group: string | undefined;
  signal: AbortSignal | undefined;
  expiresAt: number | undefined;
  draft: FormValues | undefined;
  rejection: string | undefined;
  waitsForServer: boolean;
}

/** The usable parts of an enqueue request, read without trusting its shape. */
export function readRequest(request: unknown): RequestFields {
  const fields: RequestFields = {
    server: undefined,
    params: undefined,
    key: undefined,
    group: undefined,
    signal: undefined,
    expiresAt: undefined,
    draft: undefined,
    rejection: undefined,
    waitsForServer: false,
  };
  try {
    if (typeof request !== 'object' || request === null) return fields;
    const { server, params, key, group, signal, expiresAt, draft, rejection, waitsForServer } = request as Record<string, unknown>;
    fields.params = params;
    fields.server = readServer(server);
    fields.key = typeof key === 'string' ? key : undefined;
    fields.group = typeof group === 'string' ? group : undefined;
    fields.signal = isAbortSignal(signal) ? signal : undefined;
    fields.expiresAt = Number.isFinite(expiresAt) ? (expiresAt as number) : undefined;
    fields.draft = typeof draft === 'object' && draft !== null ? (draft as FormValues) : undefined;
    fields.rejection = typeof rejection === 'string' && rejection !== '' ? rejection : undefined;
    fields.waitsForServer = waitsForServer === true;
  } catch {
    // A hostile request (throwing getters) counts as unusable: no server was read.
    fields.server = undefined;
  }
  return fields;
}

/** A frozen copy of the host's server description, or `undefined` without a non-empty name. */
function readServer(server: unknown): Readonly<ServerIdentity> | undefined {
  if (typeof server !== 'object' || server === null) return undefined;
  const { name, title, icon } = server as Record<string, unknown>;
  if (typeof name !== 'string' || name === '') return undefined;
  const copy: ServerIdentity = { name };
  if (typeof title === 'string') copy.title = title;
  if (typeof icon === 'string') copy.icon = icon;
  return Object.freeze(copy);
}

function isAbortSignal(value: unknown): value is AbortSignal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AbortSignal).aborted === 'boolean' &&
    typeof (value as AbortSignal).addEventListener === 'function' &&
    typeof (value as AbortSignal).removeEventListener === 'function'
  );
}
