// @ts-check
// Reads an npm tarball (gzip'd ustar, as `pnpm pack` writes it) into memory: the check looks at
// what a user would download, not at the workspace. Small enough to hand-roll: regular files,
// ustar name prefixes and pax `path` records are all npm/pnpm tarballs use.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** @param {Buffer} block @param {number} start @param {number} length */
const text = (block, start, length) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');

/**
 * The files of a `.tgz`, keyed by their path inside the package (the leading `package/` removed).
 * @param {string} file
 * @returns {Map<string, Buffer>}
 */
export function readTarball(file) {
  const tar = gunzipSync(readFileSync(file));
  const files = new Map();
  let paxPath;
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 48);
    const prefix = text(header, 345, 155);
    const name = paxPath ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    const body = tar.subarray(offset + 512, offset + 512 + size);
    paxPath = undefined;
    if (type === 'x') paxPath = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
    else if (type === '0' || type === '7') files.set(name.replace(/^[^/]+\//, ''), Buffer.from(body));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
