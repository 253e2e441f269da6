/**
 * Who is asking. `id`, `name` and `url` come from the host's own configuration (trusted);
 * `title` is what the server says about itself and is shown as secondary only
 * (spec, elicitation "User interaction model": clients MUST make clear which server
 * requests the information).
 */
export interface ServerIdentity {
  /**
   * Stable key of this server in the host's configuration (e.g. its entry in the user's
   * server list). Required by the store and the adapters, which group, limit and
   * recognise requests per server: two servers that share a display name stay apart.
   */
  id?: string;
  /** Host-verified name, e.g. from the user's server list. */
  name: string;
  /** Self-reported display title (`serverInfo.title`); never used for trust. */
  title?: string;
  /** The URL the host connected to; its host is shown. */
  url?: string;
}

/** A server as the store knows it: always with the host's id. */
export type IdentifiedServer = ServerIdentity & { readonly id: string };
