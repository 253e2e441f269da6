// tldts's own prebuilt, minified ES module (the package has no `exports` map, so the path
// resolves everywhere). Importing it rather than `tldts` keeps the URL chunk the same in any
// bundler: built from tldts's sources, Vite 8's default `inlineConst` copies its 70 kB trie
// string three times (bench/findings.md). Node ≥ 20.19 loads it as ESM by syntax detection.
declare module 'tldts/dist/index.esm.min.js' {
  export { parse } from 'tldts';
}
