export const OUTPUT: string;
export function registrableDomains(hosts: Iterable<string>): string[];
export function mozList(topSitesJson: string): string;
export function wellKnownDomainsModule(): string;
