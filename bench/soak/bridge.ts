// `pnpm bench:soak:bridge [count]`: the soak of issue 25 at full size (default 10,000 elicitations
// each): through the AI SDK bridge with two instances on a real redis-server, 1,000 pending at once,
// and through `callWithElicitation` against the demo server in its own process (20 in flight; the
// three clients one at a time are `pnpm bench:soak`). Prints heap after GC, open handles, timers and
// live abort listeners at the start and the end. A benchmark: it asserts nothing about time;
// integration/src/faults/soak.test.ts checks a short form in CI.
import { soakBridge, soakCallWithElicitation, type Holdings, type SoakResult } from '@elicit-kit/integration/faults/soak';

const total = Number(process.argv[2] ?? 10_000);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const line = (label: string, held: Holdings) =>
  `  ${label}: heap ${mb(held.heapUsed)}, handles ${JSON.stringify(held.handles)}, timers ${held.timers}, abort listeners ${held.abortListeners}`;

function report(title: string, result: SoakResult, seconds: number): void {
  console.log(`${title}: ${result.elicitations} elicitations in ${seconds.toFixed(1)} s`);
  console.log(line('start', result.before));
  console.log(line('end  ', result.after));
  console.log(`  heap growth ${mb(result.after.heapUsed - result.before.heapUsed)}`);
}

let started = performance.now();
report(
  'callWithElicitation (v2 client, 2026-07-28, demo server process, 20 in flight)',
  await soakCallWithElicitation(total),
  (performance.now() - started) / 1000,
);
started = performance.now();
report('AI SDK bridge (two instances, redis-server, 1,000 pending at once)', await soakBridge(total, 1_000), (performance.now() - started) / 1000);
