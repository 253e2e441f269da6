/** The demo's tools, in the order they are listed. */
import { McpServer } from '@modelcontextprotocol/server';
import { APP_MIME_TYPE, SEAT_APPS, UI_EXTENSION_ID, brokenSeatApp, chooseSeat } from './choose-seat.ts';
import { connectAccount } from './connect-account.ts';
import { contactForm } from './contact-form.ts';
import { importSettings } from './import-settings.ts';
import { planTrip } from './plan-trip.ts';
import { resetPassword } from './reset-password.ts';
import { setupWizard } from './setup-wizard.ts';
import { suspiciousLink } from './suspicious-link.ts';
import type { DemoDeps, DemoTool } from './shared.ts';

/** Listed in the order of `DEMO_TOOL_NAMES` (tool-names.ts); a test pins the two together. */
export const DEMO_TOOLS: readonly DemoTool[] = [contactForm, setupWizard, planTrip, connectAccount, importSettings, resetPassword, suspiciousLink, chooseSeat, brokenSeatApp];

export const SERVER_INFO = { name: 'mcp-elicitation-demo', title: 'MCP Elicitation Demo', version: '0.1.0' };

/** A fresh McpServer with every demo tool; the same factory serves both protocol eras. */
export function buildMcpServer(deps: DemoDeps): McpServer {
  const server = new McpServer(SERVER_INFO, {
    // Bad, expired or foreign-session state is answered -32602 before any tool runs.
    requestState: { verify: deps.codec.verify },
    instructions: 'Every tool asks the user something through elicitation; call one and answer in the client.',
  });
  const toolDeps: DemoDeps = { ...deps, clientCapabilities: () => server.server.getClientCapabilities() };
  for (const tool of DEMO_TOOLS) {
    server.registerTool(tool.name, { title: tool.title, description: tool.description }, (ctx) => tool.run(ctx, toolDeps));
  }
  // App-rendered forms (SEP-3118): the server's side of the negotiation, and the apps.
  if (deps.appForms !== false) server.server.registerCapabilities({ extensions: { [UI_EXTENSION_ID]: { elicitation: {} } } });
  for (const app of SEAT_APPS) {
    server.registerResource(app.name, app.uri, { mimeType: APP_MIME_TYPE, description: 'An MCP App drawing a seat form' }, async (uri) => ({
      contents: [{ uri: uri.href, mimeType: APP_MIME_TYPE, text: app.html, _meta: { ui: { prefersBorder: true } } }],
    }));
  }
  return server;
}
