/** Inlines `src/styles.css` and its layered partials into one `@layer elicit-kit { … }` stylesheet. */
export declare function inlineStylesheet(entry: string): string;
