/**
 * Who is asking. `id`, `name` and `url` come from the host's configuration (trusted); `title`
 * is self-reported and secondary (spec: clients MUST make clear which server asks).
 */
export interface ServerIdentity {
  /** Stable key of this server in the host's configuration; the store groups and limits by it, so servers sharing a name stay apart. */
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
