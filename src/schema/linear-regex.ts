/**
 * A linear-time matcher for JSON Schema `pattern`s (ECMA-262, Unicode mode, unanchored): a
 * Thompson automaton run on every start position at once, so `^(a+)+$` against "a"×40 + "!"
 * costs 41 steps, not 2^40. State sets are remembered with their transitions (a lazy DFA, as
 * RE2 does); each character matcher is the browser's own RegExp, asked about one code point.
 */
import { parseRegex, type RegexNode } from './regex-parse.js';

/** Most automaton states a pattern may expand to (`x{1000}` is 1,000 copies of `x`). */
export const REGEX_STATE_LIMIT = 5_000;
/**
 * Most state visits one check may make outside the remembered transitions (~0.3–1 s of work,
 * spread over short tasks). Beyond it the verdict is `'unknown'`, never "does not match":
 * the value may well match, and the server checks the answer again anyway.
 */
export const REGEX_WORK_LIMIT = 5_000_000;
/** Memory one pattern may keep remembered, in estimated bytes; past it everything is dropped and rebuilt as needed (as RE2 does). */
export const DFA_MEMORY_LIMIT = 2_000_000;

/** A check's outcome: `'unknown'` when it could not finish within {@link REGEX_WORK_LIMIT}. */
export type PatternVerdict = boolean | 'unknown';

/** One check of one value, run in steps so that no step holds the main thread for long. */
export interface PatternRun {
  /** Go on for about `visits` state visits: the verdict, or `undefined` if not there yet. */
  step(visits: number): PatternVerdict | undefined;
  /** State visits made so far. */
  visits(): number;
}

export interface LinearRegex {
  /**
   * Whether the pattern matches somewhere in `input`, as `RegExp.prototype.test` does by the
   * spec (advancing by code point in Unicode mode, unlike V8 between the halves of a surrogate pair).
   */
  test(input: string): PatternVerdict;
  /** The same check, in steps (see {@link PatternRun}). */
  run(input: string): PatternRun;
  /** Estimated bytes this pattern keeps remembered now: at most ~{@link DFA_MEMORY_LIMIT}. */
  memory(): number;
}

type Matcher = (codePoint: number) => boolean;
type Assertion = '^' | '$' | 'b' | 'B';
type State =
  | { op: 'char'; match: Matcher; next: number }
  | { op: 'split'; next: number; other: number }
  | { op: 'assert'; kind: Assertion; next: number }
  | { op: 'match' };

/**
 * Compile a pattern, or `undefined` for one that cannot run here in linear time: invalid
 * in Unicode mode, a backreference or lookaround, or larger than {@link REGEX_STATE_LIMIT}.
 */
export function compileLinearRegex(source: string): LinearRegex | undefined {
  try {
    new RegExp(source, 'u'); // syntax check only: this RegExp never runs
    const tree = parseRegex(source);
    if (!(size(tree) <= REGEX_STATE_LIMIT)) return undefined;
    // Anchored at the end only (`[ab]*a[ab]{2400}$`): the reversed pattern on the reversed input
    // lets the anchor cut the work short (as RE2 does).
    if (edge(tree, 'last') === '$' && edge(tree, 'first') !== '^') return backwards(automaton(reverse(tree)));
    return automaton(tree);
  } catch {
    // Any failure: the field says its pattern is not checked here, rather than the form failing.
    return undefined;
  }
}

/** The assertion every match starts (`first`) or ends (`last`) with, if one is certain. */
function edge(node: RegexNode, side: 'first' | 'last'): string | undefined {
  if (node.type === 'assert') return node.kind;
  if (node.type === 'seq') return node.items.length === 0 ? undefined : edge(node.items[side === 'first' ? 0 : node.items.length - 1]!, side);
  if (node.type === 'alt') {
    const kinds = new Set(node.items.map((item) => edge(item, side)));
    return kinds.size === 1 ? [...kinds][0] : undefined;
  }
  if (node.type === 'atom') return undefined;
  return node.min > 0 && node.max === node.min ? edge(node.node, side) : undefined;
}

/** The pattern read right to left: `^` and `$` swap; `\b`, `\B` and each atom read the same. */
function reverse(node: RegexNode): RegexNode {
  switch (node.type) {
    case 'atom':
      return node;
    case 'assert':
      return node.kind === '^' ? { type: 'assert', kind: '$' } : node.kind === '$' ? { type: 'assert', kind: '^' } : node;
    case 'seq':
      return { type: 'seq', items: node.items.map(reverse).reverse() };
    case 'alt':
      return { type: 'alt', items: node.items.map(reverse) };
    case 'repeat':
      return { ...node, node: reverse(node.node) };
  }
}

/** `input` by code point, last first (a surrogate pair stays a pair). */
function reversed(input: string): string {
  let out = '';
  for (let i = input.length; i > 0; ) {
    const low = input.charCodeAt(i - 1);
    const pair = low >= 0xdc00 && low <= 0xdfff && i >= 2 && (input.charCodeAt(i - 2) & 0xfc00) === 0xd800;
    out += input.slice(pair ? i - 2 : i - 1, i);
    i -= pair ? 2 : 1;
  }
  return out;
}

/** A matcher of the reversed pattern, asked about the reversed input. */
function backwards(regex: LinearRegex): LinearRegex {
  return { test: (input) => regex.test(reversed(input)), run: (input) => regex.run(reversed(input)), memory: regex.memory };
}

/** States a node expands to, saturating above the limit so that `{1000}{1000}…` stays cheap. */
function size(node: RegexNode): number {
  switch (node.type) {
    case 'atom':
    case 'assert':
      return 1;
    case 'seq':
    case 'alt':
      return node.items.reduce((sum, item) => Math.min(sum + size(item) + 1, REGEX_STATE_LIMIT + 1), 0);
    case 'repeat': {
      // Each copy counts at least 1 (with its split), so `(){1e400}` is too large, not NaN.
      const copies = node.max === Infinity ? node.min + 1 : node.max;
      return Math.min((size(node.node) + 1) * copies + 1, REGEX_STATE_LIMIT + 1);
    }
  }
}

const isWord = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** One code point against the browser's RegExp for `source`, ASCII answers remembered. */
function matcherFor(source: string, cache: Map<string, Matcher>): Matcher {
  let match = cache.get(source);
  if (match) return match;
  const regex = new RegExp(`^(?:${source})$`, 'u');
  const ascii = new Int8Array(128); // 0 unknown, 1 yes, 2 no
  match = (c) => {
    if (c >= 128) return regex.test(String.fromCodePoint(c));
    if (ascii[c] === 0) ascii[c] = regex.test(String.fromCharCode(c)) ? 1 : 2;
    return ascii[c] === 1;
  };
  cache.set(source, match);
  return match;
}

function automaton(tree: RegexNode): LinearRegex {
  const states: State[] = [{ op: 'match' }];
  const matchers = new Map<string, Matcher>();

  /** Emit `node` followed by the state `next`; returns the node's first state. */
  function emit(node: RegexNode, next: number): number {
    switch (node.type) {
      case 'atom': {
        const literal = node.literal;
        const match = literal >= 0 ? (c: number) => c === literal : matcherFor(node.source, matchers);
        return states.push({ op: 'char', match, next }) - 1;
      }
      case 'assert':
        return states.push({ op: 'assert', kind: node.kind, next }) - 1;
      case 'seq':
        return node.items.reduceRight((after, item) => emit(item, after), next);
      case 'alt':
        return node.items.reduceRight((other, item) => states.push({ op: 'split', next: emit(item, next), other }) - 1, -1);
      case 'repeat':
        return repeat(node.node, node.min, node.max, next);
    }
  }

  /** `node{min,max}`: `min` copies, then `max - min` optional ones, or a loop when unbounded. */
  function repeat(node: RegexNode, min: number, max: number, next: number): number {
    let entry = next;
    if (max === Infinity) {
      const loop = states.push({ op: 'split', next: -1, other: next }) - 1;
      (states[loop] as { next: number }).next = emit(node, loop);
      entry = loop;
    } else {
      for (let i = min; i < max; i += 1) entry = states.push({ op: 'split', next: emit(node, entry), other: next }) - 1;
    }
    for (let i = 0; i < min; i += 1) entry = emit(node, entry);
    return entry;
  }

  return lazyDfa(states, emit(tree, 0));
}

/** A set of automaton states (the character states, sorted), with the transitions seen from it. */
interface DfaState {
  ids: number[];
  /** Transitions by key: below {@link LOW_KEYS} (ASCII, with its context) in an array, a quicker lookup. */
  low: (DfaState | undefined)[];
  edges: Map<number, DfaState>;
  epoch: number;
}
const LOW_KEYS = 512;
/** Reached the end of the pattern: the input matches. */
const MATCHED: DfaState = { ids: [], low: [], edges: new Map(), epoch: -1 };
/** New sets one `test` may remember; an input that keeps meeting new ones runs the rest as a plain automaton. */
const NEW_SET_LIMIT = 500;
const UNREMEMBERED = -2;
/** Estimated bytes of a remembered set besides its ids and key, and of one transition. */
const SET_BYTES = 160;
/** Characters a step may read through remembered transitions per state visit it is given. */
const CHARACTERS_PER_VISIT = 8;
const EDGE_BYTES = 40;

function lazyDfa(states: readonly State[], start: number): LinearRegex {
  // Only `$`, `\b` and `\B` make a step depend on the character after it (`^` holds at 0 only).
  const contextual = states.some((s) => s.op === 'assert' && s.kind !== '^');
  const first = states[start]!;
  const anchored = first.op === 'assert' && first.kind === '^';
  const seen = new Int32Array(states.length);
  let mark = 0; // seen[id] === mark: visited in this settle
  let work = 0; // state visits, all runs together: each run counts its own share
  let known = new Map<string, DfaState>();
  let stored = 0;
  let epoch = 0;

  /** Past the memory limit, drop every remembered set and transition (a new epoch). */
  function forgetIfFull(): void {
    if (stored <= DFA_MEMORY_LIMIT) return;
    known = new Map();
    stored = 0;
    epoch += 1;
  }

  /** The set reached from `seeds` through splits and assertions, at a position with this context. */
  function settle(seeds: number[], position: number, length: number, before: number, after: number, remember: boolean): DfaState {
    mark += 1;
    if (mark === 0x7fffffff) {
      // Never let the mark wrap: a stale mark would revisit states forever.
      seen.fill(0);
      mark = 1;
    }
    const ids: number[] = [];
    while (seeds.length > 0) {
      const id = seeds.pop()!;
      if (id < 0 || seen[id] === mark) continue;
      seen[id] = mark;
      work += 1;
      const state = states[id]!;
      if (state.op === 'match') return MATCHED;
      if (state.op === 'char') ids.push(id);
      else if (state.op === 'split') seeds.push(state.other, state.next);
      else if (holds(state.kind, position, length, before, after)) seeds.push(state.next);
    }
    if (!remember) return { ids, low: MATCHED.low, edges: MATCHED.edges, epoch: UNREMEMBERED };
    ids.sort((a, b) => a - b);
    const key = ids.join();
    let set = known.get(key);
    if (set === undefined) {
      forgetIfFull();
      set = { ids, low: [], edges: new Map(), epoch };
      known.set(key, set);
      // Measured in Node 20: \\p{L}{2000} on 100 kB of letters kept 1.43 MB, estimated 1.36 MB.
      stored += ids.length * 16 + key.length * 2 + SET_BYTES;
    }
    return set;
  }

  function run(input: string): PatternRun {
    const length = input.length;
    let created = 0; // sets this run has remembered
    let spent = 0;
    let c = length > 0 ? input.codePointAt(0)! : -1;
    let set: DfaState | undefined = undefined;
    let position = 0;
    let verdict: PatternVerdict | undefined;

    /**
     * Advance until the verdict, until `until` (a value of `work`) is passed, or after
     * `characters` characters (remembered transitions cost no visits, but take time).
     */
    function advance(until: number, characters: number): PatternVerdict | undefined {
      set ??= settle([start], 0, length, -1, c, true);
      while (set !== MATCHED) {
        if (--characters < 0) return undefined;
        if (c < 0 || (anchored && set.ids.length === 0)) return false;
        const next = position + (c > 0xffff ? 2 : 1);
        const after = next < length ? input.codePointAt(next)! : -1;
        const key = contextual ? c * 4 + (after < 0 ? 1 : 0) + (isWord(after) ? 2 : 0) : c;
        let target: DfaState | undefined = key < LOW_KEYS ? set.low[key] : set.edges.get(key);
        if (target === undefined || (target !== MATCHED && target.epoch !== epoch)) {
          if (work >= until) return undefined;
          const seeds = [start];
          for (const id of set.ids) {
            const state = states[id] as { match: Matcher; next: number };
            if (state.match(c)) seeds.push(state.next);
          }
          work += set.ids.length;
          const remember = created < NEW_SET_LIMIT;
          const size = known.size;
          target = settle(seeds, next, length, c, after, remember);
          if (known.size !== size) created += 1;
          forgetIfFull();
          if (set.epoch === epoch) {
            if (key < LOW_KEYS) set.low[key] = target;
            else set.edges.set(key, target);
            stored += EDGE_BYTES;
          }
        }
        set = target;
        c = after;
        position = next;
      }
      return true;
    }

    return {
      step(visits) {
        if (verdict !== undefined) return verdict;
        const before = work;
        const allowed = Math.min(visits, REGEX_WORK_LIMIT - spent);
        const result = advance(before + allowed, visits * CHARACTERS_PER_VISIT);
        spent += work - before;
        if (result !== undefined) verdict = result;
        else if (spent >= REGEX_WORK_LIMIT) verdict = 'unknown';
        return verdict;
      },
      visits: () => spent,
    };
  }

  return {
    run,
    test: (input) => run(input).step(REGEX_WORK_LIMIT)!,
    memory: () => stored,
  };
}

function holds(kind: Assertion, position: number, length: number, before: number, after: number): boolean {
  if (kind === '^') return position === 0;
  if (kind === '$') return position === length;
  const boundary = isWord(before) !== isWord(after);
  return kind === 'b' ? boundary : !boundary;
}
