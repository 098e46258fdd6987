// What the benchmark pages hang on `window`: the runners call `window.__bench` inside
// `page.evaluate` (its shape is the object each page builds: react/page/harness.jsx,
// mcp/page/host.jsx), and react/page/hook.js installs React's DevTools hook to count commits
// (read by lib/page-settle.js). Typed loosely on purpose: the runners reach them across the
// page boundary, where no import can carry a type.
/* eslint-disable @typescript-eslint/no-explicit-any -- see above: objects built in the page, called from the runner */
interface Window {
  __bench: any;
  __benchHook: any;
  __REACT_DEVTOOLS_GLOBAL_HOOK__: any;
}
