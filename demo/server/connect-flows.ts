/**
 * The server-side record of each URL-mode "connect an account" flow. Nothing about the
 * flow travels in the URL except its random id (spec, client/elicitation "URL mode": no
 * secrets or PII in the URL, and the URL is not pre-authenticated): the connect page looks
 * the flow up here and checks that the browser session opening it is the one it was
 * created for. A flow ends (and is forgotten) when the tool call reports its outcome.
 */
import { randomBytes } from 'node:crypto';

export type FlowStatus = 'pending' | 'allowed' | 'denied';

export interface ConnectFlow {
  /** Random id, the only flow data in the connect URL. */
  readonly id: string;
  /** The `demo_session` the elicitation was for. */
  readonly session: string;
  status: FlowStatus;
  /** OAuth-style `state` sent to the fake third party; cleared once used. */
  oauthState?: string;
  /** Authorization code issued by the fake third party, redeemed by the callback. */
  code?: string;
  /** The linked account name, once allowed. */
  account?: string;
  readonly expiresAt: number;
}

export interface ConnectFlows {
  create(session: string): ConnectFlow;
  get(id: string): ConnectFlow | undefined;
  byOAuthState(state: string): ConnectFlow | undefined;
  delete(id: string): void;
}

const token = () => randomBytes(18).toString('base64url');

export function createConnectFlows({ ttlMs = 15 * 60 * 1000, now = Date.now } = {}): ConnectFlows {
  const flows = new Map<string, ConnectFlow>();
  const live = (flow: ConnectFlow | undefined) => (flow && flow.expiresAt > now() ? flow : undefined);

  return {
    create(session) {
      for (const [id, flow] of flows) if (!live(flow)) flows.delete(id);
      const flow: ConnectFlow = { id: token(), session, status: 'pending', oauthState: token(), expiresAt: now() + ttlMs };
      flows.set(flow.id, flow);
      return flow;
    },
    get: (id) => live(flows.get(id)),
    byOAuthState(state) {
      for (const flow of flows.values()) if (flow.oauthState === state) return live(flow);
      return undefined;
    },
    delete: (id) => void flows.delete(id),
  };
}

export const newCode = token;
