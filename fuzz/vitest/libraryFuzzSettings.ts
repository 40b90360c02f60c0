import { UsageError } from '../errors/usageError.ts';
import { parseFrameworkChoice } from '../producers/framework/frameworkAdapters.ts';
import { loadSubjectTools } from '../producers/framework/loadSubjectTools.ts';
import { subjectKind } from '../subject/subjectKind.ts';
import { type FuzzSettings, NEEDS_TOOLS } from './resolveFuzzOptions.ts';

/**
 * Settings for a library subject, its tools loaded (module import is async, so this runs in the
 * suite's async collector): the tools `toolfuzz run --subject` would fuzz. A subject that reads
 * like a library module but exports no library tools gets fuzzTools's usual "needs tools" error.
 */
export async function libraryFuzzSettings(settings: FuzzSettings): Promise<FuzzSettings> {
  if ((await subjectKind(settings.subject)) !== 'library') throw new UsageError(NEEDS_TOOLS);
  const choice = settings.framework === undefined ? undefined : parseFrameworkChoice(settings.framework);
  const { tools } = await loadSubjectTools(settings.subject, process.cwd(), choice);
  return { ...settings, tools };
}
