import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { SchemaForm, type ElicitContent } from '../../../src/index';
import { createEvalFreeValidator, getDefaultValidator, type SchemaValidator } from '../../../src/core';
import '../../../src/theme/styles.css';
import { MOUNT_MARK, stressCases, type StressCase, type StressCaseName } from '../stress-cases';

declare global {
  interface Window {
    /** Renders a case; resolves with the mount time (render through the next task), in ms. */
    mountCase: (name: StressCaseName, engine?: StressCase['engine'], count?: number) => Promise<number>;
    /** What the user did, as the library reported it. */
    events: { action: 'accept' | 'decline' | 'cancel'; content?: ElicitContent; at: number; invalidShown: number }[];
    /** Durations of the long tasks since the last `mountCase` (PerformanceObserver). */
    longTasks: number[];
    /** `event.timeStamp` of the last click: when the browser received it. */
    lastClick: number;
    /** Calls to the form's validator since the page loaded. */
    validations: number;
    /** Properties in the schemas those calls checked: a re-check of one field counts 1. */
    checkedProperties: number;
    /** Properties of the case mounted last (a generated case's count depends on its seed). */
    fieldCount: number;
  }
}

window.events = [];
window.longTasks = [];
window.lastClick = 0;
window.validations = 0;
window.checkedProperties = 0;
document.addEventListener('click', (event) => void (window.lastClick = event.timeStamp), { capture: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: false });

/** Counts validations: a long form must not validate once per field as it is drawn. */
const counted = (validator: SchemaValidator): SchemaValidator => ({
  prepare: (schema) => validator.prepare?.(schema),
  validate: (schema, data, options) => {
    window.validations += 1;
    window.checkedProperties += Object.keys((schema as { properties?: object }).properties ?? {}).length;
    return validator.validate(schema, data, options);
  },
});
// `default` is what SchemaForm picks without a `validator` prop (ajv where eval is allowed).
const validators = { default: counted(getDefaultValidator()), 'eval-free': counted(createEvalFreeValidator()) };
let root: Root | undefined;
/** Fields showing an error when the user acted: a long form draws them in steps. */
const invalidShown = () => document.querySelectorAll('.mcpe-Field[data-invalid]').length;

window.mountCase = async (name, engine, count) => {
  root?.unmount();
  // The previous case's teardown (style, layout, GC of its DOM) is not this case's mount.
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  window.events = [];
  const stressCase = (stressCases[name] as (engine?: StressCase['engine'], count?: number) => StressCase)(engine, count);
  // Load the engine chunks first: the mount measures the form, not the network.
  await validators[stressCase.engine].validate({ type: 'object' }, {});
  // Building the case (100,000 option strings) is the page's work, not the form's: a task of
  // its own, so the long task it makes is not read as the mount's.
  await new Promise((done) => setTimeout(done, 0));
  window.fieldCount = Object.keys((stressCase.schema.properties as object | undefined) ?? {}).length;
  root = createRoot(document.getElementById('root')!);
  window.longTasks = [];
  // Where the mount's tasks start in a Chrome trace (bench/stress-rows.mjs, longestMainThreadTask).
  performance.mark(MOUNT_MARK);
  const started = performance.now();
  flushSync(() =>
    root!.render(
      <SchemaForm
        schema={stressCase.schema}
        message={stressCase.message}
        validator={validators[stressCase.engine]}
        onSubmit={(content) => void window.events.push({ action: 'accept', content, at: performance.now(), invalidShown: invalidShown() })}
        onDecline={() => void window.events.push({ action: 'decline', at: performance.now(), invalidShown: invalidShown() })}
        onCancel={() => void window.events.push({ action: 'cancel', at: performance.now(), invalidShown: invalidShown() })}
      />,
    ),
  );
  await new Promise((done) => setTimeout(done, 0));
  return performance.now() - started;
};
