// A consumer app as in README "Install": the stylesheet and a component, nothing else.
// Compiled by test/smoke/consumer-types.test.ts against the packed package.
import 'mcp-elicitation-react/styles.css';
import { SchemaForm } from 'mcp-elicitation-react';

export const form = <SchemaForm schema={{ type: 'object', properties: {} }} onSubmit={() => {}} onDecline={() => {}} onCancel={() => {}} />;
