/**
 * Emitted as dist/styles.css.d.ts, the `types` of the "./styles.css" export, so the side-effect
 * import typechecks under noUncheckedSideEffectImports in an app without CSS module declarations.
 */
export {};
