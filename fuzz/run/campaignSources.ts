import { DEFAULT_SPEC_SOURCES, DEFAULT_SUBJECT } from '../cli/packageRoot.ts';
import type { RunOptions } from '../cli/runOptions.ts';
import { UsageError } from '../errors/usageError.ts';
import type { ToolUnderTest } from '../model/toolUnderTest.ts';
import { parseFrameworkChoice } from '../producers/framework/frameworkAdapters.ts';
import { loadSubjectTools } from '../producers/framework/loadSubjectTools.ts';
import type { SkippedLibraryTool } from '../producers/library/loadLibraryTools.ts';
import { loadSpecSources } from '../specs/loadSpecSources.ts';
import { subjectKind } from '../subject/subjectKind.ts';

/** Where a campaign's tools come from: the spec sources of a SchemaSpec subject, or a library subject's own tools. */
export interface CampaignSources {
  readonly kind: 'schema-spec' | 'library';
  readonly tools: readonly ToolUnderTest[];
  readonly skipped: readonly SkippedLibraryTool[];
}

function specsGiven(specs: readonly string[]): boolean {
  return !(specs.length === DEFAULT_SPEC_SOURCES.length && specs.every((spec, i) => spec === DEFAULT_SPEC_SOURCES[i]));
}

/**
 * The tools `--subject` and `--specs` make: a library subject's tools ARE the campaign (so the
 * default spec sources are not added, and `--specs` or `--random-specs` with one is a usage error:
 * spec sources need a SchemaSpec subject to convert and validate them); a SchemaSpec subject is
 * fuzzed with the spec sources, as before.
 */
export async function campaignSources(options: Pick<RunOptions, 'subject' | 'specs' | 'randomSpecs'> & Partial<Pick<RunOptions, 'framework'>>, projectDir: string): Promise<CampaignSources> {
  const kind = await subjectKind(options.subject, { knownSchemaSpec: DEFAULT_SUBJECT });
  if (kind === 'schema-spec') return { kind, tools: (await loadSpecSources(options.specs)).tools, skipped: [] };
  const why = 'spec sources are fuzzed against a SchemaSpec subject (validateArgs, schemaSpecToJsonSchema), and this subject defines its own tools';
  if (specsGiven(options.specs)) throw new UsageError(`--specs cannot be used with a library subject: ${why}`);
  if (options.randomSpecs) throw new UsageError(`--random-specs cannot be used with a library subject: ${why}`);
  // Checked before the module loads: an unknown framework is a one-line usage error.
  const choice = options.framework === undefined ? undefined : parseFrameworkChoice(options.framework);
  const loaded = await loadSubjectTools(options.subject, projectDir, choice);
  return { kind, tools: loaded.tools, skipped: loaded.skipped };
}
