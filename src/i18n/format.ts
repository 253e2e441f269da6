// Plurals and numbers shown in each language's way (Intl); values sent to the server stay JSON numbers and ISO strings.

/** Plural categories a language may use (CLDR); `other` is always required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let value = cache.get(locale);
  if (value === undefined) cache.set(locale, (value = make()));
  return value;
}

/** `n` written the way `locale` writes numbers, e.g. `formatNumber('de', 1000.5)` ⇒ "1.000,5". */
export function formatNumber(locale: string, n: number): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 20 })).format(n);
}

/** The form of `forms` that `locale` uses for `n`, `#` replaced by the number (`other` when the category is missing). */
export function formatPlural(locale: string, n: number, forms: PluralForms): string {
  const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(n);
  return (forms[category] ?? forms.other).replaceAll('#', formatNumber(locale, n));
}

/** Whole seconds as a countdown reads them, `m:ss` ("1:05"), the same in every language here. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
