/**
 * The HTML of the "third-party" sign-in site: small, self-contained pages (no scripts, inline
 * styles only) that look like an OAuth consent screen and work with a keyboard and a screen reader.
 */

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #f6f8fa; --card: #fff; --line: #d1d9e0; --accent: #1f883d; --accent-fg: #fff; --focus: #0969da; --bad: #d1242f; }
@media (prefers-color-scheme: dark) { :root { --fg: #f0f6fc; --muted: #9198a1; --bg: #0d1117; --card: #151b23; --line: #3d444d; --accent: #238636; --focus: #4493f8; --bad: #f85149; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { width: min(28rem, calc(100vw - 2rem)); background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 2rem; }
.brand { display: flex; align-items: center; gap: .5rem; font-weight: 600; color: var(--muted); margin: 0 0 1rem; }
.brand svg { width: 2rem; height: 2rem; fill: currentColor; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
p { margin: 0 0 1rem; }
ul { margin: 0 0 1rem; padding-left: 1.25rem; }
label { display: block; font-weight: 600; margin: 0 0 .25rem; }
input { width: 100%; font: inherit; padding: .5rem .75rem; border: 1px solid var(--line); border-radius: 6px; background: transparent; color: inherit; margin: 0 0 1rem; }
button { font: inherit; font-weight: 600; padding: .6rem 1rem; border-radius: 6px; border: 1px solid transparent; background: var(--accent); color: var(--accent-fg); cursor: pointer; width: 100%; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.note { color: var(--muted); font-size: .875rem; margin-top: 1rem; }
.error { color: var(--bad); font-weight: 600; }
`;

// A plain padlock, not GitHub's mark: the page must not pass for the real thing.
const MARK = `<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 14.5v-6A1.5 1.5 0 0 1 3.5 7H4Zm1.5 0h5V5a2.5 2.5 0 0 0-5 0v2ZM8 10a1.25 1.25 0 0 0-.75 2.25V13.5h1.5v-1.25A1.25 1.25 0 0 0 8 10Z"/></svg>`;

/** A page of the local sign-in origin, under `brand`: the fake GitHub's, or the workspace's own for its terms. */
function page(title: string, body: string, brand = 'GitHub (demo)'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${MARK}<span>${escapeHtml(brand)}</span></p>
${body}
</main>
</body>
</html>`;
}

/** The consent screen for one sign-in (`state` is its nonce). */
export function authorizePage(state: string, login = 'octocat', problem?: string): string {
  return page(
    'Authorize Elicit Kit demo',
    `<h1>Authorize Elicit Kit demo</h1>
<p>The <strong>Elicit Kit demo</strong> MCP server wants to connect to your GitHub account.</p>
<ul>
<li>Read your public profile</li>
<li>List your repositories</li>
</ul>
<form method="post" action="/login/oauth/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="login">GitHub username</label>
${problem === undefined ? '' : `<p class="error" id="login-problem">${escapeHtml(problem)}</p>`}
<input id="login" name="login" autocomplete="username" required maxlength="39" value="${escapeHtml(login)}"${problem === undefined ? '' : ' aria-invalid="true" aria-describedby="login-problem"'}>
<button type="submit">Authorize Elicit Kit demo</button>
</form>
<p class="note">This is a local demo page on its own port; no real GitHub account is involved.</p>`,
  );
}

/** Shown after a successful authorization. */
export function donePage(login: string): string {
  return page(
    'Done — you can close this tab',
    `<h1>Done — you can close this tab</h1>
<p role="status">Signed in as <strong>${escapeHtml(login)}</strong>. Go back to the chat: the demo server sees that the sign-in has finished.</p>`,
  );
}

/** Shown for an unknown, expired or already used sign-in link. */
export function expiredPage(): string {
  return page(
    'This sign-in link is not valid',
    `<h1>This sign-in link is not valid</h1>
<p>It has expired, was already used, or was never issued. Start again from the chat.</p>`,
  );
}

/** The workspace terms the onboarding tool links to. */
export function termsPage(workspace: string): string {
  return page(
    `Terms of the ${workspace} workspace`,
    `<h1>Terms of the ${escapeHtml(workspace)} workspace</h1>
<p>By joining the <strong>${escapeHtml(workspace)}</strong> workspace you agree to be kind, to keep secrets out of chats, and to sign your commits.</p>
<p class="note">This is a local demo page. You can close this tab and continue in the chat.</p>`,
    `${workspace} (demo)`,
  );
}

/** Shown for any other path. */
export function notFoundPage(): string {
  return page('Not found', `<h1>Not found</h1><p>There is nothing here.</p>`);
}
