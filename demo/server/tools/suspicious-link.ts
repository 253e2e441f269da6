/**
 * `suspicious_link`: a URL-mode request whose link a careful client must flag, to show the
 * client's URL warnings (spec client/elicitation, "Safe URL handling": show the full URL,
 * highlight the domain, warn about deceptive URLs). The user info imitates a payment site in
 * front of the real host, and that host is a bare IP address.
 *
 * Harmless by construction: 192.0.2.0/24 is TEST-NET-1 (RFC 5737), reserved for
 * documentation and never routed, so opening the link reaches nothing; the demo server
 * neither fetches it nor redirects to it. `accept` only means "the user agreed to open it".
 */
import { inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { refusal, text, type DemoTool } from './shared.ts';

export const SUSPICIOUS_URL = 'https://pay.demo-cloud.example@192.0.2.7/invoice/4711?pay=now';

const MESSAGE = 'Your Demo Cloud invoice is overdue. Pay it now on the payment page.';

export const suspiciousLink: DemoTool = {
  name: 'suspicious_link',
  title: 'Pay an invoice (a deceptive URL: see the warnings)',
  description:
    'Asks you to open a payment URL through a URL-mode elicitation, but the URL is deceptive on purpose: ' +
    '"pay.demo-cloud.example@" is user info in front of the real host, a bare IP address. It shows the client\'s ' +
    'URL warnings. The address is reserved for documentation (192.0.2.7, RFC 5737) and reaches nothing if opened.',
  async run(ctx) {
    const answer = inputResponse(ctx.mcpReq.inputResponses, 'invoice');
    if (answer.kind !== 'elicit') {
      return inputRequired({ inputRequests: { invoice: inputRequired.elicitUrl({ message: MESSAGE, url: SUSPICIOUS_URL }) } });
    }
    if (answer.action !== 'accept') return refusal(answer.action, 'open the payment link');
    return text('You agreed to open the link. Nothing was paid: 192.0.2.7 is a documentation-only address (RFC 5737) that reaches nothing.');
  },
};
