import { CHOICES, type EraChoice } from '../settings/preferences.js';
import type { ServerTarget } from './serverTarget.js';

/**
 * A connection the person made, as remembered: where (URL or command), the era, and only the
 * NAMES of its headers or environment variables. Values (bearer tokens, API keys) are never
 * written to storage; reconnecting from a recent entry asks for them again.
 */
export type RecentConnection =
  { kind: 'http'; url: string; headerNames: string[]; era: EraChoice } | { kind: 'stdio'; command: string; envNames: string[]; era: EraChoice };

const STORAGE_KEY = 'elicit-kit-playground:recent-connections';
/** How many are kept, newest first. */
export const RECENT_LIMIT = 8;
const TEXT_LIMIT = 2_000;

/** The remembered form of a target: `undefined` for the demo server, which is always one click away anyway. */
export function toRecent(target: ServerTarget, era: EraChoice): RecentConnection | undefined {
  if (target.kind === 'demo') return undefined;
  if (target.kind === 'http') return { kind: 'http', url: target.url, headerNames: names(target.headers), era };
  return { kind: 'stdio', command: target.command, envNames: names(target.env), era };
}

/** The recent connections, newest first; anything unreadable in storage is skipped. */
export function loadRecentConnections(storage: Storage | undefined = safeStorage()): RecentConnection[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .flatMap((item): RecentConnection[] => {
      const entry = readEntry(item);
      return entry === undefined ? [] : [entry];
    })
    .slice(0, RECENT_LIMIT);
}

/** Puts `target` first (once), keeps {@link RECENT_LIMIT}, and returns the new list. */
export function rememberConnection(target: ServerTarget, era: EraChoice, storage: Storage | undefined = safeStorage()): RecentConnection[] {
  const recent = toRecent(target, era);
  const current = loadRecentConnections(storage);
  if (recent === undefined) return current;
  const next = [recent, ...current.filter((entry) => recentKey(entry) !== recentKey(recent))].slice(0, RECENT_LIMIT);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the list lasts for this visit only.
  }
  return next;
}

/** Forgets one entry and returns the new list. */
export function forgetConnection(entry: RecentConnection, storage: Storage | undefined = safeStorage()): RecentConnection[] {
  const next = loadRecentConnections(storage).filter((item) => recentKey(item) !== recentKey(entry));
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // As above: nothing to do but carry on.
  }
  return next;
}

/** One string per distinct place: the same URL or command is one entry, whatever its headers. */
export function recentKey(entry: RecentConnection): string {
  return entry.kind === 'http' ? `http ${entry.url}` : `stdio ${entry.command}`;
}

function names(values: readonly { name: string }[]): string[] {
  return [...new Set(values.map((entry) => entry.name.trim()).filter((name) => name !== ''))];
}

function readEntry(item: unknown): RecentConnection | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const era = (CHOICES.era as readonly unknown[]).includes(record.era) ? (record.era as EraChoice) : 'auto';
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && name.length <= 200) : []);
  if (record.kind === 'http' && isText(record.url)) return { kind: 'http', url: record.url, headerNames: list(record.headerNames), era };
  if (record.kind === 'stdio' && isText(record.command)) return { kind: 'stdio', command: record.command, envNames: list(record.envNames), era };
  return undefined;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= TEXT_LIMIT;
}

function safeStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined; // storage blocked: nothing is remembered
  }
}
