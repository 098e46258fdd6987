/**
 * Splits a command line the way a POSIX shell splits words, without running a shell: blanks
 * separate words, 'single' and "double" quotes keep blanks (no expansion inside), a backslash
 * escapes the next character outside single quotes. The local side spawns without a shell,
 * so `$VAR`, globs, pipes and `;` have no meaning here and stay literal.
 */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word += char;
    } else if (char === '\\' && i + 1 < line.length && (quote === undefined || /["\\$`]/.test(line[i + 1]!))) {
      word += line[++i];
      inWord = true;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote !== undefined) throw new UnclosedQuoteError(`The command has an unclosed ${quote === '"' ? 'double' : 'single'} quote.`);
  if (inWord) words.push(word);
  return words;
}

/** The command line ends inside a quote. */
export class UnclosedQuoteError extends Error {
  override name = 'UnclosedQuoteError';
}
