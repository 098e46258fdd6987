#!/usr/bin/env bash
# The one-time reformat of the whole repository with Prettier (issue 17), for the coordinator:
# run it on an up-to-date main with a clean work tree, once no helper has edits in flight (a
# repository-wide reformat conflicts with every open branch). It
#   1. installs (frozen lockfile) and runs `pnpm format` (prettier --write .);
#   2. adds `pnpm format:check` to `pnpm test:all`, right after `pnpm lint`;
#   3. verifies: format:check, typecheck, lint, api:check, and the fast Vitest projects
#      (with --full: `pnpm test:all` instead);
#   4. commits both as one commit, then lists that commit in .git-blame-ignore-revs (a second
#      commit) so `git blame` skips it (GitHub does by default; locally:
#      `git config blame.ignoreRevsFile .git-blame-ignore-revs`).
# Nothing is committed unless every check passes; on failure the work tree keeps the reformat
# for a look (`git checkout -- . ` undoes it).
#   scripts/format/apply.sh [--full]
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
pnpm() { npx -y pnpm@12.4.2 "$@"; }

if [ -n "$(git status --porcelain)" ]; then
  echo "apply.sh: the work tree has changes; commit or discard them first." >&2
  exit 1
fi

pnpm install --frozen-lockfile
pnpm format > /dev/null
node -e '
const fs = require("node:fs");
const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const all = pkg.scripts["test:all"];
if (!all.includes("pnpm format:check")) {
  if (!all.includes("pnpm lint && ")) throw new Error("test:all has no `pnpm lint && ` to put format:check after");
  pkg.scripts["test:all"] = all.replace("pnpm lint && ", "pnpm lint && pnpm format:check && ");
  fs.writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\n");
}
'

pnpm format:check
if [ "${1:-}" = "--full" ]; then
  pnpm test:all
else
  pnpm typecheck
  pnpm lint
  pnpm api:check
  pnpm exec vitest run --project scripts --project core --project mcp
fi

git add -A
git commit -q -m "format: the whole repository with Prettier; format:check in test:all

Formatting only (scripts/format/apply.sh): no code, test or doc change."
rev=$(git rev-parse HEAD)
[ -f .git-blame-ignore-revs ] || echo "# Formatting-only commits, skipped by git blame (git config blame.ignoreRevsFile .git-blame-ignore-revs)." > .git-blame-ignore-revs
echo "$rev" >> .git-blame-ignore-revs
git add .git-blame-ignore-revs
git commit -q -m "git blame skips the Prettier reformat"
echo "apply.sh: reformatted in $rev; format:check is part of test:all."
