import { UsageError } from '../errors/usageError.ts';
import { closestFlag } from './closestFlag.ts';
import type { FlagRow, FlagTable } from './flagRow.ts';
import { exampleNote, flagUsage, readFlagValue } from './flagValue.ts';

/** A command's arguments, described once: the parser, the error messages and the help text read this. */
export interface CommandSpec<Options> {
  /** `run`, `corpus prune`, ...: as the user types it after `toolfuzz`. */
  readonly command: string;
  /** The one-line usage, without `usage: `: `toolfuzz replay <report.json> --id <F1> [flags]`. */
  readonly usage: string;
  /** What the command does, in one line: the top of its help, and its line in `toolfuzz --help`. */
  readonly summary: string;
  /** More about the command, for its help (one string a line). */
  readonly details?: readonly string[];
  /** Every flag, by the option it fills, in help order. */
  readonly flags: FlagTable<Options>;
  /** Positional arguments: how many, and what they are in a message (`toolfuzz merge needs the reports to merge`). */
  readonly positionals: { readonly name: string; readonly min: number; readonly max: number };
  /** Said when a positional argument is not expected, instead of the usage (e.g. where spec paths go). */
  readonly positionalHint?: string;
  /** Lines after the flags in the help (exit codes, examples). */
  readonly epilogue?: readonly string[];
}

/** What a command line gave: options by field (only those given) and the positionals. */
export interface CommandArgs<Options> {
  readonly help: boolean;
  readonly given: Map<keyof Options, unknown>;
  readonly positionals: readonly string[];
}

/** A parsed command line: a request for help, or the command's options (defaults filled) and positionals. */
export type ParsedCommand<Options> =
  | { readonly kind: 'help' }
  | { readonly kind: 'args'; readonly options: Options; readonly positionals: readonly string[] };

function tableRows<Options>(spec: CommandSpec<Options>): [keyof Options, FlagRow][] {
  return Object.entries(spec.flags) as [keyof Options, FlagRow][];
}

// Before `--` only: what follows it is never a flag.
function asksForHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/**
 * Reads a command's arguments by its spec: `--flag value` or `--flag=value`; a boolean flag takes no
 * value; a repeated single-value flag keeps its last value (so a script's flags can be overridden),
 * a repeatable (`strings`) one collects them; relative paths resolve against `cwd`. `--help`/`-h`
 * anywhere before `--` wins over every other argument, mistakes included. Every mistake is a
 * one-line UsageError naming the flag and pointing at the command's help.
 */
export function parseCommandArgs<Options>(argv: readonly string[], spec: CommandSpec<Options>, cwd: string): CommandArgs<Options> {
  const given = new Map<keyof Options, unknown>();
  if (asksForHelp(argv)) return { help: true, given, positionals: [] };
  const rows = tableRows(spec);
  const byFlag = new Map(rows.map(([field, row]) => [row.flag as string, { field, row }]));
  const known = rows.map(([, row]) => row.flag);
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      // Everything after it is positional, even `--x`: a report named `--odd.json` can still be given.
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      // A lone `-x` is a flag we do not have (there are no short flags), not a positional argument.
      if (arg.startsWith('-') && arg.length > 1) throw unknownFlag(spec, arg, known);
      positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    const inline = equals === -1 ? undefined : arg.slice(equals + 1);
    const match = byFlag.get(name);
    if (match === undefined) throw unknownFlag(spec, name, known);
    const { field, row } = match;
    if (row.kind === 'boolean') {
      if (inline !== undefined) throw new UsageError(`${row.flag} takes no value, got ${JSON.stringify(arg)}`);
      given.set(field, true);
      continue;
    }
    let raw = inline;
    if (raw === undefined) {
      const next = argv[i + 1];
      // `--json --html r.html` is a forgotten value, not a report named `--html`; `-5` is a value (then range-checked).
      if (next === undefined || next.startsWith('--'))
        throw new UsageError(`${row.flag} needs a value: ${flagUsage(row)}${exampleNote(row)}`);
      raw = next;
      i++;
    }
    const value = readFlagValue(row, raw, cwd);
    if (row.kind === 'strings') given.set(field, [...((given.get(field) as unknown[] | undefined) ?? []), value]);
    else given.set(field, value);
  }
  if (positionals.length > spec.positionals.max) {
    const extra = positionals[spec.positionals.max] as string;
    throw new UsageError(`unexpected argument ${JSON.stringify(extra)}: ${spec.positionalHint ?? `usage: ${spec.usage}`}`);
  }
  if (positionals.length < spec.positionals.min)
    throw new UsageError(`toolfuzz ${spec.command} needs ${spec.positionals.name}; usage: ${spec.usage}`);
  return { help: false, given, positionals };
}

/**
 * The command's options from those given (already checked), the table's defaults for the rest; a
 * required flag that was not given is a UsageError.
 */
export function fillCommandOptions<Options>(spec: CommandSpec<Options>, given: ReadonlyMap<keyof Options, unknown>, cwd: string): Options {
  const options: Partial<Record<keyof Options, unknown>> = {};
  for (const [field, row] of tableRows(spec)) {
    if (given.has(field)) options[field] = given.get(field);
    else if (row.required === true)
      throw new UsageError(`toolfuzz ${spec.command} needs ${flagUsage(row)} (${row.description}); usage: ${spec.usage}`);
    else options[field] = row.defaultValue?.(cwd);
  }
  // Sound by construction: FlagTable ties each field's kind and default to the field's type.
  return options as Options;
}

/** parseCommandArgs, then fillCommandOptions: what a command without a config file needs. */
export function parseCommand<Options>(argv: readonly string[], spec: CommandSpec<Options>, cwd: string): ParsedCommand<Options> {
  const args = parseCommandArgs(argv, spec, cwd);
  if (args.help) return { kind: 'help' };
  return { kind: 'args', options: fillCommandOptions(spec, args.given, cwd), positionals: args.positionals };
}

function unknownFlag(spec: CommandSpec<unknown>, name: string, known: readonly string[]): UsageError {
  const guess = closestFlag(name, known);
  return new UsageError(
    `unknown flag ${name}${guess === undefined ? '' : ` (did you mean ${guess}?)`}; see toolfuzz ${spec.command} --help`,
  );
}
