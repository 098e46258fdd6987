// `pnpm bench:soak [count]`: 10,000 elicitations (or `count`) through `callWithElicitation` on one
// connection per client (v2 on 2026-07-28, v2 on 2025-11-25, v1), answered as they come, against
// the in-process SDK test server; prints heap, active handles and timers, what the binding keeps,
// and listener warnings, before and after. A benchmark, never a test: it prints figures; the
// short form that asserts nothing is left runs in CI (packages/mcp/src/soak.integration.test.ts).
import { soak, type SoakClient } from '@elicit-kit/mcp/test-support/soak';
import { startSdkServer } from '@elicit-kit/test-support/sdk-server';

const count = Number(process.argv[2] ?? 10_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (pnpm bench:soak does)');

const server = await startSdkServer();
const kb = (n: number | undefined) => (n === undefined ? '?' : `${(n / 1000).toFixed(0)} kB`);
try {
  for (const client of ['v2-auto', 'v2-legacy', 'v1'] as SoakClient[]) {
    const figures = await soak(server.url, client, count, { gc });
    console.log(
      `${client}: ${figures.count} elicitations in ${(figures.ms / 1000).toFixed(1)} s (${(figures.ms / figures.count).toFixed(2)} ms each); ` +
        `heap ${kb(figures.heapBefore)} → ${kb(figures.heapAfter)}; ` +
        `handles ${JSON.stringify(figures.resourcesBefore)} → ${JSON.stringify(figures.resourcesAfter)}; ` +
        `binding left ${JSON.stringify(figures.bindingLeft)}; pending left ${figures.pendingLeft}; closed signal ${JSON.stringify(figures.closedSignal)}; listener warnings ${figures.warnings.length}`,
    );
  }
} finally {
  await server.close();
}
