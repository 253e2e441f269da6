/**
 * `connect_account`: URL-mode elicitation done properly. The URL points to the demo's own
 * `/connect/<flow id>` page, which only works in the browser session the elicitation was
 * for, runs a fake third-party consent page and redirects back (see connect-routes.ts).
 *
 * `accept` from the client only means "the user agreed to open the URL" (spec,
 * client/elicitation), so each retry checks the flow: still pending → ask again with the
 * same URL ("still waiting"); allowed or denied on the third-party page → final result.
 * The flow id travels in signed, session-bound `requestState`.
 */
import { inputRequired, inputResponse, type ServerContext } from '@modelcontextprotocol/server';
import type { ConnectFlow } from '../connect-flows.ts';
import { refusal, stateFor, text, type DemoDeps, type DemoTool, type ToolResult } from './shared.ts';

const FIRST = 'Connect your Demo Cloud account. A Demo Cloud page opens in a new window; approve access there, then come back.';
const WAITING = 'Once you have allowed or denied access in the Demo Cloud window (or opened the link again), continue here.';

async function ask(ctx: ServerContext, deps: DemoDeps, flow: ConnectFlow, message: string): Promise<ToolResult> {
  const url = new URL(`/connect/${flow.id}`, deps.originOf(ctx)).href;
  return inputRequired({
    inputRequests: { connect: inputRequired.elicitUrl({ message, url }) },
    requestState: await deps.codec.mint({ tool: 'connect_account', flow: flow.id }, ctx),
  });
}

export const connectAccount: DemoTool = {
  name: 'connect_account',
  title: 'Connect an account (URL mode)',
  description:
    'Connects a (fake) Demo Cloud account through a URL-mode elicitation: the client asks you before opening the ' +
    "demo's own connect page, which checks it is your browser session, shows Demo Cloud's consent screen (Allow/Deny) " +
    'and sends you back. The call completes once that is finished; until then it asks again ("still waiting"). ' +
    'Declining or cancelling in the client is reported distinctly.',
  async run(ctx, deps) {
    const session = deps.sessionOf(ctx);
    if (session === undefined) {
      return text('connect_account needs the demo browser session: open the demo page of this server in your browser (it sets the session cookie) and call the tool from there.', true);
    }
    const state = stateFor(ctx, 'connect_account');
    if (state === undefined) return ask(ctx, deps, deps.flows.create(session), FIRST);

    const flow = deps.flows.get(state.flow);
    if (!flow || flow.session !== session) return text('This connection request has expired. Run connect_account again.', true);

    const answer = inputResponse(ctx.mcpReq.inputResponses, 'connect');
    if (answer.kind === 'elicit' && answer.action !== 'accept') {
      deps.flows.delete(flow.id);
      return refusal(answer.action, 'connect your Demo Cloud account');
    }
    if (flow.status === 'pending') return ask(ctx, deps, flow, answer.kind === 'elicit' ? WAITING : FIRST);

    deps.flows.delete(flow.id); // single use: the same state cannot complete twice
    return flow.status === 'allowed'
      ? text(`Connected: Demo Cloud account "${flow.account ?? 'demo-user'}" is linked.`)
      : text('Not connected: access was denied on the Demo Cloud page.');
  },
};
