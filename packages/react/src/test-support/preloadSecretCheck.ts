// Setup of the React jsdom projects. Every form loads core's secret-field check with import()
// at mount, and a Submit waits for it. In an app that chunk downloads while the form renders;
// under Vitest a cold import() transforms the module first, which can outlast a test's click on
// Submit right after render. Loading it once per test file puts it where an app's preloaded
// chunk would be. (Tests of a Submit before the check settles still see a pending import().)
await import('@elicit-kit/core/sensitive');
export {};
