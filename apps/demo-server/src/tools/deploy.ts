/**
 * `deploy`: two rounds in a row. Round 1 is a yes/no confirmation; round 2 asks for the
 * rollout. The confirmation travels from round 1 to round 2 in the HMAC-signed `requestState`,
 * so the server keeps nothing between the requests and a forged state is refused.
 */
import { inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { listing } from './catalog.js';
import { defineTool, finish } from './demo-tool.js';
import type { SealedState, ToolTurn } from './demo-tool.js';
import type { FormSchema } from './form-schema.js';
import { invalidResult, refusedResult } from './outcomes.js';
import type { Invalid, Refused } from './outcomes.js';

/** The state between round 1 and round 2: what was confirmed. */
interface ConfirmedDeploy extends SealedState {
  tool: 'deploy';
  version: string;
  environment: string;
}

/** Round 1's form (key `confirm`): one yes/no question. */
export function confirmForm(version: string, environment: string): FormSchema {
  return {
    type: 'object',
    properties: {
      confirm: { type: 'boolean', title: `Deploy ${version} to ${environment}?`, description: 'Nothing is deployed until you confirm.', default: false },
    },
    required: ['confirm'],
  };
}

/** Round 2's form (key `rollout`). */
export const ROLLOUT_FORM: FormSchema = {
  type: 'object',
  properties: {
    percentage: {
      type: 'integer',
      title: 'Rollout percentage',
      description: 'Share of traffic that gets the new version first.',
      minimum: 1,
      maximum: 100,
      default: 10,
    },
    note: { type: 'string', title: 'Release note', description: 'One line for the changelog.', minLength: 3, maxLength: 200 },
  },
  required: ['percentage', 'note'],
};

const Rollout = z.object({ percentage: z.number().int().min(1).max(100), note: z.string().min(3).max(200) });

/** `deploy`'s result. `not-confirmed`: the person answered the confirmation with "no". */
export type DeployResult =
  | { status: 'deployed'; version: string; environment: string; percentage: number; note: string }
  | { status: 'not-confirmed'; version: string; environment: string }
  | Refused
  | Invalid;

export const deploy = defineTool({
  ...listing('deploy'),
  inputSchema: z.object({
    version: z
      .string()
      .regex(/^v\d+\.\d+\.\d+$/)
      .default('v2.4.1'),
    environment: z.enum(['staging', 'production']).default('production'),
  }),
  async run({ version, environment }, turn) {
    const confirmed = turn.state<ConfirmedDeploy>();
    return confirmed === undefined ? confirmRound(version, environment, turn) : rolloutRound(confirmed, turn);
  },
});

async function confirmRound(version: string, environment: string, turn: ToolTurn) {
  const answer = turn.answer('confirm');
  if (answer === undefined) {
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({ message: `Ready to deploy ${version} to ${environment}?`, requestedSchema: confirmForm(version, environment) }),
      },
    });
  }
  if (answer.action !== 'accept') return refusedResult(answer.action, 'the deployment', 1);
  if (answer.content?.confirm !== true) {
    return finish<DeployResult>(`You chose not to deploy ${version} to ${environment}.`, { status: 'not-confirmed', version, environment });
  }
  return askRollout(await turn.seal({ version, environment }), version, environment);
}

async function rolloutRound(confirmed: ConfirmedDeploy, turn: ToolTurn) {
  const { version, environment } = confirmed;
  const answer = turn.answer('rollout');
  // A retry with the state but no answer (e.g. resumed): ask round 2 again, same state.
  if (answer === undefined) return askRollout(await turn.seal({ version, environment }), version, environment);
  if (answer.action !== 'accept') return refusedResult(answer.action, 'the deployment', 2);
  const rollout = Rollout.safeParse(answer.content ?? {});
  if (!rollout.success) return invalidResult('rollout form', rollout.error);
  const { percentage, note } = rollout.data;
  return finish<DeployResult>(`Deployed ${version} to ${environment} for ${percentage}% of traffic: “${note}”.`, {
    status: 'deployed',
    version,
    environment,
    percentage,
    note,
  });
}

function askRollout(requestState: string, version: string, environment: string) {
  return inputRequired({
    inputRequests: { rollout: inputRequired.elicit({ message: `How should ${version} roll out to ${environment}?`, requestedSchema: ROLLOUT_FORM }) },
    requestState,
  });
}
