// A consumer app as in README "Install": the stylesheet, a component, and the narrow entries
// (README "Entry points", resolved through package.json "exports").
// Compiled by test/smoke/consumer-types.test.ts against the packed package.
import 'mcp-elicitation-react/styles.css';
import { SchemaForm } from 'mcp-elicitation-react';
import { ElicitationOutlet, type ElicitationOutletProps } from 'mcp-elicitation-react/host';
import { createElicitationStore, type ElicitationStore } from 'mcp-elicitation-react/store';

export const form = <SchemaForm schema={{ type: 'object', properties: {} }} onSubmit={() => {}} onDecline={() => {}} onCancel={() => {}} />;

const store: ElicitationStore = createElicitationStore();
const outletProps: ElicitationOutletProps = { store, presentation: 'inline' };
export const outlet = <ElicitationOutlet {...outletProps} />;
