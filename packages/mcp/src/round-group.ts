let nextGroup = 0;
const groups = new WeakMap<AbortSignal, string>();

/**
 * The queue group of one MRTR round. Every key of a round is answered under the same signal
 * (the SDK's `ctx.mcpReq.signal` in auto mode, core's round signal in manual mode), so one
 * group per distinct signal lets the UI say "2 of 3". Pushed 2025-11-25 requests each have
 * their own signal and get no group (see `elicitationKey`).
 */
export function roundGroup(signal: AbortSignal): string {
  let group = groups.get(signal);
  if (group === undefined) {
    nextGroup += 1;
    group = `ek-mcp-round-${nextGroup}`;
    groups.set(signal, group);
  }
  return group;
}
