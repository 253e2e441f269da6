import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SchemaForm, type ElicitContent } from '../../../src/index';
import '../../../src/theme/styles.css';
import { specStructured } from '../../fixtures/schemas';

declare global {
  interface Window {
    submitted: ElicitContent[];
    cspViolations: string[];
  }
}

window.submitted = [];
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SchemaForm schema={specStructured} message="Please provide your contact information" onSubmit={(content) => void window.submitted.push(content)} />
  </StrictMode>,
);
