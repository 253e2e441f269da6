// The labels moved to src/i18n (types.ts, en.ts, zh-cn.ts); this module keeps the old
// import path working inside the library.
export * from './i18n/types.js';
export { defaultLabels, mergeLabelOverrides, resolveLabels } from './i18n/en.js';
