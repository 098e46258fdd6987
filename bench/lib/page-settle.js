// @ts-check
import { flushSync } from 'react-dom';

// In-page timing helpers shared by the benchmark pages (bundled into them). They read the
// DevTools hook bench/react/page/hook.js installs as window.__benchHook before React loads.

export const hook = window.__benchHook;
export const now = () => performance.now();

/**
 * Settle rule: wait on MessageChannel macrotasks until 3 consecutive turns see no new commit
 * (and `until()` holds). Gives up after `limitMs` and says so.
 */
export function settle(until = () => true, limitMs = 5000) {
  return /** @type {Promise<boolean>} */ (
    new Promise((resolve) => {
      const ch = new MessageChannel();
      const start = now();
      let seen = hook.commits;
      let quiet = 0;
      ch.port1.onmessage = () => {
        if (hook.commits !== seen) {
          seen = hook.commits;
          quiet = 0;
        } else quiet++;
        if (quiet >= 3 && until()) {
          ch.port1.close();
          resolve(true);
        } else if (now() - start > limitMs) {
          ch.port1.close();
          resolve(false);
        } else ch.port2.postMessage(0);
      };
      ch.port2.postMessage(0);
    })
  );
}

/** End of a triggered update: the last commit after t0, or the end of the synchronous trigger. */
export const endOf = (/** @type {number} */ commitsBefore, /** @type {number} */ triggerEnd) =>
  hook.commits > commitsBefore ? Math.max(hook.lastCommit, triggerEnd) : triggerEnd;

/**
 * A timed first render of `element` into `root` (created outside the timing): `flushSync`, then
 * `offsetHeight` (the forced style+layout of that commit, reported on its own), then settle.
 * `ms` = end − start, minus the forced layout when later commits (effects) came after it.
 * @param {import('react-dom/client').Root} root
 * @param {HTMLElement} container
 * @param {import('react').ReactNode} element
 */
export async function timedMount(root, container, element) {
  await settle();
  const c0 = hook.commits;
  const r0 = hook.renders;
  const t0 = now();
  flushSync(() => root.render(element));
  const tSync = now();
  void container.offsetHeight; // forced style + layout of the first commit
  const tLayout = now();
  await settle();
  const later = hook.commits > c0 && hook.lastCommit > tLayout;
  return {
    ms: later ? hook.lastCommit - t0 - (tLayout - tSync) : tSync - t0,
    syncMs: tSync - t0,
    layoutMs: tLayout - tSync,
    commits: hook.commits - c0,
    renders: hook.renders - r0,
  };
}
