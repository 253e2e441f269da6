/**
 * "Looks like another site": another site's domain written before the registrable domain
 * that really opens, as labels (`paypal.com.account-check.com`), hyphen-joined
 * (`accounts.google.com-signin.evil.net`) or continued by a private suffix (`accounts.google.com.de`,
 * read up to the ICANN suffix so it is the first shape again).
 */

/** Top-level domains that read as "the end of a domain" wherever they appear. */
const GENERIC_TLDS = new Set(['com', 'net', 'org', 'edu', 'gov', 'mil', 'int', 'co', 'io', 'info', 'biz']);
/** The one that also reads so when joined with a hyphen (`my-org`, `co-op` are ordinary names). */
const JOINED_TLDS = new Set(['com']);

/** Often imitated brands; consulted only for country-code labels, which are also region names (`tenant.us.auth0.com`). */
const BRANDS = new Set(
  ('amazon apple icloud paypal google gmail youtube microsoft microsoftonline live outlook office office365 ' +
    'facebook instagram whatsapp meta netflix ebay linkedin twitter github gitlab bitbucket dropbox adobe ' +
    'yahoo chase wellsfargo bankofamerica citi citibank hsbc barclays santander ing dhl fedex ups usps ' +
    'binance coinbase kraken metamask steam steamcommunity roblox spotify docusign okta salesforce slack ' +
    'zoom stripe openai anthropic booking airbnb walmart alibaba aliexpress rakuten mercadolibre').split(' '),
);

/** The domain the host's ASCII `labels` imitate, or `undefined`; labels from `icannStart` on are the ICANN suffix. */
export function imitatedDomain(labels: string[], icannStart: number, isCountryCode: (label: string) => boolean): string | undefined {
  const endsDomain = (label: string | undefined) => label !== undefined && (GENERIC_TLDS.has(label) || isCountryCode(label));
  for (let i = 0; i + 1 < icannStart; i++) {
    const name = labels[i]!;
    const next = labels[i + 1]!;
    if (endsDomain(name) || !/[a-z]/.test(name)) continue;
    const generic = GENERIC_TLDS.has(next);
    // A country code after a name: only a known brand, or a `www.` in front, reads as a site.
    if (generic || (isCountryCode(next) && (BRANDS.has(name) || labels[i - 1] === 'www'))) {
      let j = i + 1;
      while (j + 1 < icannStart && endsDomain(labels[j + 1])) j++;
      return labels.slice(i, j + 1).join('.');
    }
  }
  // Hyphen joins, in any label before the suffix (the registrable one included).
  for (let i = 0; i < icannStart; i++) {
    const pieces = labels[i]!.split('-');
    for (let k = 0; k < pieces.length; k++) {
      if (!JOINED_TLDS.has(pieces[k]!) || pieces.length === 1) continue;
      const before = k > 0 ? pieces[k - 1] : labels[i - 1];
      if (before && /[a-z]/.test(before) && !endsDomain(before)) return `${before}.${pieces[k]}`;
    }
  }
  return undefined;
}
