// @ts-check
// The in-page half of the host benchmark (bench/mcp/run.mjs drives it through window.__bench):
// the kit's ElicitationHost showing N pending form entries (the 10-field fixture), production
// React, timings with performance.now() (5 µs: the page is cross-origin isolated), commits and
// component renders from bench/react/page/hook.js, as in the form benchmark.
import { createRoot } from 'react-dom/client';
import { createElicitationQueue } from '@elicit-kit/core';
import { ElicitationHost } from '@elicit-kit/react';
import schema10 from '../../react/fixtures/schema10.json';
import { peer as kitPeer } from '../../react/peers/kit.tsx';
import { endOf, hook, now, settle, timedMount } from '../../lib/page-settle.js';

const SERVER = { name: 'bench' };
/** @typedef {'inline' | 'dialog'} Layout */
/** @typedef {Awaited<ReturnType<typeof mount>>} Mounted */

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
let serial = 0;
const enqueue = (/** @type {import('@elicit-kit/core').ElicitationQueue} */ queue) => {
  serial++;
  return queue.enqueue({ server: SERVER, key: `k${serial}`, params: { mode: 'form', message: `Request ${serial}`, requestedSchema: schema10 } });
};

/**
 * A host over a fresh queue already holding `n` pending entries; the render is timed.
 * @param {number} n
 * @param {Layout} layout
 */
async function mount(n, layout) {
  const queue = createElicitationQueue();
  for (let i = 0; i < n; i++) enqueue(queue);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const timed = await timedMount(root, container, <ElicitationHost queue={queue} layout={layout} />);
  return { queue, container, root, ...timed };
}

function unmount(/** @type {Mounted} */ m) {
  m.root.unmount();
  m.container.remove();
}

/** One more entry arrives in a mounted host: time from `enqueue` until React settled. */
async function arrive(/** @type {Mounted} */ m) {
  await sleep(30);
  const c0 = hook.commits;
  const r0 = hook.renders;
  const t0 = now();
  enqueue(m.queue);
  const t1 = now();
  await settle();
  return { ms: endOf(c0, t1) - t0, commits: hook.commits - c0, renders: hook.renders - r0 };
}

/** Forms on the page (the dialog layout portals into document.body). */
const forms = () => document.querySelectorAll('form').length;

const bench = {
  isolated: window.crossOriginIsolated,

  /**
   * Mounts of a host with `n` pending entries: `warm` + `timed`; returns the timed samples.
   * @param {number} n @param {Layout} layout @param {number} warm @param {number} timed
   */
  async mountSeries(n, layout, warm, timed) {
    /** @type {{ ms: number, syncMs: number, layoutMs: number }[]} */
    const out = [];
    for (let i = 0; i < warm + timed; i++) {
      const m = await mount(n, layout);
      if (i >= warm) out.push({ ms: m.ms, syncMs: m.syncMs, layoutMs: m.layoutMs });
      unmount(m);
    }
    return out;
  },

  /**
   * A host showing `n` entries (mount untimed), then one more arrives (timed): `warm` + `timed`.
   * @param {number} n @param {number} warm @param {number} timed
   */
  async arrivalSeries(n, warm, timed) {
    /** @type {{ ms: number, commits: number }[]} */
    const out = [];
    for (let i = 0; i < warm + timed; i++) {
      const m = await mount(n, 'inline');
      const a = await arrive(m);
      if (i >= warm) out.push({ ms: a.ms, commits: a.commits });
      unmount(m);
    }
    return out;
  },

  /**
   * Untimed pass with render counting on: commits and component renders (by name) per mount and per arrival.
   * @param {number} n @param {Layout} layout
   */
  async counts(n, layout) {
    hook.counting = true;
    try {
      hook.names = {};
      const m = await mount(n, layout);
      const out = {
        mountCommits: m.commits,
        mountRenders: m.renders,
        mountNames: { ...hook.names },
        mounted: hook.mounted,
        forms: forms(),
        dom: document.body.querySelectorAll('*').length,
      };
      if (layout === 'inline') {
        hook.names = {};
        const a = await arrive(m);
        Object.assign(out, { arrivalCommits: a.commits, arrivalRenders: a.renders, arrivalNames: { ...hook.names }, formsAfter: forms() });
      }
      unmount(m);
      return out;
    } finally {
      hook.counting = false;
    }
  },
};
// The kit's secret-field chunk and its tables, loaded and built once first (bench/README.md, "heap").
Promise.resolve(kitPeer.ready).then(() => {
  window.__bench = bench;
});
