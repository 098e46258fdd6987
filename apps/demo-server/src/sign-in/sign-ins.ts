/**
 * The sign-ins the demo's "third-party" page is waiting for. Each is keyed by an unguessable
 * nonce that travels in the page URL's `state` and in the tool's signed `requestState`, so
 * the page's POST can only finish the one call that issued it.
 */
import { randomBytes } from 'node:crypto';

/** One sign-in, from the link being issued to the person pressing Authorize. */
export interface SignIn {
  readonly nonce: string;
  /** When the link stops working (ms since the epoch). */
  readonly expiresAt: number;
  /** The account the person authorized, once they have. */
  account?: string;
}

/** Options of {@link SignInRegistry.start}. */
export interface StartSignIn {
  /** Called once, when the person finishes this sign-in (the 2025-11-25 path sends its completion notification). */
  onFinish?: (signIn: SignIn) => void;
}

/** The open sign-ins of one running demo server. */
export interface SignInRegistry {
  /** Issues a new sign-in with a fresh nonce. */
  start(options?: StartSignIn): SignIn;
  /** The sign-in of `nonce`, unless unknown or expired. */
  get(nonce: string): SignIn | undefined;
  /** Marks the sign-in finished for `account`; false when the nonce is unknown, expired or already used. */
  finish(nonce: string, account: string): boolean;
  /**
   * Resolves with the sign-in once it is finished, or with `undefined` once its link expires (at
   * once when the nonce is unknown or expired); rejects with the signal's reason on abort.
   */
  waitUntilFinished(nonce: string, options: { signal?: AbortSignal }): Promise<SignIn | undefined>;
  /**
   * Whether this is the first time a request waits on `round` of sign-in `nonce` (a round being
   * one asking of its link): `false` for a repeat — the client sent that round's answer again,
   * which it does when the person says they finished. `false` for an unknown or expired nonce.
   */
  firstWait(nonce: string, round: number): boolean;
}

interface Entry {
  signIn: SignIn;
  onFinish?: (signIn: SignIn) => void;
  waiters: Set<() => void>;
  /** The link rounds a request has waited on. */
  waited: Set<number>;
}

/** Creates an empty registry; links live `lifetimeMs`. */
export function createSignInRegistry(lifetimeMs: number, now: () => number = Date.now): SignInRegistry {
  const entries = new Map<string, Entry>();

  const live = (nonce: string): Entry | undefined => {
    const entry = entries.get(nonce);
    if (entry === undefined) return undefined;
    if (entry.signIn.expiresAt <= now()) {
      entries.delete(nonce);
      return undefined;
    }
    return entry;
  };

  return {
    start(options = {}) {
      // Forget the expired ones as new ones come, so a long-running demo does not grow.
      for (const nonce of [...entries.keys()]) live(nonce);
      const signIn: SignIn = { nonce: randomBytes(24).toString('base64url'), expiresAt: now() + lifetimeMs };
      entries.set(signIn.nonce, { signIn, waiters: new Set(), waited: new Set(), ...(options.onFinish !== undefined && { onFinish: options.onFinish }) });
      return signIn;
    },
    get: (nonce) => live(nonce)?.signIn,
    finish(nonce, account) {
      const entry = live(nonce);
      if (entry === undefined || entry.signIn.account !== undefined) return false;
      entry.signIn.account = account;
      for (const wake of [...entry.waiters]) wake();
      entry.onFinish?.(entry.signIn);
      return true;
    },
    firstWait(nonce, round) {
      const entry = live(nonce);
      if (entry === undefined || entry.waited.has(round)) return false;
      entry.waited.add(round);
      return true;
    },
    waitUntilFinished(nonce, { signal }) {
      const entry = live(nonce);
      if (entry === undefined || entry.signIn.account !== undefined) return Promise.resolve(entry?.signIn);
      return new Promise((resolve, reject) => {
        const done = (): void => {
          clearTimeout(timer);
          entry.waiters.delete(onFinished);
          signal?.removeEventListener('abort', onAbort);
        };
        const onFinished = (): void => {
          done();
          resolve(entry.signIn);
        };
        const onAbort = (): void => {
          done();
          reject(signal?.reason);
        };
        // The link's own lifetime, not a "still waiting" timer: past it the answer is "expired".
        const timer = setTimeout(
          () => {
            done();
            resolve(undefined);
          },
          Math.max(0, entry.signIn.expiresAt - now()),
        );
        if (signal?.aborted) return onAbort();
        entry.waiters.add(onFinished);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
