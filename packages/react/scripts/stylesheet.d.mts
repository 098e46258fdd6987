/** The cascade layer holding every rule of the kit. */
export declare const LAYER: string;
/** Tailwind v4's layer order, declared first so the kit lands above preflight in any import order. */
export declare const ORDER: string;
/** Inlines `src/styles.css` and its layered partials into one `@layer components.elicit-kit { … }` stylesheet. */
export declare function inlineStylesheet(entry: string): string;
