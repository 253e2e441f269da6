// Every fixture form of test/fixtures (spec examples, SEP-1034/1330, the bad schemas),
// each a SchemaForm, for the strict-CSP test. `?validator=eval-free` or `?validator=ajv`
// passes that validator explicitly; otherwise SchemaForm uses its default.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SchemaForm, type ElicitContent } from '../../../src/index';
import { createAjvValidator, createEvalFreeValidator } from '../../../src/core';
import '../../../src/theme/styles.css';
import * as schemas from '../../fixtures/schemas';

type Outcome = { fixture: string; shown: 'form' | 'unsupported'; content?: ElicitContent; summary?: string; errors?: string[] };

declare global {
  interface Window {
    fixtureNames: string[];
    submitAll: () => Promise<Outcome[]>;
    cspViolations: string[];
  }
}

const fixtures: [string, unknown][] = [];
for (const [name, value] of Object.entries(schemas)) {
  const group = name === 'badSchemas' || name === 'specPrimitiveForms';
  if (group) for (const [key, schema] of Object.entries(value as Record<string, unknown>)) fixtures.push([`${name}.${key}`, schema]);
  else fixtures.push([name, value]);
}
window.fixtureNames = fixtures.map(([name]) => name);
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective));

const chosen = new URLSearchParams(location.search).get('validator');
const validator = chosen === 'eval-free' ? createEvalFreeValidator() : chosen === 'ajv' ? createAjvValidator() : undefined;
const submitted = new Map<string, ElicitContent>();

/** Waits, a frame at a time, until `done()`; after 10 s it fails loudly instead of reporting a partial outcome. */
const until = async (done: () => boolean, what: string) => {
  const deadline = performance.now() + 10_000;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`${what}: no answer and no error summary after 10 s`);
    await new Promise((r) => requestAnimationFrame(r));
  }
};

/** Press every Submit in turn and report what each form did. */
window.submitAll = async () => {
  submitted.clear();
  const outcomes: Outcome[] = [];
  for (const section of document.querySelectorAll<HTMLElement>('[data-fixture]')) {
    const fixture = section.dataset.fixture!;
    const form = section.querySelector('form');
    if (!form) {
      outcomes.push({ fixture, shown: 'unsupported' });
      continue;
    }
    const summary = () => section.querySelector('.mcpe-SchemaForm-summary')?.textContent ?? '';
    section.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => submitted.has(fixture) || summary() !== '', fixture);
    const errors = [...section.querySelectorAll('.mcpe-FieldError')].map((e) => e.textContent ?? '');
    outcomes.push({ fixture, shown: 'form', content: submitted.get(fixture), summary: summary(), errors });
  }
  return JSON.parse(JSON.stringify(outcomes)) as Outcome[];
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      {fixtures.map(([name, schema]) => (
        <section key={name} data-fixture={name}>
          <h2>{name}</h2>
          <SchemaForm schema={schema} validator={validator} onSubmit={(content) => void submitted.set(name, content)} />
        </section>
      ))}
    </main>
  </StrictMode>,
);
