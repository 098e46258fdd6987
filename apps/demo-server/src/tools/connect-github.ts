/**
 * `connect_github`: URL mode to the demo's "third-party" sign-in site (another port, another
 * host name, so the consent card shows a different origin), then the call completes once the
 * person has authorized there.
 *
 * 2026-07-28: a URL `accept` only means "the person opened the link", and the kit retries at
 * once, long before the sign-in is done. So the retry is held open until the sign-in finishes
 * (or the client goes away, or the link expires). When the same round's answer arrives again —
 * the client asks again because the person said "I've finished" — and the sign-in is not done,
 * the server answers "still waiting": the same link as a new round (or, with `finishedEarly:
 * 'hold'`, holds that retry too). What decides is whether the page was completed, never a clock.
 *
 * 2025-11-25: the classic path — the call fails with `-32042` (URL elicitation required, with an
 * `elicitationId`); when the page's POST arrives the server sends
 * `notifications/elicitation/complete` on the session, and the client's retry finds the sign-in done.
 */
import { UrlElicitationRequiredError, inputRequired } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { randomUUID } from 'node:crypto';
import * as z from 'zod/v4';
import { AUTHORIZE_PATH } from '../sign-in/sign-in-site.js';
import type { SignIn } from '../sign-in/sign-ins.js';
import { listing } from './catalog.js';
import { defineTool, finish } from './demo-tool.js';
import type { LegacySession, SealedState, ToolTurn } from './demo-tool.js';
import { refusedResult } from './outcomes.js';
import type { Refused } from './outcomes.js';

/** The `inputRequests` key of the sign-in link (2026-07-28). */
export const GITHUB_KEY = 'github';

/** What the consent card says. */
export const SIGN_IN_MESSAGE = 'Sign in to GitHub so the demo can read your public profile and list your repositories.';

/** The state of a 2026-07-28 call: which sign-in it waits for, and which asking of its link this is (from 1). */
interface GithubState extends SealedState {
  tool: 'connect_github';
  nonce: string;
  step: 'link';
  round: number;
}

/** `connect_github`'s result. `expired`: the sign-in link (10 minutes) ran out first. */
export type ConnectGithubResult = { status: 'connected'; account: string } | { status: 'expired' } | Refused;

/** The sign-in page's address for one sign-in. */
export function signInUrl(origin: string, nonce: string): string {
  const url = new URL(AUTHORIZE_PATH, origin);
  url.search = new URLSearchParams({ client_id: 'elicit-kit-demo', scope: 'read:user repo', state: nonce }).toString();
  return url.href;
}

export const connectGithub = defineTool({
  ...listing('connect_github'),
  inputSchema: z.object({}),
  async run(_args, turn) {
    if (turn.legacy !== undefined) return connectWithUrlRequiredError(turn, turn.legacy);
    const state = turn.state<GithubState>();
    if (state === undefined) {
      const signIn = turn.env.signIns.start();
      return askToOpen(turn, signIn.nonce, 1);
    }
    const answer = turn.answer(GITHUB_KEY);
    if (answer === undefined) return askToOpen(turn, state.nonce, state.round);
    if (answer.action !== 'accept') return refusedResult(answer.action, 'connecting GitHub');
    return awaitSignIn(turn, state);
  },
});

async function askToOpen(turn: ToolTurn, nonce: string, round: number) {
  return inputRequired({
    inputRequests: { [GITHUB_KEY]: inputRequired.elicitUrl({ message: SIGN_IN_MESSAGE, url: signInUrl(turn.env.signInOrigin, nonce) }) },
    requestState: await turn.seal({ nonce, step: 'link', round }),
  });
}

/**
 * The link was opened: connected once the sign-in is done. The first request of a round is held
 * until then; the same round's answer sent again means the person said they finished, so
 * without a sign-in the server says it still waits and asks for the same link again.
 */
async function awaitSignIn(turn: ToolTurn, { nonce, round }: GithubState) {
  const { signIns, finishedEarly, log } = turn.env;
  const open = signIns.get(nonce);
  if (open === undefined) return expired();
  if (open.account !== undefined) return connected(open.account);
  if (!signIns.firstWait(nonce, round) && finishedEarly === 'ask-again') {
    log('connect_github: asked again before the sign-in; still waiting, the same link again');
    return askToOpen(turn, nonce, round + 1);
  }
  let signIn: SignIn | undefined;
  try {
    log('connect_github: waiting for the sign-in');
    signIn = await signIns.waitUntilFinished(nonce, { signal: turn.signal });
  } catch (error) {
    log('connect_github: the client went away while waiting for the sign-in');
    throw error;
  }
  return signIn?.account !== undefined ? connected(signIn.account) : expired();
}

interface PendingLegacySignIn {
  nonce: string;
  elicitationId: string;
}

/** 2025-11-25: `-32042` until the sign-in of this session is done. */
function connectWithUrlRequiredError(turn: ToolTurn, session: LegacySession): CallToolResult {
  const { signIns, signInOrigin, log } = turn.env;
  const pending = session.memory.get('connect_github') as PendingLegacySignIn | undefined;
  if (pending !== undefined) {
    const signIn = signIns.get(pending.nonce);
    if (signIn?.account !== undefined) {
      session.memory.delete('connect_github');
      return connected(signIn.account);
    }
    // Retried before the person finished: the same link again.
    if (signIn !== undefined) throw urlRequired(signInOrigin, pending);
  }
  const elicitationId = randomUUID();
  const notifyComplete = session.completionNotifier(elicitationId);
  const signIn = signIns.start({
    onFinish: () => void notifyComplete().catch((error: unknown) => log(`connect_github: completion notification failed: ${String(error)}`)),
  });
  const issued = { nonce: signIn.nonce, elicitationId };
  session.memory.set('connect_github', issued);
  throw urlRequired(signInOrigin, issued);
}

function urlRequired(origin: string, { nonce, elicitationId }: PendingLegacySignIn): UrlElicitationRequiredError {
  return new UrlElicitationRequiredError([{ mode: 'url', message: SIGN_IN_MESSAGE, url: signInUrl(origin, nonce), elicitationId }], 'Sign in to GitHub first.');
}

function connected(account: string) {
  return finish<ConnectGithubResult>(`Connected to GitHub as ${account}.`, { status: 'connected', account });
}

function expired() {
  return finish<ConnectGithubResult>('The GitHub sign-in link expired before you finished; start again.', { status: 'expired' });
}
