// punycode@2 ships no types. Import the ES module file by path: the bare name `punycode`
// resolves to Node's deprecated built-in under Node (tests, SSR) instead of the package.
declare module 'punycode/punycode.es6.js' {
  /** Decode the Punycode part of a label (after `xn--`); throws on malformed input. */
  export function decode(input: string): string;
  /** Encode a Unicode label as Punycode (without `xn--`). */
  export function encode(input: string): string;
}
