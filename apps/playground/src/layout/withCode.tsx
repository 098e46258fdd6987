/** Text with `backticked` parts (commands, JSON paths) shown as code. */
export function withCode(text: string) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
