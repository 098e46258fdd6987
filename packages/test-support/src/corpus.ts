import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
 * a test outside core finds it through core's package name
 * (`new URL('./src/test-support/corpus/', pathToFileURL(require.resolve('@elicit-kit/core/package.json')))`).
 */
export function readCorpus(folder: URL): { file: string; index: number; entry: CorpusEntry }[] {
  const path = fileURLToPath(folder);
  return readdirSync(path)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((file) => (JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as CorpusEntry[]).map((entry, index) => ({ file, index, entry })));
}

