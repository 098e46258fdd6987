import type { ServerIdentity } from '@elicit-kit/core';

const MAX_LABEL = 64;
/** Right-to-left letters or any format control (bidi overrides, embeddings, isolates, marks). */
const BIDI_SENSITIVE = /[\p{Cf}\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const URL_LIKE = /^[a-z][a-z\d+.-]*:\/\//i;
const PATH_SEPARATOR = /[\\/]/;
// File names that say nothing alone: the folder that holds them names the program.
const GENERIC_FILE = /^(?:index|main|__main__|server|cli|app)\.[a-z\d]+$/i;
const BUILD_FOLDER = new Set(['dist', 'build', 'lib', 'src', 'bin', 'out', 'esm', 'cjs', '']);

/**
 * The name shown for a server inside the kit's own sentences ("GitHub needs 2 answers", the
 * dialog title, announcements, "I understand … asks for a password here"): its title, else its
 * name, on one line, clipped, and — when it holds right-to-left letters or bidi controls —
 * wrapped in U+2068…U+2069 (first-strong isolate), so a `U+202E` in a hostile name cannot
 * reorder the kit's words around it. A command line as the name (a stdio server:
 * `node /home/me/…/dist/index.js stdio`) keeps only the last folder and file of each path
 * (`node server-everything/index.js stdio`); the full name stays in the "Request from" header.
 * Plain names stay as they are, so accessible names such as "GitHub needs your answer" do too.
 */
export function serverLabel(server: ServerIdentity): string {
  const title = typeof server.title === 'string' && server.title ? server.title : undefined;
  const raw = title ?? (typeof server.name === 'string' ? server.name : '');
  const oneLine = raw.replace(/\s+/g, ' ').trim();
  const line = title === undefined ? shortCommand(oneLine) : oneLine;
  const chars = Array.from(line.length > MAX_LABEL * 4 ? line.slice(0, MAX_LABEL * 4) : line);
  const label = chars.length > MAX_LABEL ? `${chars.slice(0, MAX_LABEL - 1).join('')}…` : line;
  return isolated(label);
}

/** A command line with each path shortened to its file (and the folder when the file is `index.js`-like); anything else as is. */
function shortCommand(line: string): string {
  const words = line.split(' ');
  if (words.length < 2 || URL_LIKE.test(line) || !words.some((word) => PATH_SEPARATOR.test(word))) return line;
  return words.map((word) => (PATH_SEPARATOR.test(word) && !URL_LIKE.test(word) ? shortPath(word) : word)).join(' ');
}

function shortPath(path: string): string {
  const segments = path.split(PATH_SEPARATOR).filter((segment) => segment !== '');
  const file = segments.pop() ?? path;
  if (!GENERIC_FILE.test(file)) return file;
  const folder = segments.reverse().find((segment) => !BUILD_FOLDER.has(segment.toLowerCase()));
  return folder === undefined ? file : `${folder}/${file}`;
}

/** `text` in a first-strong isolate when it could reorder what surrounds it; else as is. */
export function isolated(text: string): string {
  return BIDI_SENSITIVE.test(text) ? `\u2068${text}\u2069` : text;
}
