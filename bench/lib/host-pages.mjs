// @ts-check
// What a host ships: real host pages built with Vite (the app's own, from an app that installed
// the packed tarballs) — a React-only page, and the same page with `ElicitationHost`, with
// `ElicitationForm` alone, or with the headless hooks alone. Each page's JavaScript is split
// into its first load (the entry chunk and every chunk it imports statically: what the page
// downloads before it runs) and what loads on demand (chunks reached only through a dynamic
// import()), gzip level 9 per chunk, kB = 1000 B. The kit's share is a page's figure minus the
// React-only page's. Used by `pnpm bench:host` (scripts/packages/host-bench.mjs) and by
// `pnpm test:packages` (scripts/packages/check.mjs), which fails when a page grows past HOST_LIMITS.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gz } from './split-build.mjs';

const mount = (/** @type {string} */ element) => `createRoot(document.getElementById('root')).render(${element});\n`;
const BOOKING =
  "{ type: 'object', properties: { name: { type: 'string', title: 'Your name', minLength: 2 }, guests: { type: 'integer', title: 'Guests', minimum: 1 } }, required: ['name'] }";

/**
 * The pages, as JSX. Each is what a chat page would hold: a shell that renders at once. The host
 * page keeps its queue on `window.benchQueue`, so the timing can enqueue a request.
 */
export const HOST_PAGES = {
  react: `import { createRoot } from 'react-dom/client';\nfunction Chat() {\n  return <main><h1>Chat</h1></main>;\n}\n${mount('<Chat />')}`,
  host:
    `import { createRoot } from 'react-dom/client';\nimport { createElicitationQueue } from '@elicit-kit/core';\nimport { ElicitationHost } from '@elicit-kit/react';\n` +
    `const queue = createElicitationQueue();\nwindow.benchQueue = queue;\n` +
    `function Chat() {\n  return <main><h1>Chat</h1><ElicitationHost queue={queue} /></main>;\n}\n${mount('<Chat />')}`,
  form:
    `import { createRoot } from 'react-dom/client';\nimport { ElicitationForm } from '@elicit-kit/react';\n` +
    `function Chat() {\n  return <main><h1>Chat</h1><ElicitationForm params={{ mode: 'form', message: 'Book a table', requestedSchema: ${BOOKING} }} server={{ name: 'bookings' }} onRespond={(r) => console.log(r)} /></main>;\n}\n` +
    mount('<Chat />'),
  hooks:
    `import { createRoot } from 'react-dom/client';\nimport { useElicitationForm, useUrlConsent } from '@elicit-kit/react';\n` +
    `function Form() {\n  const form = useElicitationForm({ message: 'Book a table', requestedSchema: ${BOOKING} }, { onRespond: (r) => console.log(r) });\n` +
    `  return <form {...form.getFormProps()}><button {...form.getSubmitButtonProps()}>Submit</button></form>;\n}\n` +
    `function Consent() {\n  const consent = useUrlConsent({ mode: 'url', message: 'Sign in', url: 'https://accounts.example.co.uk/login', elicitationId: 'e1' }, { onRespond: (r) => console.log(r) });\n` +
    `  return consent.state === 'ready' ? <button {...consent.getOpenButtonProps()}>Open</button> : <p>{consent.state}</p>;\n}\n` +
    `function Chat() {\n  return <main><h1>Chat</h1><Form /><Consent /></main>;\n}\n${mount('<Chat />')}`,
};
/** @typedef {keyof typeof HOST_PAGES} HostPage */

/**
 * The kit's share of each page (beyond the React-only page), bytes gzip, that `pnpm test:packages`
 * holds the pages to: the figures of the commit that set them plus about 2 %. Lower them when a
 * change makes the pages smaller. `form` and `url`: what the page's first request of that kind
 * downloads on demand. Set when the host loaded the form and the consent on demand (host/lazyParts.tsx)
 * and the react package was published one file per module: host 11,741 first, 99,714 on demand
 * (form 45,457, URL 44,069 with its check, the dialog layout the rest); form page 40,034 and
 * 7,089 (it no longer carries the consent and the dialogs). Then the queue's entries came to carry
 * their parsed request (core's readElicitationRequest at enqueue: the form model's code, ~9.6 kB, moved
 * from the form's chunk into the host's first load) and the form's state went into a control: host
 * 21,345 first, 89,345 on demand (form 35,121, URL 41,903); form page 40,831; headless 31,171.
 * Then the public-suffix list was split by top-level label and the consent loads its link's shard
 * only (core's url/on-demand.ts): `url` counts the largest shard (jp) and `both` the first form and
 * URL requests together (what an inline page showing both kinds downloads, issue 28's "on demand");
 * host 20,940 first, 91,209 on demand (every chunk; the 13 shards gzip ~2 kB larger than the one
 * list did), form 35,116, URL 20,771 (41,903 before), both 53,135 (~74,300 before); headless 31,292
 * first, 40,428 on demand, URL 10,680, both 15,336. Then a form's parts came to subscribe to their
 * own slices of its state and Submit to dispatch its own submit event (a faster submit: the form's
 * code grew ~0.8 kB): host 20,982 first, 92,016 on demand, form 35,922, both 53,942; form page
 * 41,623 first; headless 31,620 first.
 * @type {Record<Exclude<HostPage, 'react'>, { first: number, onDemand: number, form?: number, url?: number, both?: number }>}
 */
export const HOST_LIMITS = {
  host: { first: 21_800, onDemand: 93_900, form: 36_650, url: 21_200, both: 55_000 },
  form: { first: 42_450, onDemand: 7_250 },
  hooks: { first: 32_250, onDemand: 41_200, url: 10_900, both: 15_700 },
};

/** @typedef {{ min: number, gzip: number, chunks: string[] }} ChunkSet */
/** @typedef {{ name: string, gzip: number, min: number }} Shard */
/**
 * `kinds`: what the first request of each kind downloads (`url` with the largest shard), and
 * `both` the first form and the first URL request together (an inline page showing both kinds);
 * `shards`: the public-suffix list's shards the page loads on demand, largest first.
 * @typedef {{ first: ChunkSet, onDemand: ChunkSet, kinds: Record<RequestKind | 'both', ChunkSet | undefined>, shards: Shard[], outDir: string }} PageBytes
 */

/**
 * The modules a page loads on demand per request kind (host/lazyParts.tsx on the host page; the
 * hooks' own imports on the headless page), by the end of their path in the installed packages:
 * what the first request of that kind downloads is the chunks that hold those of them the page
 * loads on demand and everything those reach (static and dynamic imports: the secret check), less
 * the first load, and for a URL one shard of the public-suffix list. The URL kind's check (core's
 * `./url/on-demand`) is started beside the consent, from the first load, so it is named here too.
 */
const KIND_MODULES = {
  form: ['/react/dist/form/ElicitationForm.js', '/core/dist/sensitive/index.js'],
  url: ['/react/dist/url-consent/UrlConsent.js', '/core/dist/url/on-demand.js'],
};
/** @typedef {keyof typeof KIND_MODULES} RequestKind */

/**
 * The public-suffix list's shards (core's url/suffix-shards/): a URL downloads the one of its
 * top-level label, so a request's figures count one (the largest: the worst case), never all.
 */
const SHARD = /\/core\/dist\/url\/suffix-shards\/([a-z0-9-]+)\.js$/;

const CONFIG = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One page per build (HOST_PAGE), as a user's app config would build it, with a manifest so
// the measure can tell statically imported chunks from those loaded on demand.
const page = process.env.HOST_PAGE;
export default defineConfig({
  root: \`host-pages/\${page}\`,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: \`../../host-pages-dist/\${page}\`, emptyOutDir: true, manifest: true },
});
`;

/**
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} ManifestChunk
 */

/**
 * Builds every page with the app's Vite and returns its first-load and on-demand bytes.
 * @param {string} appDir  an app that installed the tarballs with react, react-dom, vite and @vitejs/plugin-react
 * @returns {Record<HostPage, PageBytes>}
 */
export function buildHostPages(appDir) {
  writeFileSync(join(appDir, 'host-pages.config.mjs'), CONFIG);
  const vite = join(appDir, 'node_modules', 'vite', 'bin', 'vite.js');
  /** @type {Partial<Record<HostPage, PageBytes>>} */
  const pages = {};
  for (const [name, source] of Object.entries(HOST_PAGES)) {
    const dir = join(appDir, 'host-pages', name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'main.jsx'), source);
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html>\n<html lang="en">\n<body><div id="root"></div><script type="module" src="./main.jsx"></script></body>\n</html>\n`,
    );
    const built = spawnSync(process.execPath, [vite, 'build', '--config', 'host-pages.config.mjs'], {
      cwd: appDir,
      env: { ...process.env, HOST_PAGE: name },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`vite build of the ${name} page failed:\n${built.stdout}${built.stderr}`);
    const outDir = join(appDir, 'host-pages-dist', name);
    pages[/** @type {HostPage} */ (name)] = { ...splitPage(outDir), outDir };
  }
  return /** @type {Record<HostPage, PageBytes>} */ (pages);
}

/**
 * A built page's JavaScript: the entry and its static imports, then what dynamic imports reach.
 * @param {string} outDir
 */
function splitPage(outDir) {
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const first = new Set();
  const onDemand = new Set();
  /** @type {string[]} */
  const dynamic = [];
  /** @param {string} key @param {Set<string>} set */
  const walk = (key, set) => {
    if (set.has(key) || first.has(key)) return;
    set.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next, set);
    dynamic.push(...(manifest[key]?.dynamicImports ?? []));
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, first);
  for (let key = dynamic.pop(); key !== undefined; key = dynamic.pop()) walk(key, onDemand);
  /**
   * Lazily loaded chunks and everything they reach that the first load lacks.
   * @param {string[]} starts @returns {Set<string>}
   */
  const reach = (starts) => {
    const seen = new Set();
    const todo = [...starts];
    for (let key = todo.pop(); key !== undefined; key = todo.pop()) {
      if (seen.has(key) || first.has(key) || SHARD.test(key)) continue;
      seen.add(key);
      todo.push(...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? []));
    }
    return seen;
  };
  /** The dynamic entry of a dist module (by the end of its path), if the page loads it on demand. @param {string} suffix */
  const chunkOf = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix) && onDemand.has(key));
  /** @param {Set<string>} keys @returns {ChunkSet} */
  const bytes = (keys) => {
    const files = [...keys].flatMap((k) => manifest[k]?.file ?? []).filter((f) => f.endsWith('.js'));
    const contents = files.map((f) => readFileSync(join(outDir, f)));
    return {
      min: contents.reduce((n, c) => n + c.length, 0),
      gzip: contents.reduce((n, c) => n + gz(c), 0),
      chunks: files,
    };
  };
  const shardKeys = [...onDemand].filter((key) => SHARD.test(key));
  /** @type {Shard[]} */
  const shards = shardKeys
    .map((key) => ({ key, name: SHARD.exec(key)?.[1] ?? key, ...bytes(new Set([key])) }))
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ name, gzip, min }) => ({ name, gzip, min }));
  const largestShard = shardKeys.find((key) => SHARD.exec(key)?.[1] === shards[0]?.name);
  /** The chunks a kind's modules reach, or undefined when the page loads none of them on demand. @param {RequestKind} kind */
  const kindKeys = (kind) => {
    const starts = KIND_MODULES[kind].flatMap((suffix) => chunkOf(suffix) ?? []);
    if (starts.length === 0) return undefined;
    const keys = reach(starts);
    if (kind === 'url' && largestShard) keys.add(largestShard);
    return keys;
  };
  const formKeys = kindKeys('form');
  const urlKeys = kindKeys('url');
  const kinds = {
    form: formKeys && bytes(formKeys),
    url: urlKeys && bytes(urlKeys),
    both: formKeys && urlKeys && bytes(new Set([...formKeys, ...urlKeys])),
  };
  return { first: bytes(first), onDemand: bytes(onDemand), kinds, shards };
}

/**
 * The kit's share of each kit page (beyond the React-only page): first load and on demand (the
 * React-only page loads nothing on demand: every on-demand chunk, what is shipped), and what the
 * first request of each kind downloads (`url` with the largest shard of the public-suffix list,
 * the worst case; `both`: the first form and the first URL request together).
 * @param {Record<HostPage, PageBytes>} pages
 * @returns {Record<Exclude<HostPage, 'react'>, { first: number, onDemand: number, firstMin: number, onDemandMin: number, form?: number, url?: number, both?: number }>}
 */
export function kitShare(pages) {
  const base = pages.react;
  const share = (/** @type {PageBytes} */ p) => ({
    first: p.first.gzip - base.first.gzip,
    onDemand: p.onDemand.gzip - base.onDemand.gzip,
    firstMin: p.first.min - base.first.min,
    onDemandMin: p.onDemand.min - base.onDemand.min,
    ...(p.kinds.form && { form: p.kinds.form.gzip }),
    ...(p.kinds.url && { url: p.kinds.url.gzip }),
    ...(p.kinds.both && { both: p.kinds.both.gzip }),
  });
  return { host: share(pages.host), form: share(pages.form), hooks: share(pages.hooks) };
}

const FIGURES = {
  first: 'first load',
  onDemand: 'on demand (every chunk)',
  form: 'the first form request downloads',
  url: 'the first URL request downloads (largest shard)',
  both: 'the first form and URL requests download',
};

/** Pages over HOST_LIMITS, one line each. @param {ReturnType<typeof kitShare>} share */
export function hostLimitProblems(share) {
  return Object.entries(HOST_LIMITS).flatMap(([name, limit]) => {
    const got = share[/** @type {keyof typeof HOST_LIMITS} */ (name)];
    return /** @type {const} */ (['first', 'onDemand', 'form', 'url', 'both']).flatMap((figure) => {
      const max = /** @type {Partial<Record<string, number>>} */ (limit)[figure];
      const value = got[figure];
      if (max === undefined) return [];
      if (value === undefined)
        return [
          `${name} page: loads no ${figure} chunks on demand (${(figure === 'both' ? [...KIND_MODULES.form, ...KIND_MODULES.url] : KIND_MODULES[figure === 'url' ? 'url' : 'form']).join(', ')}: not found)`,
        ];
      return value > max ? [`${name} page: ${FIGURES[figure]} ${value} B gzip${figure === 'first' ? ' beyond React' : ''}, over the limit of ${max} B`] : [];
    });
  });
}

const kB = (/** @type {number} */ b) => (b / 1000).toFixed(1);
const LABELS = {
  react: 'React only (`react-dom/client`, one component)',
  host: '`ElicitationHost` (form and URL consent)',
  form: '`ElicitationForm` alone',
  hooks: '`useElicitationForm` + `useUrlConsent` (headless)',
};

/**
 * The README's table: each page's first load and on-demand gzip, total and beyond React; then
 * what the host page's first request of each kind downloads.
 * @param {Record<HostPage, PageBytes>} pages
 */
export function hostTable(pages) {
  const share = kitShare(pages);
  const kind = (/** @type {ChunkSet | undefined} */ c) => (c ? `**${kB(c.gzip)}** (${kB(c.min)})` : '–');
  /** @param {Shard | undefined} shard */
  const shardText = (shard) => (shard ? `${shard.name} ${kB(shard.gzip)} (${kB(shard.min)})` : '–');
  /** @param {PageBytes} page */
  const shardLine = (page) =>
    `${page.shards.length} shards of the public-suffix list, ${kB(page.shards.reduce((n, s) => n + s.gzip, 0))} kB gzip together, largest ${shardText(page.shards[0])}, smallest ${shardText(page.shards.at(-1))}`;
  const { host, hooks } = pages;
  const lines = [
    '| page (Vite 8 build) | first load, kB gzip (min) | beyond React | on demand, every chunk, kB gzip (min) |',
    '| --- | --- | --- | --- |',
    ...Object.entries(pages).map(([name, p]) => {
      const s = name === 'react' ? undefined : share[/** @type {keyof typeof share} */ (name)];
      return `| ${LABELS[/** @type {HostPage} */ (name)]} | ${kB(p.first.gzip)} (${kB(p.first.min)}) | ${s ? `**${kB(s.first)}**` : '–'} | ${p.onDemand.gzip ? `**${kB(p.onDemand.gzip)}** (${kB(p.onDemand.min)})` : '–'} |`;
    }),
    '',
    `On demand on the \`ElicitationHost\` page, by request kind (what the first one downloads, kB gzip (min)): the first form request ${kind(host.kinds.form)} (the form, react-hook-form, the secret check), the first URL request ${kind(host.kinds.url)} with the largest shard (the consent, the URL check, one shard), both together ${kind(host.kinds.both)}; ${shardLine(host)}.`,
    `On demand on the headless page: the first URL check ${kind(hooks.kinds.url)} with the largest shard, with the form's secret check ${kind(hooks.kinds.both)}; ${shardLine(hooks)}.`,
  ];
  return lines.join('\n');
}
