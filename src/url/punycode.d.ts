// punycode@2 ships no types. Import the ES module file by path: the bare name `punycode`
// resolves to Node's deprecated built-in under Node (tests, SSR) instead of the package.
declare module 'punycode/punycode.es6.js' {
  /** Convert a Punycode (`xn--`) domain name to Unicode; ASCII labels pass through. */
  export function toUnicode(input: string): string;
}
