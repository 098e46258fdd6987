// Where Debian's Chromium lives and the flags every browser launch in this repo uses
// (Vitest browser project, benchmarks, e2e). Playwright's own browsers are not
// available on these machines, so nothing may rely on `playwright install`.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
