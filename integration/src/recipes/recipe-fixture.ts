/**
 * What both recipe tests share: one real demo server per file (reset between tests), cleanups run
 * after each test in reverse, and a scripted person answering a queue as the kit's components do.
 */
import type { ElicitationQueue, ElicitResult, PendingElicitation } from '@elicit-kit/core';
import { startDemoServer } from '@elicit-kit/demo-server/server';
import { actAsPerson } from '@elicit-kit/mcp/test-support/sdk-client';
import { expect } from 'vitest';
import { signInAs, useDemoServer } from '@elicit-kit/test-support/demo-server';
import { nextPending } from '@elicit-kit/mcp/test-support/queue-waits';

/** A valid answer to the demo's `book_flight` form. */
export const TRIP = { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'business', passengers: 2, meals: ['vegetarian'] };
/** The demo server as the host knows it. */
export const DEMO = { name: 'demo', title: 'Elicit Kit demo' };

/** Registers the file's hooks; `demo()` is the running server, `cleanup` runs after the test. */
export function useRecipeDemo() {
  const fixture = useDemoServer(startDemoServer);
  const running = () => fixture.server;
  return {
    demo: running,
    cleanup: fixture.cleanup,
    /** A scripted person answering `queue` with `decide(entry)`; stops after the test. */
    person(queue: ElicitationQueue, decide: (entry: PendingElicitation) => ElicitResult) {
      const watching = actAsPerson(queue, decide);
      fixture.cleanup(watching.stop);
      return watching;
    },
    /** After an abort: entry `id` takes no answer any more, and no accept reached the server. */
    expectNothingAccepted(queue: ElicitationQueue, id: string) {
      expect(queue.respond(id, { action: 'accept', content: TRIP })).toBe(false);
      expect(
        running()
          .answers()
          .filter((answer) => answer.action === 'accept'),
      ).toEqual([]);
    },
    /** Waits for the sign-in link on `queue`, checks it points at the demo's sign-in site, consents and signs in as `login`. */
    async consentAndSignIn(queue: ElicitationQueue, login: string) {
      const entry = await nextPending(queue);
      const params = entry.params as { mode: string; url: string };
      expect(params.mode).toBe('url');
      expect(new URL(params.url).origin).toBe(running().signInOrigin);
      queue.respond(entry.id, { action: 'accept' });
      await signInAs(params.url, login);
    },
  };
}
