/**
 * The hostile requests of the stress suite (test/browser/stress.test.ts) and `npm run bench`:
 * each froze the host page before the linear-time work (SECURITY.md, "Known limits").
 * Built in the page, so the sizes cost nothing to send; kept small enough for a minute.
 */
export const MB = 1_000_000;
/** The user-timing mark the stress page sets where a mount starts, after the case is built. */
export const MOUNT_MARK = 'mcpe-stress-mount';
const upper = (n: number) => 'A'.repeat(n);

export interface StressCase {
  message?: string;
  schema: Record<string, unknown>;
  /** `eval-free`: the engine a strict-CSP page gets. */
  engine: 'default' | 'eval-free';
}

const values = (n: number) => Array.from({ length: n }, (_, i) => `option-${i}`);

export const stressCases = {
  /** 1 MB of upper-case text across message, key, title, description and default. */
  upperCaseText: (): StressCase => ({
    message: upper(MB / 5),
    schema: {
      type: 'object',
      properties: {
        [upper(MB / 5)]: { type: 'boolean', title: upper(MB / 5), description: upper(MB / 5) },
        note: { type: 'string', default: upper(MB / 5) },
      },
    },
    engine: 'default',
  }),
  /** Catastrophic backtracking: `^(a+)+$` against the server's own default. */
  evilPattern: (engine: StressCase['engine'] = 'default'): StressCase => ({
    schema: { type: 'object', properties: { code: { type: 'string', title: 'Code', pattern: '^(a+)+$', default: `${'a'.repeat(40)}!` } } },
    engine,
  }),
  /** A multi-select of 50,000 options with every option selected by default. */
  fiftyThousandSelected: (): StressCase => ({
    schema: { type: 'object', properties: { tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: values(50_000) }, default: values(50_000) } } },
    engine: 'default',
  }),
  /** A titled multi-select (items.anyOf) of 5,000 options, all selected, on the eval-free engine. */
  titledAllSelected: (): StressCase => ({
    schema: {
      type: 'object',
      properties: {
        tags: { type: 'array', title: 'Tags', items: { anyOf: values(5_000).map((v) => ({ const: v, title: v.toUpperCase() })) }, default: values(5_000) },
      },
    },
    engine: 'eval-free',
  }),
  /** `count` required string properties (5,000 in the bench; fewer in the test's dev build). */
  fiveThousandFields: (_engine?: StressCase['engine'], count = 5_000): StressCase => ({
    schema: {
      type: 'object',
      required: Array.from({ length: count }, (_, i) => `field${i}`),
      properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, { type: 'string', title: `Field ${i}`, minLength: 1 }])),
    },
    engine: 'default',
  }),
  /** The same form with every field answered by its default: a valid submit of `count` answers. */
  filledFields: (_engine?: StressCase['engine'], count = 5_000): StressCase => ({
    schema: {
      type: 'object',
      required: Array.from({ length: count }, (_, i) => `field${i}`),
      properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, { type: 'string', title: `Field ${i}`, minLength: 1, default: `answer ${i}` }])),
    },
    engine: 'default',
  }),
  /** `count` (60) fields, each with its own pattern that keeps ~2,000 states live, and a default of 20 kB that matches. */
  costlyPatterns: (_engine?: StressCase['engine'], count = 60): StressCase => ({
    schema: {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`p${i}`, { type: 'string', title: `Pattern ${i}`, pattern: `\\p{L}{${1_900 + i}}`, default: 'é'.repeat(20_000) }]),
      ),
    },
    engine: 'default',
  }),
  /** `count` (3,000) fields sharing one pattern, each with an 8 kB default that matches. */
  sharedPatternLongDefaults: (_engine?: StressCase['engine'], count = 3_000): StressCase => ({
    schema: {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`s${i}`, { type: 'string', title: `Answer ${i}`, pattern: '^[a-z ]+$', default: 'lorem ipsum '.repeat(700) }])),
    },
    engine: 'default',
  }),
  /** `count` (10,000) boolean fields. */
  manyBooleans: (_engine?: StressCase['engine'], count = 10_000): StressCase => ({
    schema: { type: 'object', properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`b${i}`, { type: 'boolean', title: `Yes ${i}`, default: i % 2 === 0 }])) },
    engine: 'default',
  }),
  /** 200 fields whose titles carry a megabyte of combining marks (5,000 per title). */
  combiningTitles: (): StressCase => ({
    schema: { type: 'object', properties: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`c${i}`, { type: 'string', title: `Field ${i} ${'e\u0301'.repeat(2_500)}` }])) },
    engine: 'default',
  }),
  /** Two single-selects of 20,000 titled options, every title the same. */
  identicalTitleEnums: (): StressCase => {
    const field = (key: string) => ({ type: 'string', title: key, oneOf: Array.from({ length: 20_000 }, (_, i) => ({ const: `${key}-${i}`, title: 'Same title' })) });
    return { schema: { type: 'object', properties: { first: field('First'), second: field('Second') } }, engine: 'default' };
  },
  /** A multi-select of 100,000 options with `uniqueItems`. */
  hundredThousandUnique: (): StressCase => ({
    schema: { type: 'object', properties: { tags: { type: 'array', title: 'Tags', uniqueItems: true, items: { type: 'string', enum: values(100_000) } } } },
    engine: 'default',
  }),
  /** {@link generatedCase} of the seed `count` (its engine is the seed's too). */
  generated: (_engine?: StressCase['engine'], seed = 1): StressCase => generatedCase(seed),
} satisfies Record<string, (engine?: StressCase['engine'], count?: number) => StressCase>;

export type StressCaseName = keyof typeof stressCases;

/** A small seeded generator (mulberry32): the same seed builds the same request. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A hostile form built from `seed`, of shapes the fixed cases above do not hold: between 1,000
 * and 10,000 fields of mixed kinds whose titles are all the same, few, or unique; string fields
 * that share one pattern (some with a long default that matches it); a pattern over letters
 * (`\p{L}{n}`) with a long non-Latin default; selects whose legacy `enumNames` repeat one label;
 * multi-selects with a huge default array. Every default is valid, so a Submit is accepted.
 */
export function generatedCase(seed: number): StressCase {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const count = 1_000 + Math.floor(random() * 9_000);
  const titles = pick(['same', 'few', 'unique'] as const);
  const title = (i: number) => (titles === 'same' ? 'Same title' : titles === 'few' ? `Title ${i % 3}` : `Title ${i}`);
  const sharedPattern = pick(['^[a-z ]+$', '^[a-z0-9._-]+@[a-z0-9.-]+$', '^\\p{L}[\\p{L} ]*$']);
  const longDefault = 'lorem ipsum '.repeat(100 + Math.floor(random() * 900));
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const roll = random();
    properties[`g${i}`] =
      roll < 0.4
        ? { type: 'boolean', title: title(i), default: random() < 0.5 }
        : roll < 0.75
          ? { type: 'string', title: title(i), pattern: sharedPattern, ...(random() < 0.3 && sharedPattern !== '^[a-z0-9._-]+@[a-z0-9.-]+$' ? { default: longDefault } : {}) }
          : roll < 0.9
            ? { type: 'integer', title: title(i), minimum: 0, default: i }
            : { type: 'string', title: title(i), enum: ['a', 'b', 'c', 'd'], enumNames: ['Same', 'Same', 'Same', 'Same'] };
  }
  const options = values(20_000 + Math.floor(random() * 30_000));
  properties.repeated = { type: 'string', title: 'Repeated names', enum: options, enumNames: options.map(() => 'Same name'), default: options.at(-1) };
  properties.huge = { type: 'array', title: 'Huge default', items: { type: 'string', enum: options }, default: options };
  properties.letters = { type: 'string', title: 'Letters', pattern: '\\p{L}{2000}', default: 'ж'.repeat(100_000) };
  return { schema: { type: 'object', properties }, engine: random() < 0.5 ? 'default' : 'eval-free' };
}
