/** The rule heads in tokens.css whose declarations the table (and the consistency check) read. */
export declare const RULES: Record<'base' | 'followHost' | 'dark' | 'light' | 'systemDark', string>;
/** The declarations of the first rule that starts with `head`, in order, with the comment above each. */
export declare function declarations(css: string, head: string): { name: string; value: string; what: string }[];
/** Every `--ek-*` token: its light and dark default and what it styles. */
export declare function readTokens(css: string): { name: string; light: string; dark: string; what: string }[];
/** The README's table. */
export declare function tokenTable(tokens: ReturnType<typeof readTokens>): string;
export declare const START: string;
export declare const END: string;
/** The README with its table replaced by `table`. */
export declare function withTable(readme: string, table: string): string;
