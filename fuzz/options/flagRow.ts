/** How a flag's value is read: `strings` is a repeatable string, `list` a comma-separated one (`--tools a,b`), `boolean` takes no value. */
export type FlagKind = 'string' | 'strings' | 'list' | 'int' | 'number' | 'boolean';

/** The kinds that can fill a field of type T, so a table row cannot read the wrong type. */
export type FlagKindFor<T> = [T] extends [boolean]
  ? 'boolean'
  : [NonNullable<T>] extends [readonly string[]]
    ? 'strings' | 'list'
    : [NonNullable<T>] extends [number]
      ? 'int' | 'number'
      : [NonNullable<T>] extends [string]
        ? 'string'
        : never;

/** One row of a command's flag table, whatever field it fills (what the parser and the help text read). */
export interface FlagRow {
  /** The flag as typed: `--call-timeout`. */
  readonly flag: `--${string}`;
  readonly kind: FlagKind;
  /** The value's name in help and errors: `--seed <int>`. */
  readonly placeholder?: string;
  readonly description: string;
  /** Relative values are resolved against the cwd. */
  readonly isPath?: true;
  /** Inclusive lower bound (int and number kinds). */
  readonly minimum?: number;
  /** Exclusive lower bound (number kind): `--time` must be positive. */
  readonly exclusiveMinimum?: number;
  /** Inclusive upper bound. */
  readonly maximum?: number;
  /** A sample value, shown when the value is missing or empty: `--reason "known, tracked in #123"`. */
  readonly example?: string;
  /** The command cannot do without it (`replay --id`): absent is a usage error, so there is no default. */
  readonly required?: true;
  /** The value when the flag is absent (`cwd` for defaults that live in the user's project). */
  readonly defaultValue?: (cwd: string) => unknown;
  /** The default as help shows it; no `(default: ...)` when absent. */
  readonly defaultText?: string;
}

/** A row with a default that fills a field of type T. */
export interface DefaultedFlag<T> extends FlagRow {
  readonly kind: FlagKindFor<T>;
  readonly required?: never;
  readonly defaultValue: (cwd: string) => T;
}

/** A row the command cannot do without, filling a field of type T. */
export interface RequiredFlag<T> extends FlagRow {
  readonly kind: FlagKindFor<T>;
  readonly required: true;
  readonly defaultValue?: never;
}

/** A row that fills a field of type T: with a default, or required. */
export type TypedFlag<T> = DefaultedFlag<T> | RequiredFlag<T>;

/** A command's table: exactly one row per field of its options, so an option cannot lack its flag. */
export type FlagTable<Options> = { readonly [K in keyof Options]-?: TypedFlag<Options[K]> };
