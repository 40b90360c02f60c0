import { describeError } from '../errors/describeError.ts';
import { UsageError } from '../errors/usageError.ts';
import { formatLintConsole } from '../lint/formatLintConsole.ts';
import { lint } from '../lint/index.ts';
import { PROVIDERS } from '../lint/lintTypes.ts';
import { parseProviders } from '../lint/lintProviders.ts';
import { renderLintHtml } from '../report/html/renderLintHtml.ts';
import { writeFileAtomic } from '../errors/userPaths.ts';
import { type CliIo, EXIT } from './cliIo.ts';
import { type CommandSpec, parseCommand } from '../options/commandArgs.ts';
import { formatCommandHelp } from './commandHelp.ts';
import { shown } from './emitReports.ts';
import { RUN_FLAGS } from '../options/runFlags.ts';

/** `toolfuzz lint`'s options as its flags give them: undefined where a flag was not given (lint() then picks the defaults). */
interface LintArgs {
  readonly subject: string | undefined;
  readonly specs: readonly string[] | undefined;
  readonly toolsJson: readonly string[] | undefined;
  readonly providers: readonly string[] | undefined;
  readonly json: string | undefined;
  readonly html: string | undefined;
}

const none = (): undefined => undefined;

/** `toolfuzz lint`'s arguments, described once for the parser and the help. */
export const LINT_COMMAND: CommandSpec<LintArgs> = {
  command: 'lint',
  usage:
    'toolfuzz lint [--subject <module>] [--specs <path>...] [--tools-json <file>...] [--provider <name>,...] [--json <file>] [--html <file>]',
  summary: "Check every tool's advertised JSON Schema against each LLM provider's tool API dialect.",
  details: [
    'Each problem says what the provider does with the schema: rejects the request (HTTP 400), ignores',
    'a keyword (the model is not held to it), or rewrites it.',
  ],
  flags: {
    subject: {
      ...RUN_FLAGS.subject,
      description:
        'the SchemaSpec subject whose schemaSpecToJsonSchema makes the advertised schemas, or a module of library tools (zod, valibot, arktype, TypeBox), linted as their converter advertises them',
      defaultValue: none,
    },
    specs: {
      ...RUN_FLAGS.specs,
      description: 'a SchemaSpec source (a folder, a .json file or a tool module); repeatable',
      defaultValue: none,
    },
    toolsJson: {
      flag: '--tools-json',
      kind: 'strings',
      placeholder: '<file>',
      description:
        'a saved MCP tools/list result or an OpenAI-style [{ "type": "function", ... }] array; repeatable. Alone, only these are linted',
      isPath: true,
      defaultValue: none,
    },
    providers: {
      flag: '--provider',
      kind: 'list',
      placeholder: '<name>,...',
      description: `the providers to lint for: ${PROVIDERS.join(', ')}`,
      defaultValue: none,
      defaultText: 'all',
    },
    json: {
      flag: '--json',
      kind: 'string',
      placeholder: '<file>',
      description: 'write the JSON report { version, lint: [...] } (schema: fuzz/lint/lint.schema.json)',
      isPath: true,
      defaultValue: none,
    },
    html: {
      flag: '--html',
      kind: 'string',
      placeholder: '<file>',
      description: 'write an HTML page: a tools × providers matrix whose cells open to their problems',
      isPath: true,
      defaultValue: none,
    },
  },
  positionals: { name: 'no arguments', min: 0, max: 0 },
  positionalHint: 'spec sources go after --specs, saved tool lists after --tools-json',
  epilogue: [
    'exit codes: 0 nothing rejected, 1 a provider would reject a tool, 2 bad input',
    "rules and their sources: toolfuzz's RULES.md (fuzz/lint/ in the repository, dist/fuzz/lint/ in the package; ids OA-n, AN-n, AS-n, GE-n)",
  ],
};

/** `toolfuzz lint`: the provider dialect problems of every tool, on the console and in --json; exit 1 when a provider would reject one. */
export async function lintCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommand(argv, LINT_COMMAND, io.cwd);
  if (parsed.kind === 'help') {
    io.stdout(formatCommandHelp(LINT_COMMAND));
    return EXIT.clean;
  }
  const { subject, specs, toolsJson, json, html, providers } = parsed.options;
  if (providers !== undefined && providers.length === 0) throw new UsageError(`--provider needs one of: ${PROVIDERS.join(', ')}`);
  const report = await lint({
    cwd: io.cwd,
    providers: parseProviders(providers),
    ...(subject === undefined ? {} : { subject }),
    ...(specs === undefined ? {} : { specs }),
    ...(toolsJson === undefined ? {} : { toolsJson }),
  });
  if (json !== undefined) {
    try {
      writeFileAtomic(json, `${JSON.stringify(report, null, 2)}\n`);
    } catch (error) {
      throw new UsageError(`could not write the lint report ${shown(io.cwd, json)}: ${describeError(error)}`);
    }
  }
  if (html !== undefined) {
    try {
      writeFileAtomic(html, renderLintHtml(report));
    } catch (error) {
      throw new UsageError(`could not write the lint page ${shown(io.cwd, html)}: ${describeError(error)}`);
    }
  }
  io.stdout(formatLintConsole(report, json === undefined ? {} : { json: shown(io.cwd, json) }));
  if (html !== undefined) io.stdout(`html: ${shown(io.cwd, html)}\n`);
  return report.counts.rejected > 0 ? EXIT.findings : EXIT.clean;
}
