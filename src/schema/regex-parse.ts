/**
 * A parser for JSON Schema patterns (ECMA-262, Unicode mode) into the tree linear-regex.ts
 * runs. Only the structure is parsed; each character matcher keeps its source and is tested
 * by the browser's RegExp on one code point, which cannot backtrack, so its meaning is exactly
 * the browser's. Call only on a pattern `new RegExp(source, 'u')` accepted.
 */

/** A node of the pattern's tree. `atom` matches one code point; the others match none. */
export type RegexNode =
  | { type: 'atom'; literal: number; source: string }
  | { type: 'assert'; kind: '^' | '$' | 'b' | 'B' }
  | { type: 'seq'; items: RegexNode[] }
  | { type: 'alt'; items: RegexNode[] }
  | { type: 'repeat'; node: RegexNode; min: number; max: number };

/** Thrown for what no linear-time engine can run: backreferences and lookaround. */
export class UnsupportedPattern extends Error {}

/** A literal's code point, or -1 when the atom needs the browser's RegExp. */
const NOT_LITERAL = -1;
const SYNTAX = '^$\\.*+?()[]{}|/';
const ONE_CHAR_ESCAPES = 'dDwWsSfnrtv0';

export function parseRegex(source: string): RegexNode {
  let at = 0;

  function alternation(): RegexNode {
    const items = [sequence()];
    while (source[at] === '|') {
      at += 1;
      items.push(sequence());
    }
    return items.length === 1 ? items[0]! : { type: 'alt', items };
  }

  function sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (at < source.length && source[at] !== '|' && source[at] !== ')') {
      const group = source[at] === '(';
      const term = atomOrAssertion();
      // A bare assertion takes no quantifier in Unicode mode; a group holding one does.
      items.push(term.type === 'assert' && !group ? term : quantified(term));
    }
    return items.length === 1 ? items[0]! : { type: 'seq', items };
  }

  function quantified(node: RegexNode): RegexNode {
    const c = source[at];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      at += 1;
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    } else if (c === '{') {
      // `{n}`, `{n,}` or `{n,m}` (valid syntax: a brace in Unicode mode is always a quantifier).
      const end = source.indexOf('}', at);
      const [low, high] = source.slice(at + 1, end).split(',');
      at = end + 1;
      min = Number(low);
      max = high === undefined ? min : high === '' ? Infinity : Number(high);
      // No string is longer than 2^30 code units: a larger upper bound is no bound.
      if (max > 2 ** 30) max = Infinity;
    } else return node;
    if (source[at] === '?') at += 1; // lazy: the same strings match
    return { type: 'repeat', node, min, max };
  }

  function atomOrAssertion(): RegexNode {
    const c = source[at]!;
    if (c === '^' || c === '$') {
      at += 1;
      return { type: 'assert', kind: c };
    }
    if (c === '(') return group();
    if (c === '[') return atom(classEnd(at));
    if (c === '\\') {
      const next = source[at + 1]!;
      if (next === 'b' || next === 'B') {
        at += 2;
        return { type: 'assert', kind: next };
      }
      return atom(escapeEnd(at));
    }
    if (c === '.') return atom(at + 1);
    const literal = source.codePointAt(at)!;
    at += literal > 0xffff ? 2 : 1;
    return { type: 'atom', literal, source: String.fromCodePoint(literal) };
  }

  function atom(end: number): RegexNode {
    const text = source.slice(at, end);
    at = end;
    return { type: 'atom', literal: NOT_LITERAL, source: text };
  }

  function group(): RegexNode {
    at += 1;
    if (source[at] === '?') {
      if (source[at + 1] === ':') at += 2;
      else if (source[at + 1] === '<' && source[at + 2] !== '=' && source[at + 2] !== '!') at = source.indexOf('>', at) + 1;
      else throw new UnsupportedPattern('lookaround or modifiers');
    }
    const inner = alternation();
    at += 1; // ')'
    return inner;
  }

  /** The index after the class that starts at `from` (`[`): escapes skipped, no nesting in `u` mode. */
  function classEnd(from: number): number {
    let i = from + 1;
    while (source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
    return i + 1;
  }

  /** The index after the escape at `from` (`\`). */
  function escapeEnd(from: number): number {
    const c = source[from + 1]!;
    if (ONE_CHAR_ESCAPES.includes(c) || SYNTAX.includes(c) || c === '-') return from + 2;
    if (c === 'c') return from + 3;
    if (c === 'x') return from + 4;
    if (c === 'p' || c === 'P' || (c === 'u' && source[from + 2] === '{')) return source.indexOf('}', from) + 1;
    if (c === 'u') {
      // A surrogate pair written as two escapes is one code point in `u` mode.
      const lead = parseInt(source.slice(from + 2, from + 6), 16);
      const pair = /^\\u(d[c-f][0-9a-f]{2})/i.exec(source.slice(from + 6, from + 12));
      return lead >= 0xd800 && lead <= 0xdbff && pair ? from + 12 : from + 6;
    }
    // \1…\9 and \k<name>: backreferences, which no linear-time engine runs.
    throw new UnsupportedPattern('backreference');
  }

  const tree = alternation();
  return tree;
}
