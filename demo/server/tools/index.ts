/** The demo's tools, in the order they are listed. */
import { McpServer } from '@modelcontextprotocol/server';
import { connectAccount } from './connect-account.ts';
import { contactForm } from './contact-form.ts';
import { importSettings } from './import-settings.ts';
import { planTrip } from './plan-trip.ts';
import { resetPassword } from './reset-password.ts';
import { setupWizard } from './setup-wizard.ts';
import { suspiciousLink } from './suspicious-link.ts';
import type { DemoDeps, DemoTool } from './shared.ts';

/** Listed in the order of `DEMO_TOOL_NAMES` (tool-names.ts); a test pins the two together. */
export const DEMO_TOOLS: readonly DemoTool[] = [contactForm, setupWizard, planTrip, connectAccount, importSettings, resetPassword, suspiciousLink];

export const SERVER_INFO = { name: 'mcp-elicitation-demo', title: 'MCP Elicitation Demo', version: '0.1.0' };

/** A fresh McpServer with every demo tool; the same factory serves both protocol eras. */
export function buildMcpServer(deps: DemoDeps): McpServer {
  const server = new McpServer(SERVER_INFO, {
    // Bad, expired or foreign-session state is answered -32602 before any tool runs.
    requestState: { verify: deps.codec.verify },
    instructions: 'Every tool asks the user something through elicitation; call one and answer in the client.',
  });
  for (const tool of DEMO_TOOLS) {
    server.registerTool(tool.name, { title: tool.title, description: tool.description }, (ctx) => tool.run(ctx, deps));
  }
  return server;
}
