import { REPORT_VERSION } from '../jsonReport.ts';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Version 1's SchemaSpec runtime verdict: validateArgs's result, error or bad result, always with `mutated`.
function runtimeOfValidateArgs(v: Json): unknown {
  const mutated = v['mutated'];
  if (v['kind'] === 'threw') return { kind: 'threw', error: v['error'], mutated };
  if (v['kind'] === 'bad-result') return { kind: 'bad-result', description: v['description'], mutated };
  const violations = Array.isArray(v['violations']) ? v['violations'] : [];
  if (violations.length === 0) return { kind: 'accepted', mutated };
  // A cut array ended with truncateForReport's note: an issue too, as today's reports have it.
  const issues = violations.map((message) => ({ message }));
  return { kind: 'rejected', issues, mutated };
}

/** Version 1 verdicts in today's one shape: a SchemaSpec tool's `validateArgs` and `ajv` become `runtime` and `advertised`. */
export function upgradeVerdictsV1(verdicts: unknown): unknown {
  if (!isObject(verdicts) || !isObject(verdicts['validateArgs'])) return verdicts;
  const { validateArgs, ajv, ...rest } = verdicts;
  return { advertised: ajv, runtime: runtimeOfValidateArgs(validateArgs as Json), ...rest };
}

/**
 * A report as this version of toolfuzz reads it: a version 1 report (two verdict shapes) is
 * upgraded to version 2 (one shape) so merge, baseline and replay keep reading reports written
 * before; anything else is returned as it is, for the schema to judge.
 */
export function upgradeReport(value: unknown): unknown {
  if (!isObject(value) || value['version'] !== 1) return value;
  const findings = Array.isArray(value['findings'])
    ? value['findings'].map((f) => (isObject(f) && 'verdicts' in f ? { ...f, verdicts: upgradeVerdictsV1(f['verdicts']) } : f))
    : value['findings'];
  return { ...value, version: REPORT_VERSION, findings };
}
