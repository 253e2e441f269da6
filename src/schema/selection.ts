/**
 * The chosen values of a multi-select while the user edits: immutable, and a toggle costs
 * O(1) however many are chosen (a server may pre-select 50,000 options). A toggle records only
 * the change; after {@link COMPACT_AFTER} changes they fold into a new base. The form's store
 * compares instances by identity.
 */
const COMPACT_AFTER = 256;

export class Selection {
  readonly #base: ReadonlySet<string>;
  /** Chosen after the base was made; never in the base. */
  readonly #added: ReadonlySet<string>;
  /** Removed from the base; always in the base. */
  readonly #removed: ReadonlySet<string>;
  #array: readonly string[] | undefined;

  private constructor(base: ReadonlySet<string>, added: ReadonlySet<string>, removed: ReadonlySet<string>) {
    this.#base = base;
    this.#added = added;
    this.#removed = removed;
  }

  static from(values: Iterable<string>): Selection {
    return new Selection(new Set(values), EMPTY, EMPTY);
  }

  get size(): number {
    return this.#base.size - this.#removed.size + this.#added.size;
  }

  has(value: string): boolean {
    return this.#added.has(value) || (this.#base.has(value) && !this.#removed.has(value));
  }

  /** This selection with `value` chosen (`on`) or not. */
  with(value: string, on: boolean): Selection {
    if (this.has(value) === on) return this;
    const added = new Set(this.#added);
    const removed = new Set(this.#removed);
    if (on) {
      if (removed.has(value)) removed.delete(value);
      else added.add(value);
    } else if (added.has(value)) added.delete(value);
    else removed.add(value);
    const next = new Selection(this.#base, added, removed);
    return added.size + removed.size > COMPACT_AFTER ? Selection.from(next.toArray()) : next;
  }

  /** The chosen values: the base's in their order, then those chosen since. */
  toArray(): readonly string[] {
    if (!this.#array) {
      const values: string[] = [];
      for (const value of this.#base) if (!this.#removed.has(value)) values.push(value);
      for (const value of this.#added) values.push(value);
      this.#array = values;
    }
    return this.#array;
  }
}

const EMPTY: ReadonlySet<string> = new Set();
