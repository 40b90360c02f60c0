import type { RawFinding } from '../findings/rawFinding.ts';
import type { CaseSource } from '../model/caseSource.ts';
import type { CallWatch } from './callWatch.ts';

/** Where a tool's run reports as it goes, so a crash or hang later loses nothing already found. */
export interface ToolRunHooks extends CallWatch {
  /** Called before a subject call that might never return: `phase` and the case JSON identify it. */
  enter(phase: 'case' | 'shrink' | 'convert', source: CaseSource | 'spec', index: number, json: string): void;
  /** The case is over (no subject call runs). */
  leave(): void;
  finding(finding: RawFinding): void;
}

/** Hooks that report nowhere (in-process use, tests). */
export const NO_HOOKS: ToolRunHooks = { enter() {}, call() {}, done() {}, leave() {}, finding() {} };
