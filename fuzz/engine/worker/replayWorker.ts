import { parentPort, workerData } from 'node:worker_threads';
import { describeError } from '../../errors/describeError.ts';
import type { SchemaSpec } from '../../reference/schemaSpec.ts';
import { UsageError } from '../../errors/usageError.ts';
import { createAjv } from '../../reference/createAjv.ts';
import { loadSubject } from '../../subject/loadSubject.ts';
import { evaluateCase } from '../evaluateCase.ts';
import { prepareSpec } from '../specUnderTest.ts';

/** One case to replay: a tool's spec and the exact JSON args. */
export interface ReplayCase {
  readonly tool: string;
  readonly specJson: string;
  readonly argsJson: string;
}

/** What the replay worker is asked to run: cases, in order, against one subject. */
export interface ReplaySetup {
  readonly entry: 'replay';
  readonly subjectPath: string;
  readonly cases: readonly ReplayCase[];
  readonly callTimeoutMs: number;
}

const port = parentPort as NonNullable<typeof parentPort>;
const setup = workerData as ReplaySetup;

try {
  const subject = await loadSubject(setup.subjectPath);
  const ajv = createAjv();
  port.postMessage({ type: 'ready' });
  for (let index = 0; index < setup.cases.length; index++) {
    const replay = setup.cases[index] as ReplayCase;
    const spec = JSON.parse(replay.specJson) as SchemaSpec;
    const unit = prepareSpec(ajv, subject, replay.tool, spec, setup.callTimeoutMs);
    const evaluation = await evaluateCase(unit, { json: replay.argsJson, canonical: false });
    unit.compiled.dispose();
    port.postMessage({ type: 'result', index, converterProblems: unit.compiled.converterProblems, ...evaluation });
  }
} catch (error) {
  port.postMessage({ type: 'fatal', message: error instanceof UsageError ? error.message : describeError(error), usage: error instanceof UsageError });
}
