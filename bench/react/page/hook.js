// @ts-check
// A minimal React DevTools hook, loaded as a plain <script> before React. Production React
// compiles the Profiler's onRender out, but still calls a DevTools hook's onCommitFiberRoot on
// every commit: that gives commit counts and the time of the last commit. With `counting` on
// (untimed passes only) it also walks the committed fiber tree and counts component renders: a
// function / class / forwardRef / simple-memo fiber rendered in this commit iff it is not the
// same object as in the previous commit of its root (bailed-out subtrees keep their fibers) and
// carries the PerformedWork flag.
(function () {
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]); // Function, Class, ForwardRef, SimpleMemo
  const PERFORMED_WORK = 1;
  const previous = new WeakMap(); // FiberRoot -> WeakSet of the fibers of its last committed tree
  const state = { commits: 0, lastCommit: 0, counting: false, renders: 0, mounted: 0, renderers: 0, names: {} };
  const nameOf = (t) => (t && (t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && nameOf(t.type)))) || '?';

  function walk(root) {
    const seen = new WeakSet();
    const prev = previous.get(root);
    let renders = 0;
    let mounted = 0;
    const stack = root.current ? [root.current] : [];
    while (stack.length > 0) {
      const f = stack.pop();
      seen.add(f);
      if (COMPONENT_TAGS.has(f.tag)) {
        mounted++;
        if (!(prev && prev.has(f)) && (f.flags & PERFORMED_WORK) !== 0) {
          renders++;
          const name = nameOf(f.type);
          state.names[name] = (state.names[name] || 0) + 1;
        }
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    previous.set(root, seen);
    state.renders += renders;
    state.mounted = mounted;
  }

  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(internals) {
      state.renderers++;
      this.renderers.set(state.renderers, internals);
      return state.renderers;
    },
    onCommitFiberRoot(_id, root) {
      state.lastCommit = performance.now();
      state.commits++;
      if (state.counting) walk(root);
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
  window.__benchHook = state;
})();
