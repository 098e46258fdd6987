/**
 * The chat's id lives in the address (`?chat=<id>`), so a reload (or a bookmark) reopens the
 * same conversation: the server keeps its history under that id.
 */

const PARAM = 'chat';
const CHAT_ID = /^[A-Za-z0-9_-]{16,100}$/;

/** The address's chat id, or a new one written into the address (without a new history entry). */
export function currentChatId(): string {
  const url = new URL(window.location.href);
  const existing = url.searchParams.get(PARAM);
  if (existing !== null && CHAT_ID.test(existing)) return existing;
  const created = crypto.randomUUID();
  url.searchParams.set(PARAM, created);
  window.history.replaceState(null, '', url);
  return created;
}

/** The address of a new, empty chat on the same page. */
export function newChatHref(): string {
  const url = new URL(window.location.href);
  url.searchParams.set(PARAM, crypto.randomUUID());
  return url.href;
}
