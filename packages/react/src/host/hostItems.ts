import type { ClosedElicitation, ElicitationQueueSnapshot, PendingElicitation, ServerIdentity } from '@elicit-kit/core';
import { isolated, serverLabel } from '../shared/serverLabel.js';

export { serverLabel };

/**
 * What the host shows for one entry:
 * - `pending`: waiting for the person's answer;
 * - `opened`: a URL request the person agreed to open (accept was sent); its consent stays
 *   with "I've finished — continue" and Cancel until dismissed (resume or stop the original request);
 * - `checking`: an opened URL request after "I've finished", whose runtime waits for the
 *   server's answer (core's `waitsForServer`): "Checking with <server>…" with Open again and
 *   Cancel, until the call completes or the server asks again;
 * - `withdrawn`: aborted or cancelled before an answer; a notice says nothing was sent.
 */
export type HostItemKind = 'pending' | 'opened' | 'checking' | 'withdrawn';

/** One entry to show, with its closed record when it has left the queue. */
export interface HostItem {
  kind: HostItemKind;
  entry: PendingElicitation;
  record?: ClosedElicitation;
  /** A pending URL request for a link the person already opened here: the server still waits for them there. */
  stillWaiting?: boolean;
}

/** Consecutive host content: a single item, or the items of one MRTR round. */
export type HostBlock =
  { type: 'item'; item: HostItem } | { type: 'group'; group: string; server: ServerIdentity; total: number; ready: number; items: HostItem[] };

/** Oldest first; core's `seq` orders entries enqueued within the same millisecond. */
function byArrival(a: HostItem, b: HostItem): number {
  return a.entry.createdAt - b.entry.createdAt || a.entry.seq - b.entry.seq;
}

function itemOf(record: ClosedElicitation): HostItem | undefined {
  if (record.reason === 'aborted' || record.reason === 'cancelled') return { kind: 'withdrawn', entry: record.entry, record };
  if (record.reason === 'responded' && record.action === 'accept' && record.entry.request.mode === 'url') {
    return { kind: record.followUp === 'finished' ? 'checking' : 'opened', entry: record.entry, record };
  }
  return undefined;
}

/** Whether `item` is an accepted link's card (opened, or checking with the server). */
function isOpenedLink(item: HostItem | undefined): boolean {
  return item?.kind === 'opened' || item?.kind === 'checking';
}

/** How many opened links a host remembers (the newest), to know a server asking for one again. */
const OPENED_LINKS_KEPT = 100;

/** A URL request's server and link, or undefined for anything else. */
function linkKey({ request, server }: PendingElicitation): string | undefined {
  return request.ok && request.mode === 'url' ? `${server.name}\n${request.url}` : undefined;
}

/**
 * The links the person opened in this host (server and URL of each accepted URL request),
 * after `snapshot`: why a server asks for one again is that it still waits for them there
 * (they said they finished too early, or closed the tab), which the host then says.
 */
export function openedLinks(previous: ReadonlySet<string> | undefined, snapshot: ElicitationQueueSnapshot): Set<string> {
  const next = new Set(previous);
  for (const record of snapshot.closed) {
    const key = record.reason === 'responded' && record.action === 'accept' ? linkKey(record.entry) : undefined;
    if (key === undefined) continue;
    next.delete(key);
    next.add(key);
  }
  for (const oldest of next) {
    if (next.size <= OPENED_LINKS_KEPT) break;
    next.delete(oldest);
  }
  return next;
}

/**
 * Everything the host shows, oldest first: pending entries, opened URL consents and withdrawal
 * notices. `known` holds the ids the host may have shown; a closed record outside it (a request
 * whose signal had aborted before it was enqueued, which core closes without ever listing it
 * as pending) gets no notice: "withdrawn" would be news about something nobody saw.
 */
export function hostItems(snapshot: ElicitationQueueSnapshot, known: ReadonlySet<string>, opened: ReadonlySet<string> = new Set()): HostItem[] {
  const asked = new Set<string>();
  const items: HostItem[] = snapshot.pending.map((entry) => {
    const key = linkKey(entry);
    if (key === undefined) return { kind: 'pending', entry };
    asked.add(key);
    return opened.has(key) ? { kind: 'pending', entry, stillWaiting: true } : { kind: 'pending', entry };
  });
  // One card per link: an opened link asked for again is shown as the new request (which says the
  // server still waits), and of several opened records of one link only the newest.
  const links = new Map<string, HostItem>();
  for (const record of snapshot.closed) {
    const item = known.has(record.entry.id) ? itemOf(record) : undefined;
    if (item === undefined) continue;
    const key = isOpenedLink(item) ? linkKey(record.entry) : undefined;
    if (key === undefined) items.push(item);
    else if (!asked.has(key)) links.set(key, item);
  }
  items.push(...links.values());
  return items.sort(byArrival);
}

/**
 * Whether a queue has something for the person now: a request to answer, or a URL they opened
 * whose card waits for "I've finished — continue" or Cancel, or checks with the server (what
 * `ElicitationHost` shows as pending, opened or checking; withdrawal notices ask nothing). An app with several queues, each with a
 * dialog-layout host, uses it to give one host the modal at a time.
 */
export function waitsForPerson(snapshot: ElicitationQueueSnapshot): boolean {
  return snapshot.pending.length > 0 || snapshot.closed.some((record) => isOpenedLink(itemOf(record)));
}

/**
 * The ids a host may have shown, after `snapshot`: everything at the first snapshot (a
 * re-mounted host may have shown it before), then every pending id, kept while its entry is
 * pending or among the closed (so the set stays as small as the snapshot).
 */
export function knownIds(previous: ReadonlySet<string> | undefined, snapshot: ElicitationQueueSnapshot): Set<string> {
  const next = new Set(snapshot.pending.map((e) => e.id));
  for (const record of snapshot.closed) {
    if (previous === undefined || previous.has(record.entry.id)) next.add(record.entry.id);
  }
  return next;
}

/** The group's size: the queue's count while it has pending entries, else what its items tell. */
export function groupTotal(snapshot: ElicitationQueueSnapshot, group: string, items: readonly HostItem[]): number {
  const progress = snapshot.groups.find((g) => g.group === group);
  const seen = Math.max(0, ...items.map((i) => (i.entry.groupIndex ?? 0) + 1));
  return Math.max(progress?.total ?? 0, seen);
}

/**
 * Items in blocks: every entry with a `group` sits in its group's block (at the place of its
 * first item), so a card never moves to another parent — which would re-mount it and lose an
 * opened URL consent's state — when its siblings settle.
 */
export function hostBlocks(snapshot: ElicitationQueueSnapshot, items: readonly HostItem[]): HostBlock[] {
  const blocks: HostBlock[] = [];
  const groups = new Map<string, HostItem[]>();
  for (const item of items) {
    const group = item.entry.group;
    if (group === undefined) {
      blocks.push({ type: 'item', item });
      continue;
    }
    const members = groups.get(group);
    if (members) members.push(item);
    else {
      const list = [item];
      groups.set(group, list);
      blocks.push({ type: 'group', group, server: item.entry.server, total: 0, ready: 0, items: list });
    }
  }
  for (const block of blocks) {
    if (block.type !== 'group') continue;
    block.total = groupTotal(snapshot, block.group, block.items);
    // Answered while others of the round still wait: nothing of it was sent yet.
    block.ready = snapshot.groups.find((g) => g.group === block.group)?.settled ?? 0;
  }
  return blocks;
}

/** Server names listed in one announcement of several requests; the rest are counted. */
const MAX_LISTED_SERVERS = 3;

/** The servers of several new requests for an announcement: the first few, and how many more. */
export function serverList(labels: readonly string[]): { servers: string; more: number } {
  const unique = [...new Set(labels)];
  return { servers: unique.slice(0, MAX_LISTED_SERVERS).join(', '), more: Math.max(0, unique.length - MAX_LISTED_SERVERS) };
}

const MAX_ANNOUNCED = 80;

/** The first line of the server's `message` (as core read it at enqueue), clipped, for announcements. */
export function messagePreview(entry: PendingElicitation): string {
  const text = entry.request.message;
  if (typeof text !== 'string') return '';
  const line = (text.split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? '').trim();
  return isolated(line.length > MAX_ANNOUNCED ? `${line.slice(0, MAX_ANNOUNCED - 1)}…` : line);
}
