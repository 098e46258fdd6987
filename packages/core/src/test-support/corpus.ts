import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One recorded `elicitation/create` request: where it came from, why it is here, its params. */
export interface CorpusEntry {
  source: string;
  note: string;
  params: { message?: string; requestedSchema: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * Every entry of every `*.json` file in `test-support/corpus/` (each file an array of
 * {@link CorpusEntry}), with the file name: hand-made shapes plus captures from real
 * server frameworks. Tests run all of them, so a new capture file is covered by adding it.
 */
export function readCorpus(): { file: string; index: number; entry: CorpusEntry }[] {
  const folder = fileURLToPath(new URL('./corpus/', import.meta.url));
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((file) => (JSON.parse(readFileSync(`${folder}${file}`, 'utf8')) as CorpusEntry[]).map((entry, index) => ({ file, index, entry })));
}
