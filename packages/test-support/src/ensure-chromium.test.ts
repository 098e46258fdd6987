import { describe, expect, it } from 'vitest';
import { ensureChromium, findChromium, planChromium, type Probe } from './ensure-chromium.mjs';

// A fake machine: `files` are the executables that exist, `dirs` what each folder lists.
function machine(
  options: { env?: Record<string, string>; files?: string[]; dirs?: Record<string, string[]>; root?: boolean } = {},
): Probe & { files: Set<string> } {
  const files = new Set(options.files ?? []);
  return {
    files,
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...options.env },
    home: '/home/ada',
    isExecutable: (path) => files.has(path),
    listDir: (path) => options.dirs?.[path] ?? [],
    isRoot: options.root ?? false,
  };
}

const cache = '/home/ada/.cache/ms-playwright';

describe('findChromium: the order of places', () => {
  it('takes CHROMIUM_PATH first, over Debian and Chrome', () => {
    const probe = machine({ env: { CHROMIUM_PATH: '/opt/mine/chrome' }, files: ['/opt/mine/chrome', '/usr/bin/chromium', '/usr/bin/google-chrome'] });
    expect(findChromium(probe)).toEqual({ path: '/opt/mine/chrome', source: 'CHROMIUM_PATH' });
  });

  it("then Debian's chromium, over Chrome on the PATH", () => {
    const probe = machine({ files: ['/usr/bin/chromium', '/usr/local/bin/google-chrome'] });
    expect(findChromium(probe)).toEqual({ path: '/usr/bin/chromium', source: "Debian's chromium" });
  });

  it("then Chrome or Chromium on the PATH, in the PATH's order", () => {
    expect(findChromium(machine({ files: ['/usr/bin/google-chrome', '/usr/local/bin/google-chrome'] }))?.path).toBe('/usr/local/bin/google-chrome');
    expect(findChromium(machine({ files: ['/bin/chromium-browser'] }))).toEqual({ path: '/bin/chromium-browser', source: 'chromium-browser on the PATH' });
  });

  it('then where the packages install when the PATH does not list them', () => {
    const probe = machine({ env: { PATH: '' }, files: ['/opt/google/chrome/chrome'] });
    expect(findChromium(probe)).toEqual({ path: '/opt/google/chrome/chrome', source: 'an installed Chrome or Chromium' });
  });

  it("then Playwright's cache, newest revision first", () => {
    const probe = machine({
      dirs: { [cache]: ['chromium-1090', 'chromium_headless_shell-1200', 'chromium-1200', 'ffmpeg-1010', 'chromium-999'] },
      files: [`${cache}/chromium-1090/chrome-linux/chrome`, `${cache}/chromium-1200/chrome-linux/chrome`, `${cache}/chromium-999/chrome-linux/chrome`],
    });
    expect(findChromium(probe)).toEqual({ path: `${cache}/chromium-1200/chrome-linux/chrome`, source: "Playwright's browser cache" });
  });

  it('reads PLAYWRIGHT_BROWSERS_PATH when set, and the chrome-linux64 layout', () => {
    const probe = machine({ env: { PLAYWRIGHT_BROWSERS_PATH: '/pw' }, dirs: { '/pw': ['chromium-1300'] }, files: ['/pw/chromium-1300/chrome-linux64/chrome'] });
    expect(findChromium(probe)?.path).toBe('/pw/chromium-1300/chrome-linux64/chrome');
  });

  it('finds nothing on a bare machine, and ignores what is not executable', () => {
    expect(findChromium(machine({ dirs: { [cache]: ['chromium-1200'] } }))).toBeUndefined();
  });

  it('does not look elsewhere when CHROMIUM_PATH is wrong', () => {
    expect(findChromium(machine({ env: { CHROMIUM_PATH: '/nope' }, files: ['/usr/bin/chromium'] }))).toBeUndefined();
  });
});

describe('planChromium: found, install, or the one command to run', () => {
  it('uses a browser found', () => {
    expect(planChromium(machine({ files: ['/usr/bin/chromium'] }))).toEqual({ kind: 'found', path: '/usr/bin/chromium', source: "Debian's chromium" });
  });

  it("installs Debian's chromium as root with apt-get", () => {
    expect(planChromium(machine({ root: true, files: ['/usr/bin/apt-get'] }))).toEqual({
      kind: 'install',
      commands: [
        ['/usr/bin/apt-get', 'update'],
        ['/usr/bin/apt-get', 'install', '-y', 'chromium'],
      ],
    });
  });

  it('names the sudo command when apt-get is there but this is not root', () => {
    const plan = planChromium(machine({ files: ['/usr/bin/apt-get'] }));
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain('\n  sudo apt-get update && sudo apt-get install -y chromium\n');
  });

  it("names Playwright's install where there is no apt-get, even as root", () => {
    const plan = planChromium(machine({ root: true }));
    expect(plan.kind === 'stop' && plan.message).toContain('\n  npx -y pnpm@12.4.2 exec playwright install chromium\n');
  });

  it('stops on a CHROMIUM_PATH that is not executable instead of installing another browser', () => {
    const plan = planChromium(machine({ root: true, env: { CHROMIUM_PATH: '/nope' }, files: ['/usr/bin/apt-get', '/usr/bin/chromium'] }));
    expect(plan).toEqual({ kind: 'stop', message: expect.stringContaining('CHROMIUM_PATH is /nope, which is not an executable file') });
  });
});

describe('ensureChromium', () => {
  const quiet = () => {};

  it('runs nothing when a browser is there', () => {
    const ran: string[][] = [];
    const path = ensureChromium({
      probe: machine({ root: true, files: ['/usr/bin/apt-get', '/usr/local/bin/chromium'] }),
      run: (c) => (ran.push(c), 0),
      log: quiet,
    });
    expect(path).toBe('/usr/local/bin/chromium');
    expect(ran).toEqual([]);
  });

  it('installs, then returns the installed browser', () => {
    const probe = machine({ root: true, files: ['/usr/bin/apt-get'] });
    const ran: string[][] = [];
    const run = (command: string[]) => {
      ran.push(command);
      if (command.includes('install')) probe.files.add('/usr/bin/chromium');
      return 0;
    };
    expect(ensureChromium({ probe, run, log: quiet })).toBe('/usr/bin/chromium');
    expect(ran).toEqual([
      ['/usr/bin/apt-get', 'update'],
      ['/usr/bin/apt-get', 'install', '-y', 'chromium'],
    ]);
  });

  it('stops at the first failing command and says which', () => {
    const ran: string[][] = [];
    const probe = machine({ root: true, files: ['/usr/bin/apt-get'] });
    expect(() => ensureChromium({ probe, run: (c) => (ran.push(c), 100), log: quiet })).toThrow('"/usr/bin/apt-get update" failed (exit 100)');
    expect(ran).toHaveLength(1);
  });

  it('fails when the install reported success but left no browser', () => {
    const probe = machine({ root: true, files: ['/usr/bin/apt-get'] });
    expect(() => ensureChromium({ probe, run: () => 0, log: quiet })).toThrow('still not an executable file');
  });

  it('throws the one command to run where it cannot install', () => {
    expect(() => ensureChromium({ probe: machine(), run: () => 0, log: quiet })).toThrow('npx -y pnpm@12.4.2 exec playwright install chromium');
  });
});
