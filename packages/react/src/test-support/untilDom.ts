/**
 * Resolves once `done()` holds, checking it now and after every change to the DOM under `root`
 * (attributes, text, children): a wait on the change itself — a timer the component runs, such as
 * Open's arming delay or a deadline's tick — never on a guessed time. The test's own timeout is
 * the only bound, so a change that never comes fails the test.
 */
export function untilDom(root: Node, done: () => boolean): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, characterData: true, childList: true, subtree: true });
  });
}

/**
 * Resolves with what `find()` returns once it is not null, checked like {@link untilDom}: for
 * content that arrives with a chunk loaded on demand (the pattern engine, the secret-field
 * lexicon), whose load time depends on the machine, not on the component.
 */
export async function untilFound<T>(root: Node, find: () => T | null): Promise<T> {
  let found: T | null = null;
  // untilDom checks at once, then after each change: `find` runs once per check.
  await untilDom(root, () => (found = find()) !== null);
  return found as T;
}

/**
 * Resolves once `mock` (a story's `fn()` arg) has been called, now or later: for a callback the
 * component calls after asynchronous work (the form's submit waits for its checks), whose time
 * depends on the machine. The test's own timeout is the only bound.
 */
export function untilCalled(mock: { readonly mock: { readonly calls: readonly unknown[] }; mockImplementationOnce(fn: () => void): unknown }): Promise<void> {
  if (mock.mock.calls.length > 0) return Promise.resolve();
  return new Promise((resolve) => void mock.mockImplementationOnce(() => resolve()));
}
