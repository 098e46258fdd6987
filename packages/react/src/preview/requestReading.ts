import type { ElicitParamsReading, FormModel } from '@elicit-kit/core';
import { readElicitRequestParams } from '@elicit-kit/core/protocol';
import { toFormModel } from '@elicit-kit/core/schema';

/** Core's reading of previewed params: the envelope, and for a form its model. */
export interface RequestReading {
  envelope: ElicitParamsReading;
  /** The form's model (form mode only). */
  model?: FormModel;
  /** Whether an accept is possible at all (a usable URL request, or a form core calls acceptable). */
  acceptable: boolean;
}

/** Reads params the way the rendered components do (`readElicitRequestParams`, then `toFormModel`). */
export function readRequest(params: unknown): RequestReading {
  const envelope = readElicitRequestParams(params);
  if (!envelope.ok) return { envelope, acceptable: false };
  if (envelope.mode === 'url') return { envelope, acceptable: true };
  const model = toFormModel(envelope.params.requestedSchema);
  return { envelope, model, acceptable: model.renderable && model.acceptable !== false };
}
