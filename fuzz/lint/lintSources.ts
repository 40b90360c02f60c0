import { isSchemaObject, type JsonSchema } from '../schema/schemaTypes.ts';
import { displayPath } from '../errors/userPaths.ts';
import { firstLineOf } from '../errors/describeError.ts';
import { describeJsonValue } from '../specs/describeJson.ts';
import { loadSpecSources } from '../specs/loadSpecSources.ts';
import { loadSubject } from '../subject/loadSubject.ts';
import { libraryLintTools } from './libraryLintTools.ts';
import type { LintSourceTool, SkippedTool } from './lintSourceTool.ts';
import { readToolsJson } from './readToolsJson.ts';

export type { LintSourceTool, SkippedTool } from './lintSourceTool.ts';

/** Where the tools come from, paths absolute; `subject` and `specs` are both set or both absent. */
export interface LintSourcePaths {
  readonly specTools?: { readonly subject: string; readonly specs: readonly string[] };
  /** A library subject (docs/subject-contract.md): its own tools, never with spec sources. */
  readonly libraryModule?: string;
  readonly toolsJson: readonly string[];
  /** What messages and origins show paths relative to. */
  readonly cwd: string;
}

/** What the sources hold: the tools in source order (spec tools first), and those that could not be linted. */
export interface LintSources {
  readonly tools: readonly LintSourceTool[];
  readonly skipped: readonly SkippedTool[];
}

// What a provider is sent is JSON: the round trip drops functions and undefined, and fails on cycles and BigInts.
function asSentJson(value: unknown): { schema: JsonSchema } | { reason: string } {
  // A promise would serialise as {}: an empty schema the subject never meant.
  if (typeof (value as { then?: unknown } | null)?.then === 'function')
    return { reason: 'its schemaSpecToJsonSchema returned a promise, not a schema' };
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (thrown) {
    return { reason: `its converted schema is not JSON: ${firstLineOf(thrown)}` };
  }
  const parsed = text === undefined ? value : (JSON.parse(text) as unknown);
  if (!isSchemaObject(parsed) && typeof parsed !== 'boolean')
    return { reason: `its converted schema is not a JSON Schema: ${describeJsonValue(parsed)}` };
  return { schema: parsed };
}

/**
 * Loads every tool of the lint's sources: SchemaSpec tools through the subject's own
 * `schemaSpecToJsonSchema` (the schema its harness advertises), or a library subject's tools as
 * their converter advertises them, then saved tools/list results and
 * OpenAI-style tool arrays. Load faults are one-line UsageErrors naming the file; a tool whose
 * schema cannot be had is skipped with its reason, so the others are still linted.
 */
export async function loadLintSources(paths: LintSourcePaths): Promise<LintSources> {
  const tools: LintSourceTool[] = [];
  const skipped: SkippedTool[] = [];
  const taken = new Set<string>();
  if (paths.specTools !== undefined) {
    const subject = await loadSubject(paths.specTools.subject, { cwd: paths.cwd });
    const { tools: specTools } = await loadSpecSources(paths.specTools.specs, { cwd: paths.cwd });
    for (const tool of specTools) {
      taken.add(tool.name);
      let converted: unknown;
      try {
        converted = subject.schemaSpecToJsonSchema(tool.spec);
      } catch (thrown) {
        skipped.push({
          tool: tool.name,
          origin: tool.origin,
          reason: `the subject's schemaSpecToJsonSchema threw: ${firstLineOf(thrown)}`,
        });
        continue;
      }
      const sent = asSentJson(converted);
      if ('reason' in sent) skipped.push({ tool: tool.name, origin: tool.origin, reason: sent.reason });
      else tools.push({ name: tool.name, schema: sent.schema, origin: tool.origin });
    }
  }
  if (paths.libraryModule !== undefined) {
    const library = await libraryLintTools(paths.libraryModule, paths.cwd);
    for (const tool of library.tools) taken.add(tool.name);
    tools.push(...library.tools);
    skipped.push(...library.skipped);
  }
  for (const file of paths.toolsJson) {
    const read = await readToolsJson(file, displayPath(file, paths.cwd), taken);
    tools.push(...read.tools);
    skipped.push(...read.skipped);
  }
  return { tools, skipped };
}
