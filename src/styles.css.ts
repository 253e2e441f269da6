/**
 * Emitted by `tsc -p tsconfig.build.json` as dist/styles.css.d.ts: the `types` of the
 * package's "./styles.css" export (package.json), so `import 'mcp-elicitation-react/styles.css'`
 * typechecks under noUncheckedSideEffectImports (TypeScript's TS2882) in an app that has no
 * CSS module declarations. The stylesheet itself exports nothing; nothing imports this file.
 */
export {};
