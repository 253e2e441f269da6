/**
 * The Chromium side of `npm run bench`: SchemaForm, @rjsf/core's Form and JSON Forms in one page
 * (production React), driven by bench/browser.mjs through `window.mcpeBench`.
 */
import { renderCounter } from './render-counter';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';
import Form from '@rjsf/core';
import rjsfValidator from '@rjsf/validator-ajv8';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { ElicitationOutlet, preloadElicitationUi, SchemaForm, createElicitationStore } from '../../src/index';
import { createEvalFreeValidator, type SchemaValidator } from '../../src/core';
import '../../src/theme/styles.css';
import { benchSchemas, forRjsf, type BenchSchemaName } from '../fixtures';
import { sep1034Defaults } from '../../test/fixtures/schemas';
import { FloorForm } from './floor';

/**
 * `ours`: SchemaForm as shipped (default validator: the eval-free engine);
 * `ours-eval-free`: with the eval-free validator; `ours-no-validator`: render cost alone;
 * `jsonforms`: JSON Forms with its vanilla renderers (it builds its UI schema and compiles the
 * schema with its ajv as it mounts); `floor`: a hand-written minimal React form, no library (floor.tsx); `empty`: an empty
 * `<form>`, what the harness itself costs per mount (shown, never subtracted).
 */
export type Library = 'ours' | 'ours-eval-free' | 'ours-no-validator' | 'rjsf' | 'jsonforms' | 'floor' | 'empty';

const noop = () => {};
const evalFree = createEvalFreeValidator();
const noValidator: SchemaValidator = { validate: () => ({ valid: true, issues: [] }) };

/** Runs after every pending task, effect and microtask queued so far. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

let fresh = 0;

/**
 * A copy of a schema that no validator cache has seen: a new object with a unique
 * `$comment` (ajv caches compiled schemas by object and by JSON text).
 */
function freshSchema<T extends object>(schema: T): T {
  fresh += 1;
  return { ...structuredClone(schema), $comment: `bench ${fresh}` };
}

/** Each mount gets its own schema, new to the validator, as a first request would. */
function formElement(library: Library, name: BenchSchemaName): ReactElement {
  const schema = freshSchema(benchSchemas[name]);
  if (library === 'ours') return <SchemaForm schema={schema} onSubmit={noop} />;
  if (library === 'ours-eval-free') return <SchemaForm schema={schema} validator={evalFree} onSubmit={noop} />;
  if (library === 'ours-no-validator') return <SchemaForm schema={schema} validator={noValidator} onSubmit={noop} />;
  if (library === 'floor') return <FloorForm schema={schema} onSubmit={noop} />;
  if (library === 'empty') return <form />;
  if (library === 'jsonforms') return <JsonForms schema={schema} data={{}} renderers={vanillaRenderers} cells={vanillaCells} onChange={noop} />;
  const rjsf = forRjsf(schema);
  return <Form schema={rjsf.schema} uiSchema={rjsf.uiSchema} validator={rjsfValidator} onSubmit={noop} />;
}

function newRoot(): { root: Root; container: HTMLElement } {
  const container = document.createElement('div');
  document.getElementById('root')!.append(container);
  return { root: createRoot(container), container };
}

/** One mount, in ms, in three consecutive parts. */
export interface MountTime {
  total: number;
  /** `root.render` inside `flushSync`: React render, DOM creation, commit, layout effects. */
  render: number;
  /** Forced style and layout of the new form. */
  layout: number;
  /** Everything the mount queued (passive effects, the validator warm-up) until the next task. */
  after: number;
  /**
   * The next frame's rendering update (from its requestAnimationFrame callback to the task
   * after it): style, any layout the forced one skipped (SchemaForm's field groups are
   * `content-visibility: auto`, laid out only here) and paint. The wait for the frame is
   * idle time, not counted.
   */
  frame: number;
  /**
   * From `root.render` until every field is in the document: SchemaForm draws a long form
   * in steps (the first screenful in the mounting task); equal to `total` for the others.
   */
  complete: number;
}

/** One mount of a fresh copy of the schema, as a new request would bring. */
async function mountOnce(library: Library, name: BenchSchemaName): Promise<MountTime> {
  const element = formElement(library, name);
  const { root, container } = newRoot();
  await nextTask();
  const started = performance.now();
  flushSync(() => root.render(element));
  const rendered = performance.now();
  void container.offsetHeight;
  const laidOut = performance.now();
  await nextTask();
  const done = performance.now();
  const fields = Object.keys(benchSchemas[name].properties).length;
  const allDrawn = () => !library.startsWith('ours') || container.querySelectorAll('.mcpe-Field').length >= fields;
  const drawnInMount = allDrawn();
  const frameStarted = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  await nextTask();
  const frame = performance.now() - frameStarted;
  const total = done - started + frame;
  // `total` when the mount drew every field; otherwise wall time until the last step (idle
  // waits included).
  const complete = drawnInMount ? total : await (async () => {
    while (!allDrawn()) await new Promise((resolve) => setTimeout(resolve, 0));
    return performance.now() - started;
  })();
  root.unmount();
  container.remove();
  return { total, render: rendered - started, layout: laidOut - rendered, after: done - laidOut, frame, complete };
}

const LIBRARIES: readonly Library[] = ['ours', 'ours-eval-free', 'ours-no-validator', 'rjsf', 'jsonforms', 'floor', 'empty'];

/**
 * One mount of `library`, or the error it reported: JSON Forms logs (console.error) and draws
 * nothing when its ajv cannot compile a schema (2,000 titled options overflow the stack).
 */
async function mountOrFailure(library: Library, name: BenchSchemaName): Promise<MountTime | { failure: string }> {
  const logged: string[] = [];
  // JSON Forms' compile error escapes from React's commit: caught here, it is the row's failure, not the page's.
  const uncaught = (event: ErrorEvent) => {
    if (library !== 'jsonforms') return;
    logged.push(event.message);
    event.preventDefault();
  };
  window.addEventListener('error', uncaught);
  const log = console.error;
  console.error = (...args: unknown[]) => void (library === 'jsonforms' ? logged.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')) : log(...args));
  try {
    const time = await mountOnce(library, name);
    return logged.length > 0 ? { failure: logged[0]!.slice(0, 80) } : time;
  } catch (error) {
    if (library !== 'jsonforms') throw error;
    return { failure: String(error instanceof Error ? error.message : error).slice(0, 80) };
  } finally {
    console.error = log;
    window.removeEventListener('error', uncaught);
  }
}

/** `runs` mounts of each variant, interleaved (order rotating) so drift hits all alike; a variant that fails is dropped from the series, with why. */
async function mountSeries(name: BenchSchemaName, runs: number, warmup = 5): Promise<{ times: Record<Library, MountTime[]>; failures: Partial<Record<Library, string>> }> {
  const times: Record<Library, MountTime[]> = { ours: [], 'ours-eval-free': [], 'ours-no-validator': [], rjsf: [], jsonforms: [], floor: [], empty: [] };
  const failures: Partial<Record<Library, string>> = {};
  for (let i = 0; i < warmup + runs; i += 1) {
    for (let j = 0; j < LIBRARIES.length; j += 1) {
      const library = LIBRARIES[(i + j) % LIBRARIES.length]!;
      if (failures[library]) continue;
      const time = await mountOrFailure(library, name);
      if ('failure' in time) failures[library] = time.failure;
      else if (i >= warmup) times[library].push(time);
    }
  }
  for (const library of Object.keys(failures) as Library[]) times[library] = [];
  return { times, failures };
}

let typingRoot: { root: Root; container: HTMLElement } | undefined;

/**
 * The 200-field form as a host shows it: a request in an ElicitationOutlet (inline), which
 * keeps the draft in the store on every edit so it survives remounts.
 */
function outletElement(): ReactElement {
  const store = createElicitationStore();
  void store.elicit(
    { mode: 'form', message: 'Many fields', requestedSchema: freshSchema(benchSchemas['200 generated fields']) },
    { server: { id: 'bench', name: 'Bench', url: 'https://mcp.example.com/mcp' } },
  );
  return <ElicitationOutlet store={store} presentation="inline" />;
}

/** Mount the 200-field form for typing; `count` turns the render counter on first. */
async function mountForTyping(library: 'ours' | 'ours-outlet' | 'rjsf' | 'floor', count: boolean): Promise<void> {
  unmountTyping();
  renderCounter.enabled = count;
  typingRoot = newRoot();
  const element = library === 'ours-outlet' ? outletElement() : formElement(library, '200 generated fields');
  flushSync(() => typingRoot!.root.render(element));
  await nextTask();
  // Long forms are drawn in steps (and the outlet may load its form body first): count
  // from when all 200 fields are there, so a field drawn late is not taken for a re-render.
  if (library === 'ours' || library === 'ours-outlet') {
    for (let waited = 0; typingRoot.container.querySelectorAll('.mcpe-Field').length < 200; waited += 10) {
      if (waited > 5_000) throw new Error(`${library}: the 200 fields were not all drawn within 5 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await nextTask();
  }
  renderCounter.commits = [];
}

function unmountTyping(): void {
  typingRoot?.root.unmount();
  typingRoot?.container.remove();
  typingRoot = undefined;
  renderCounter.enabled = false;
}

/** The committed re-render counts since the form mounted. */
function renderCounts(): { fields: number; components: number }[] {
  return renderCounter.commits;
}

/**
 * ElicitationOutlet receiving `count` form requests (SEP-1034 schema) in one task: ms until
 * they are rendered, laid out, effects run, and the first input is in the document.
 * `round`: one MRTR round (all forms shown together, inline); otherwise separate rounds
 * shown one at a time as a dialog.
 */
async function outletOnce(count: number, round: boolean, sameSchema = false): Promise<number> {
  const store = createElicitationStore({ maxPendingPerServer: count });
  const { root, container } = newRoot();
  flushSync(() => root.render(<ElicitationOutlet store={store} presentation={round ? 'inline' : 'dialog'} />));
  const server = { id: 'bench', name: 'Bench', url: 'https://mcp.example.com/mcp' };
  // Requests off the wire each bring their own schema object. By default all 50 differ
  // (the worst case: 50 compilations); `sameSchema`: 50 copies of one schema, new to the cache.
  const one = freshSchema(sep1034Defaults);
  const requests = Array.from({ length: count }, (_, i) => ({
    mode: 'form',
    message: `Question ${i + 1}`,
    requestedSchema: sameSchema ? structuredClone(one) : freshSchema(sep1034Defaults),
  }));
  await nextTask();
  const started = performance.now();
  requests.forEach((params, i) => void store.elicit(params, { server, roundId: round ? 'one' : `r${i}` }));
  await nextTask();
  void container.offsetHeight;
  const input = container.querySelector('input');
  const elapsed = performance.now() - started;
  // A round lists every question (only the first few mount their form: round-plan.ts).
  const shown = container.querySelectorAll(round ? '.mcpe-Round-item' : 'form').length;
  root.unmount();
  container.remove();
  if (!input) throw new Error('the outlet showed no input');
  if (shown !== (round ? count : 1)) throw new Error(`expected ${round ? `${count} questions` : '1 form'}, saw ${shown}`);
  return elapsed;
}

async function outletSeries(count: number, round: boolean, runs: number, sameSchema = false, warmup = 3): Promise<number[]> {
  // The form and round chunks load once, with a page's first request (lazy-bodies.ts); this
  // measures the outlet after that, as every later request finds it.
  await preloadElicitationUi();
  const times: number[] = [];
  for (let i = 0; i < warmup + runs; i += 1) {
    const ms = await outletOnce(count, round, sameSchema);
    if (i >= warmup) times.push(ms);
  }
  return times;
}

const api = { mountOnce, mountSeries, mountForTyping, unmountTyping, renderCounts, outletSeries, schemaNames: Object.keys(benchSchemas) };
declare global {
  interface Window {
    mcpeBench: typeof api;
  }
}
window.mcpeBench = api;
