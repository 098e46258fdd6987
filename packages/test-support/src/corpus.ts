import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** One recorded `elicitation/create` request: where it came from, why it is here, its params. */
export interface CorpusEntry {
  source: string;
  note: string;
  params: { message?: string; requestedSchema: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * Every entry of every `*.json` file in `folder` (each file an array of {@link CorpusEntry}),
 * with the file name: hand-made shapes plus captures from real server frameworks. Tests run all
 * of them, so a new capture file is covered by adding it. The corpus itself lives in
 * `packages/core/src/test-support/corpus/`, where `interop/scripts/capture-corpus.ts` writes it;
 * a test outside core finds it with {@link coreCorpusFolder}.
 */
export function readCorpus(folder: URL): { file: string; index: number; entry: CorpusEntry }[] {
  const path = fileURLToPath(folder);
  return readdirSync(path)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((file) => (JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as CorpusEntry[]).map((entry, index) => ({ file, index, entry })));
}

/**
 * Core's corpus folder, found through core's package name as resolved from `from` (the calling
 * test's `import.meta.url`), so a test in another package needs no relative path into core.
 */
export function coreCorpusFolder(from: string | URL): URL {
  const coreRoot = pathToFileURL(createRequire(from).resolve('@elicit-kit/core/package.json'));
  return new URL('./src/test-support/corpus/', coreRoot);
}
