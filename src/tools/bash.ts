import { defineTool, type Tool, type ToolContext } from '../defineTool.ts';
import { ToolArgsError } from '../toolArgsError.ts';
import type { ProcessResult, ProcessRunner } from './processRunner.ts';
import { spawnProcessRunner } from './spawnProcessRunner.ts';

/** The bash tool's argument spec. */
export const bashSchema = {
  command: { type: 'string', required: true, description: 'The shell command to run with bash -c.' },
  timeout: { type: 'number', description: 'Milliseconds before the command is killed (default 120000).' },
  description: { type: 'string', description: 'A few words on what the command does, for the user.' },
  run_in_background: {
    type: 'boolean',
    description: 'Start the command and return at once with its pid instead of waiting for it.',
  },
} as const;

/** The timeout used when the model gives none. */
export const DEFAULT_BASH_TIMEOUT_MS = 120_000;

/** The context key under which a harness injects the bash tool's process runner. */
export interface BashContext extends ToolContext {
  runner?: ProcessRunner;
}

function render(result: ProcessResult, background: boolean): string {
  if (background) return `Started in the background${result.pid === undefined ? '' : ` (pid ${result.pid})`}.`;
  const lines = [`exit code: ${result.exitCode ?? 'none'}${result.timedOut ? ' (timed out)' : ''}`];
  if (result.stdout !== '') lines.push(`stdout:\n${result.stdout}`);
  if (result.stderr !== '') lines.push(`stderr:\n${result.stderr}`);
  return lines.join('\n');
}

/** Builds the bash tool; the runner comes from `ctx.runner`, else `runner`, else a real spawn. */
export function createBashTool(runner: ProcessRunner = spawnProcessRunner): Tool<typeof bashSchema, string> {
  return defineTool({
    name: 'bash',
    description: 'Run a bash command and return its exit code and output.',
    schema: bashSchema,
    async execute(args, ctx?: BashContext) {
      // Value constraints the DSL cannot express; raised like schema violations so the model can fix them.
      const violations: string[] = [];
      if (args.command.trim() === '') violations.push('command: must be a non-empty command');
      if (args.timeout !== undefined && !(args.timeout > 0)) {
        violations.push(`timeout: must be a positive number of milliseconds, got ${args.timeout}`);
      }
      if (violations.length > 0) throw new ToolArgsError(violations, 'bash');
      const background = args.run_in_background === true;
      const result = await (ctx?.runner ?? runner).run({
        command: args.command,
        timeoutMs: args.timeout ?? DEFAULT_BASH_TIMEOUT_MS,
        background,
      });
      return render(result, background);
    },
  });
}

/** The bash tool with the real runner (overridable per call through `ctx.runner`). */
export const bashTool = createBashTool();
