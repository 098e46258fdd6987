// punycode ships no types; a bare `punycode` import would hit Node's deprecated
// built-in, so core imports the ES module file by path and types the part it uses.
declare module 'punycode/punycode.es6.js' {
  /** Decodes the Punycode of one label (without `xn--`); throws RangeError on bad input. */
  export function decode(input: string): string;
}
