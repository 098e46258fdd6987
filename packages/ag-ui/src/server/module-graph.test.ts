// The agent side must not make hosts install `@ai-sdk/mcp` (or `ai`): it takes the answer channels, check and signer
// from `@elicit-kit/ai-sdk/answers`. esbuild follows every static import from the entry through the workspace
// packages' sources and reports each bare package it leaves outside; `@elicit-kit/ai-sdk/server` is the control,
// so the test fails if the resolution stops seeing `@ai-sdk/mcp` at all.
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

async function outsidePackages(entry: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const plugin: Plugin = {
    name: 'outside',
    setup(on) {
      on.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@elicit-kit/')) return undefined; // followed into its sources
        seen.add(args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : (args.path.split('/')[0] ?? args.path));
        return { path: args.path, external: true };
      });
    },
  };
  await build({
    stdin: { contents: `export * from '${entry}';`, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    plugins: [plugin],
  });
  return seen;
}

describe('module graph', () => {
  it('@elicit-kit/ag-ui/server loads neither @ai-sdk/mcp nor ai (the bridge entry, the control, does)', async () => {
    const agUi = await outsidePackages('@elicit-kit/ag-ui/server');
    expect([...agUi].filter((name) => name === '@ai-sdk/mcp' || name === 'ai')).toEqual([]);
    const answers = await outsidePackages('@elicit-kit/ai-sdk/answers');
    expect([...answers].filter((name) => name === '@ai-sdk/mcp' || name === 'ai' || name === 'redis')).toEqual([]);
    const bridge = await outsidePackages('@elicit-kit/ai-sdk/server');
    expect(bridge.has('@ai-sdk/mcp')).toBe(true);
  });
});
