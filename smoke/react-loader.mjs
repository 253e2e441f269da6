// Node module-resolution hook: resolve every `react` / `react-dom` import (including
// any that a dependency makes) from the directory given in
// SMOKE_REACT_DIR, so the built package runs against exactly one chosen React.
import { pathToFileURL } from 'node:url';

const base = pathToFileURL(`${process.env.SMOKE_REACT_DIR}/`).href;

export async function resolve(specifier, context, nextResolve) {
  if (/^react(-dom)?($|\/)/.test(specifier)) return nextResolve(specifier, { ...context, parentURL: base });
  return nextResolve(specifier, context);
}
