import { parentPort, workerData } from 'node:worker_threads';
import { describeError } from '../../../src/describeError.ts';
import type { SchemaSpec } from '../../../src/schemaSpec.ts';
import { UsageError } from '../../errors/usageError.ts';
import { createAjv } from '../../reference/createAjv.ts';
import { loadSubject } from '../../subject/loadSubject.ts';
import { evaluateCase } from '../evaluateCase.ts';
import { prepareSpec } from '../specUnderTest.ts';

/** What the replay worker is asked to run: one case against one subject. */
export interface ReplaySetup {
  readonly entry: 'replay';
  readonly subjectPath: string;
  readonly tool: string;
  readonly specJson: string;
  readonly argsJson: string;
  readonly callTimeoutMs: number;
}

const port = parentPort as NonNullable<typeof parentPort>;
const setup = workerData as ReplaySetup;

try {
  const subject = await loadSubject(setup.subjectPath);
  const spec = JSON.parse(setup.specJson) as SchemaSpec;
  const unit = prepareSpec(createAjv(), subject, setup.tool, spec, setup.callTimeoutMs);
  const evaluation = await evaluateCase(unit, { json: setup.argsJson, canonical: false });
  port.postMessage({ type: 'result', converterProblems: unit.compiled.converterProblems, ...evaluation });
} catch (error) {
  port.postMessage({ type: 'fatal', message: error instanceof UsageError ? error.message : describeError(error), usage: error instanceof UsageError });
}
