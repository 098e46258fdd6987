// @ts-check
// The in-page half of the React benchmark: one bundle per peer (React inside, production build).
// run.mjs drives it through window.__bench; every timing is taken here with performance.now(),
// which has 5 µs resolution because the page is cross-origin isolated (COOP/COEP).
import { createRoot } from 'react-dom/client';
import data10 from '../fixtures/data10.json';
import data100 from '../fixtures/data100.json';
import schema10 from '../fixtures/schema10.json';
import schema100 from '../fixtures/schema100.json';
import { endOf, hook, now, settle, timedMount } from '../../lib/page-settle.js';

const FIXTURES = { 10: [schema10, data10], 100: [schema100, data100] };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const letters = 'abcdefghijklmnopqrstuvwxyz';

export function install(peer) {
  const { Form } = peer;
  let handler = null;
  const onSubmit = (values) => handler?.(values);

  async function mount(n, filled) {
    const [schema, data] = FIXTURES[n];
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const timed = await timedMount(root, container, <Form schema={schema} data={filled ? data : undefined} onSubmit={onSubmit} />);
    return { container, root, ...timed };
  }

  function unmount(m) {
    m.root.unmount();
    m.container.remove();
  }

  async function submit(m) {
    let result = null;
    let tSubmitted = 0;
    handler = (values) => {
      result = values;
      tSubmitted = now();
    };
    const c0 = hook.commits;
    const r0 = hook.renders;
    const t0 = now();
    peer.submit(m.container);
    const tClick = now();
    const ok = await settle(() => result !== null);
    handler = null;
    const end = Math.max(endOf(c0, tClick), tSubmitted);
    return { ms: end - t0, toCallMs: tSubmitted - t0, called: ok && result !== null, values: result, commits: hook.commits - c0, renders: hook.renders - r0 };
  }

  const valueProperty = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  if (!valueProperty?.set) throw new Error('HTMLInputElement has no value setter');
  const valueSetter = valueProperty.set;
  async function keystroke(input, ch) {
    input.focus();
    valueSetter.call(input, input.value + ch);
    const c0 = hook.commits;
    const r0 = hook.renders;
    const t0 = now();
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: ch, inputType: 'insertText' }));
    const t1 = now();
    await settle();
    return { ms: endOf(c0, t1) - t0, commits: hook.commits - c0, renders: hook.renders - r0 };
  }

  const firstInput = (m) => m.container.querySelector('input');

  // A peer may have one-time page set-up to finish first (`peer.ready`); run.mjs waits for __bench.
  const bench = {
    peer: { id: peer.id, name: peer.name },
    isolated: window.crossOriginIsolated,

    /** Mount (empty form, defaults only) `warm` + `timed` times; returns the timed samples. */
    async mountSeries(n, warm, timed) {
      const out = [];
      for (let i = 0; i < warm + timed; i++) {
        const m = await mount(n, false);
        if (i >= warm) out.push({ ms: m.ms, syncMs: m.syncMs, layoutMs: m.layoutMs, commits: m.commits });
        unmount(m);
      }
      return out;
    },

    /** Valid submit of the filled form: mount (untimed), settle, 30 ms idle, click, until onSubmit + settled. */
    async submitSeries(n, warm, timed) {
      const out = [];
      for (let i = 0; i < warm + timed; i++) {
        const m = await mount(n, true);
        await sleep(30);
        const s = await submit(m);
        unmount(m);
        if (!s.called) throw new Error(`${peer.id}: onSubmit was not called (submit ${n}, sample ${i})`);
        if (i >= warm) out.push({ ms: s.ms, toCallMs: s.toCallMs, commits: s.commits });
      }
      return out;
    },

    /** Keystrokes into the first text input of empty forms: `mounts` × (`warm` + `timed`). */
    async keystrokeSeries(n, mounts, warm, timed) {
      const out = [];
      for (let k = 0; k < mounts; k++) {
        const m = await mount(n, false);
        const input = firstInput(m);
        for (let i = 0; i < warm + timed; i++) {
          const s = await keystroke(input, letters[i % 26]);
          if (i >= warm) out.push({ ms: s.ms, commits: s.commits });
        }
        unmount(m);
      }
      return out;
    },

    /** Untimed pass with render counting on: commits, component renders, DOM size, submitted values. */
    async counts(n) {
      hook.counting = true;
      try {
        const [, data] = FIXTURES[n];
        const out = {};
        // Mount (empty) and a keystroke after one warm-up keystroke.
        let m = await mount(n, false);
        out.mountCommits = m.commits;
        out.mountRenders = m.renders;
        out.mounted = hook.mounted;
        out.domEmpty = m.container.querySelectorAll('*').length;
        const input = firstInput(m);
        out.firstInputName = input?.name || input?.id || '';
        await keystroke(input, 'a');
        hook.names = {};
        const k = await keystroke(input, 'b');
        out.keyRenderNames = { ...hook.names };
        out.keyCommits = k.commits;
        out.keyRenders = k.renders;
        out.keyMounted = hook.mounted;
        unmount(m);
        // Valid submit of the filled form, unchanged: the values must be the fill data.
        m = await mount(n, true);
        out.domFilled = m.container.querySelectorAll('*').length;
        await sleep(30);
        let s = await submit(m);
        out.filledCalled = s.called;
        out.filledValues = s.values;
        out.submitCommitsUntouched = s.commits;
        out.submitRendersUntouched = s.renders;
        unmount(m);
        // Type 'xyz' into the first field of the filled form, then submit.
        m = await mount(n, true);
        const first = firstInput(m);
        for (const ch of 'xyz') await keystroke(first, ch);
        await sleep(30);
        hook.names = {};
        s = await submit(m);
        out.submitRenderNames = { ...hook.names };
        out.typedCalled = s.called;
        out.typedFirst = s.values ? s.values[Object.keys(data)[0]] : undefined;
        out.submitCommits = s.commits;
        out.submitRenders = s.renders;
        unmount(m);
        return out;
      } finally {
        hook.counting = false;
      }
    },

    /** For profiling by hand (not used by run.mjs): one mount kept in `kept`, then one submit of it. */
    async mountFilled(n) {
      this.kept = await mount(n, true);
      await sleep(30);
    },
    async submitKept() {
      const s = await submit(this.kept);
      unmount(this.kept);
      return s.ms;
    },

    /** The heap reading's mount: the first mount of the page, left mounted. */
    async mountAndKeep(n) {
      const m = await mount(n, false);
      return { ms: m.ms, dom: m.container.querySelectorAll('*').length };
    },
  };
  Promise.resolve(peer.ready).then(() => {
    window.__bench = bench;
  });
}
