// The secret-field check (secrets the spec forbids in form mode), whose lexicon is a separate
// chunk loaded on demand.
import type { FormModel } from '@elicit-kit/core';
import type { SensitiveFindings } from './control/formState.js';

type SensitiveModule = typeof import('@elicit-kit/core/sensitive');
let sensitiveModule: Promise<SensitiveModule> | undefined;

/** Loads the secret-field lexicon on demand (a separate chunk), once per page. */
export function loadSensitiveCheck(): Promise<SensitiveModule> {
  sensitiveModule ??= import('@elicit-kit/core/sensitive').catch((error: unknown) => {
    sensitiveModule = undefined; // a failed chunk load is retried next time
    throw error;
  });
  return sensitiveModule;
}

/** What the check flags in a form and its message; `undefined` when nothing is flagged (rejects when the chunk cannot load). */
export async function findSensitive(model: FormModel, message: string): Promise<SensitiveFindings | undefined> {
  const m = await loadSensitiveCheck();
  const flagged = m.findSensitiveFields(model);
  const inMessage = m.matchSensitiveText(message);
  return flagged.length > 0 || inMessage ? { fields: flagged, ...(inMessage && { message: inMessage }) } : undefined;
}
