// @ts-check
// The Chromium every browser launch in this repo uses (Vitest browser and storybook projects,
// benchmarks, e2e) and the flags it gets. The path comes from ensure-chromium.mjs's
// finder ($CHROMIUM_PATH, Debian's chromium, Chrome, Playwright's cache), which
// `pnpm test:all` runs first to install Debian's chromium where there is none; Playwright's
// own browser downloads are not reachable on these machines, so nothing relies on them.
import { DEBIAN_CHROMIUM, findChromium, machineProbe } from './ensure-chromium.mjs';

/** The browser found; where none is, the path it would have (launches then fail saying so). */
export const CHROMIUM_PATH = findChromium(machineProbe())?.path ?? (process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM);

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
