import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';
import { classifyDrift, type DriftEvidence } from './classifyDrift.ts';
import type { DriftClass } from './driftClass.ts';
import { type FixOrigin, fixHint } from './fixHints.ts';

/** A finding's drift class and what to change, in the user's library and framework terms. */
export interface FindingFix {
  readonly driftClass: DriftClass;
  readonly fix: string;
}

/** What a hint needs of a tool's origin: its producer, schema library and framework. */
export function fixOrigin(tool: ToolUnderTest | undefined): FixOrigin {
  if (tool === undefined) return { producer: 'schema-spec' };
  switch (tool.producer) {
    case 'library':
      return { producer: 'library', library: tool.library.library };
    case 'framework':
      return {
        producer: 'framework',
        framework: tool.framework.framework,
        ...(tool.framework.library === undefined ? {} : { library: tool.framework.library.library }),
      };
    default:
      return { producer: tool.producer };
  }
}

/** The drift class told from a finding's evidence, and the hint for it given where the tool came from. */
export function findingFix(evidence: DriftEvidence, origin: FixOrigin): FindingFix {
  const drift = classifyDrift(evidence);
  return { driftClass: drift.driftClass, fix: fixHint(drift, evidence.kind, origin) };
}
