import {
  accept,
  cancel,
  defaultValues,
  readElicitRequestParams,
  toFormModel,
  validate,
  type ElicitResult,
  type ElicitationQueue,
  type FieldError,
  type PendingElicitation,
} from '@elicit-kit/core';

/** Why the responder could not answer an entry the way a person would. */
export interface UnanswerableEntry {
  entry: PendingElicitation;
  /** `invalid-params`: core could not read the request; `invalid-form`: the proposed values failed `validate`. */
  reason: 'invalid-params' | 'invalid-form';
  errors?: FieldError[];
}

/**
 * What a person who accepts whatever the form proposes would submit: every field's default,
 * and a tick in each checkbox that has none (an unticked box is often what the server asks for).
 * The values still go through core's `validate`, as the UI's submit button does.
 */
export function answerAcceptingDefaults(params: unknown): ElicitResult | Omit<UnanswerableEntry, 'entry'> {
  const reading = readElicitRequestParams(params);
  if (!reading.ok) return { reason: 'invalid-params' };
  if (reading.mode === 'url') return accept();
  const model = toFormModel(reading.params.requestedSchema);
  const values = defaultValues(model);
  for (const field of model.fields) if (field.kind === 'boolean' && field.default === undefined) values[field.key] = true;
  const checked = validate(model, values);
  return checked.ok ? accept(checked.content) : { reason: 'invalid-form', errors: checked.errors };
}

/**
 * Subscribes to `queue` and answers every pending entry with {@link answerAcceptingDefaults},
 * through `queue.respond` like the UI would. An entry it cannot answer is cancelled (as a person
 * closing a broken form would) and reported. Returns the unsubscribe function.
 */
export function respondAcceptingDefaults(queue: ElicitationQueue, onUnanswerable: (problem: UnanswerableEntry) => void): () => void {
  const answerPending = (): void => {
    for (const entry of queue.getSnapshot().pending) {
      const answer = answerAcceptingDefaults(entry.params);
      if ('action' in answer) {
        queue.respond(entry.id, answer);
      } else {
        onUnanswerable({ entry, ...answer });
        queue.respond(entry.id, cancel());
      }
    }
  };
  const unsubscribe = queue.subscribe(answerPending);
  answerPending();
  return unsubscribe;
}
