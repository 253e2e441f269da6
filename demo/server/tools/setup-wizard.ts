/**
 * `setup_wizard`: two rounds. Step 1 asks what is being built; step 2's questions depend
 * on that answer. Between rounds the step-1 answers ride in `requestState`, signed with the
 * SDK's `createRequestStateCodec` (spec, basic/patterns/mrtr: state is attacker-controlled
 * input and MUST be integrity-protected when it drives logic), and bound to the browser
 * session, so the state evolves: { step: 1 } → { step: 2, step1 } → final result.
 */
import { inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { RETRY_NOTE, form, readForm, refusal, stateFor, type DemoDeps, type DemoTool, type FormContent, type FormSchema, type ToolResult } from './shared.ts';

const KINDS = { web: 'Web app', api: 'HTTP API', cli: 'Command-line tool' } as const;
type Kind = keyof typeof KINDS;

export const STEP1_SCHEMA: FormSchema = {
  type: 'object',
  properties: {
    project: { type: 'string', title: 'Project name', minLength: 2, maxLength: 40, default: 'my-app' },
    kind: {
      type: 'string',
      title: 'What are you building?',
      oneOf: Object.entries(KINDS).map(([value, title]) => ({ const: value, title })),
      default: 'web',
    },
    typescript: { type: 'boolean', title: 'Use TypeScript', default: true },
  },
  required: ['project', 'kind'],
};

const STEP2_SCHEMAS: Record<Kind, FormSchema> = {
  web: {
    type: 'object',
    properties: {
      framework: { type: 'string', title: 'UI framework', enum: ['react', 'vue', 'svelte'], default: 'react' },
      rendering: {
        type: 'string',
        title: 'Rendering',
        oneOf: [
          { const: 'spa', title: 'Single-page app' },
          { const: 'ssr', title: 'Server-side rendering' },
          { const: 'static', title: 'Static site' },
        ],
        default: 'spa',
      },
    },
    required: ['framework', 'rendering'],
  },
  api: {
    type: 'object',
    properties: {
      port: { type: 'integer', title: 'Port', minimum: 1024, maximum: 65535, default: 8080 },
      auth: {
        type: 'string',
        title: 'Authentication',
        oneOf: [
          { const: 'none', title: 'None' },
          { const: 'api_key', title: 'API keys' },
          { const: 'oauth', title: 'OAuth 2.1' },
        ],
        default: 'oauth',
      },
    },
    required: ['port', 'auth'],
  },
  cli: {
    type: 'object',
    properties: {
      command: { type: 'string', title: 'Command name', minLength: 1, maxLength: 20, default: 'my-cli' },
      platforms: {
        type: 'array',
        title: 'Platforms',
        minItems: 1,
        items: {
          anyOf: [
            { const: 'linux', title: 'Linux' },
            { const: 'macos', title: 'macOS' },
            { const: 'windows', title: 'Windows' },
          ],
        },
        default: ['linux', 'macos'],
      },
    },
    required: ['command', 'platforms'],
  },
};

/** Step 2's form for the step-1 answers (exported for tests). */
export function step2Schema(step1: FormContent): FormSchema {
  return STEP2_SCHEMAS[step1.kind as Kind];
}

async function askStep1(ctx: ServerContext, deps: DemoDeps, note = ''): Promise<ToolResult> {
  return inputRequired({
    inputRequests: { step1: form(`${note}Step 1 of 2: what are you setting up?`, STEP1_SCHEMA) },
    requestState: await deps.codec.mint({ tool: 'setup_wizard', step: 1 }, ctx),
  });
}

async function askStep2(ctx: ServerContext, deps: DemoDeps, step1: FormContent, note = ''): Promise<ToolResult> {
  const message = `${note}Step 2 of 2: ${KINDS[step1.kind as Kind]} settings for "${String(step1.project)}".`;
  return inputRequired({
    inputRequests: { step2: form(message, step2Schema(step1)) },
    requestState: await deps.codec.mint({ tool: 'setup_wizard', step: 2, step1 }, ctx),
  });
}

export const setupWizard: DemoTool = {
  name: 'setup_wizard',
  title: 'Project setup wizard (two rounds)',
  description:
    'A two-step wizard: step 1 asks for the project name and kind (web app, HTTP API or CLI); step 2 asks ' +
    'questions that depend on that kind. The step-1 answers travel between rounds in a signed requestState ' +
    '(the client echoes it byte for byte). Ends with a summary; decline or cancel at either step stops it.',
  async run(ctx, deps) {
    const state = stateFor(ctx, 'setup_wizard');
    if (state === undefined) return askStep1(ctx, deps);

    if (state.step === 1) {
      const answer = readForm(ctx, 'step1', STEP1_SCHEMA);
      if (answer.kind === 'accept') return askStep2(ctx, deps, answer.content);
      if (answer.kind === 'decline' || answer.kind === 'cancel') return refusal(answer.kind, 'continue the setup (step 1)');
      return askStep1(ctx, deps, answer.kind === 'invalid' ? RETRY_NOTE : '');
    }

    const answer = readForm(ctx, 'step2', step2Schema(state.step1));
    if (answer.kind === 'accept') {
      const { project, kind, typescript } = state.step1;
      const summary = `Set up "${String(project)}": ${KINDS[kind as Kind]}${typescript ? ', TypeScript' : ''}.`;
      return {
        content: [
          { type: 'text', text: summary },
          { type: 'text', text: JSON.stringify({ step1: state.step1, step2: answer.content }) },
        ],
      };
    }
    if (answer.kind === 'decline' || answer.kind === 'cancel') return refusal(answer.kind, 'finish the setup (step 2)');
    return askStep2(ctx, deps, state.step1, answer.kind === 'invalid' ? RETRY_NOTE : '');
  },
};
