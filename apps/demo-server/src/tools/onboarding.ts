/**
 * `onboarding`: two questions in one round — a form (display name, team) and a URL request (the
 * workspace terms on the "third-party" site) — answered together and sent back on one retry.
 */
import { inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { TERMS_PATH } from '../sign-in/sign-in-site.js';
import { listing } from './catalog.js';
import { defineTool, finish } from './demo-tool.js';
import type { ElicitAnswer } from './demo-tool.js';
import type { FormSchema } from './form-schema.js';
import { invalidResult } from './outcomes.js';
import type { Invalid } from './outcomes.js';

const TEAMS = { design: 'Design', engineering: 'Engineering', research: 'Research', support: 'Customer support' } as const;

/** The form of `onboarding` (key `details`). */
export const DETAILS_FORM: FormSchema = {
  type: 'object',
  properties: {
    displayName: { type: 'string', title: 'Display name', description: 'How teammates see you.', minLength: 2, maxLength: 40 },
    team: { type: 'string', title: 'Team', oneOf: Object.entries(TEAMS).map(([value, label]) => ({ const: value, title: label })) },
  },
  required: ['displayName', 'team'],
};

const Details = z.object({
  displayName: z.string().min(2).max(40),
  team: z.enum(Object.keys(TEAMS) as [keyof typeof TEAMS, ...Array<keyof typeof TEAMS>]),
});

/** How each of the two questions was answered. */
type Actions = { details: ElicitAnswer['action']; terms: ElicitAnswer['action'] };

/**
 * `onboarding`'s result. Onboarded only when both were accepted (`terms: 'accept'` means the
 * person opened the terms); otherwise `cancelled` if either was cancelled, else `declined`.
 */
export type OnboardingResult =
  ({ status: 'onboarded'; workspace: string } & z.infer<typeof Details> & Actions) | ({ status: 'declined' | 'cancelled' } & Actions) | Invalid;

export const onboarding = defineTool({
  ...listing('onboarding'),
  inputSchema: z.object({ workspace: z.string().min(1).max(40).default('Acme') }),
  async run({ workspace }, turn) {
    const details = turn.answer('details');
    const terms = turn.answer('terms');
    if (details === undefined || terms === undefined) {
      const termsUrl = new URL(TERMS_PATH, turn.env.signInOrigin);
      termsUrl.searchParams.set('workspace', workspace);
      return inputRequired({
        inputRequests: {
          details: inputRequired.elicit({ message: `Welcome to ${workspace}! Tell your teammates who you are.`, requestedSchema: DETAILS_FORM }),
          terms: inputRequired.elicitUrl({ message: `Read and accept the ${workspace} workspace terms.`, url: termsUrl.href }),
        },
      });
    }
    const actions: Actions = { details: details.action, terms: terms.action };
    if (details.action !== 'accept' || terms.action !== 'accept') {
      const status = details.action === 'cancel' || terms.action === 'cancel' ? 'cancelled' : 'declined';
      return finish<OnboardingResult>(`Onboarding to ${workspace} was ${status}; nothing was saved.`, { status, ...actions });
    }
    const parsed = Details.safeParse(details.content ?? {});
    if (!parsed.success) return invalidResult('details form', parsed.error);
    return finish<OnboardingResult>(`Welcome to ${workspace}, ${parsed.data.displayName} (${TEAMS[parsed.data.team]}).`, {
      status: 'onboarded',
      workspace,
      ...parsed.data,
      ...actions,
    });
  },
});
