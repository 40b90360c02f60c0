import { frameworkLabel } from '../model/frameworkLabel.ts';
import type { JsonReport, ReportFinding } from './jsonReport.ts';

const CLIP = 300;

function clip(text: string): string {
  return text.length > CLIP ? `${text.slice(0, CLIP)}…` : text;
}

/**
 * What the model gets back on a framework tool's finding, in the framework's own channel: the
 * refusal text (a tool-error part, a ToolMessage, ...) when the framework refused the call, or that
 * execute ran, with the input it received, when the framework let it through. Undefined for a
 * finding on a tool that is not a framework tool, or one without a runtime verdict.
 */
export function frameworkOutcome(report: JsonReport, finding: ReportFinding): string | undefined {
  const origin = report.tools.find((t) => t.name === finding.tool)?.framework;
  const verdicts = finding.verdicts;
  if (origin === undefined || verdicts === undefined) return undefined;
  const runtime = verdicts.runtime;
  const by = frameworkLabel(origin);
  if (runtime.kind === 'accepted')
    return `${by} runs execute with ${clip(JSON.stringify(runtime.output) ?? 'no input')}: the model gets execute's result`;
  if (runtime.kind === 'rejected')
    return `the model gets back ${origin.errorChannel} from ${by}: ${JSON.stringify(clip(runtime.text ?? runtime.issues.map((i) => i.message).join('; ')))}`;
  if (runtime.kind === 'threw') return `${by} threw: ${clip(runtime.error)}`;
  return `${by} gave no verdict: ${clip(runtime.description)}`;
}
