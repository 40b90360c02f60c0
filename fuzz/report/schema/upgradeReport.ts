import { REPORT_VERSION } from '../jsonReport.ts';
import { pointerOf } from '../../schema/jsonPointer.ts';

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

// Version 1's SchemaSpec mutation operators, by the catalogue's name for the same mistake (fuzz/cases/violators/).
const OPERATOR_V1: Readonly<Record<string, string>> = {
  dropRequired: 'omitted-key',
  wrongType: 'wrong-type',
  nullValue: 'null-for-required',
  nullForOptional: 'null-for-optional',
  fractionForInteger: 'fraction-for-integer',
  nonFiniteNumber: 'overflow-to-infinity',
  enumNearMiss: 'enum-near-miss',
  nonObjectTopLevel: 'non-object-top-level',
  arrayForObject: 'array-for-object',
  objectForArray: 'object-for-array',
  jsonStringForObject: 'stringified-object',
  stringifiedScalar: 'numeric-string',
  badArrayElement: 'bad-array-element',
  multiFault: 'multi-fault',
};

/** A version 1 operator name as today's catalogue names it (a JSON-Schema violator's name is kept). */
export function upgradeOperatorV1(operator: unknown): unknown {
  return typeof operator === 'string' ? (OPERATOR_V1[operator] ?? operator) : operator;
}

function pointerOfPath(path: unknown): string {
  return Array.isArray(path) ? pointerOf(path.map(String)) : '';
}

// Version 1's two label shapes: a SchemaSpec mutation's `{ valid, faults: [{ path, operator, description }] }`,
// a JSON-Schema violator's `{ valid, why }` (its operator is the finding's own).
function upgradeLabelV1(label: unknown, operator: unknown): unknown {
  if (!isObject(label) || typeof label['valid'] !== 'boolean') return label;
  const expected = label['valid'] ? 'valid' : 'invalid';
  if (Array.isArray(label['faults'])) {
    const faults = label['faults'].map((f) =>
      isObject(f) && 'description' in f
        ? { path: pointerOfPath(f['path']), operator: upgradeOperatorV1(f['operator']), why: f['description'] }
        : f,
    );
    return { expected, faults };
  }
  if (label['valid'] === true || typeof operator !== 'string') return { expected, faults: [] };
  return { expected, faults: [{ path: '', operator: upgradeOperatorV1(operator), why: label['why'] }] };
}

/** Version 1 verdicts in today's one shape: a SchemaSpec tool's `validateArgs` and `ajv` become `runtime` and `advertised`; the label takes today's one shape. */
export function upgradeVerdictsV1(verdicts: unknown, operator?: unknown): unknown {
  if (!isObject(verdicts)) return verdicts;
  const labelled = 'expected' in verdicts ? { ...verdicts, expected: upgradeLabelV1(verdicts['expected'], operator) } : verdicts;
  if (!isObject(labelled['validateArgs'])) return labelled;
  const { validateArgs, ajv, ...rest } = labelled;
  return { advertised: ajv, runtime: runtimeOfValidateArgs(validateArgs as Json), ...rest };
}

function upgradeFindingV1(finding: unknown): unknown {
  if (!isObject(finding)) return finding;
  const operator = finding['operator'];
  const upgraded: Json = { ...finding };
  if ('verdicts' in finding) upgraded['verdicts'] = upgradeVerdictsV1(finding['verdicts'], operator);
  if (operator !== undefined) upgraded['operator'] = upgradeOperatorV1(operator);
  return upgraded;
}

// Version 1 keyed a tool's coverage by SchemaSpec DSL features; today's are JSON Schema features of
// the advertised schema, which an old report does not hold: its tools keep the names both share.
const SHARED_FEATURES = new Set([
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'enum',
  'mixed-type enum',
  'nested object',
  'array of objects',
  'required',
  'nested required',
  'default',
  'hostile keys',
  'unsatisfiable',
]);

function upgradeToolV1(tool: unknown): unknown {
  if (!isObject(tool) || !Array.isArray(tool['features'])) return tool;
  return { ...tool, features: tool['features'].filter((feature) => SHARED_FEATURES.has(String(feature))) };
}

/**
 * A report as this version of toolfuzz reads it: a version 1 report (two verdict shapes) is
 * upgraded to version 2 (one shape) so merge, baseline and replay keep reading reports written
 * before; anything else is returned as it is, for the schema to judge.
 */
export function upgradeReport(value: unknown): unknown {
  if (!isObject(value) || value['version'] !== 1) return value;
  const findings = Array.isArray(value['findings']) ? value['findings'].map(upgradeFindingV1) : value['findings'];
  const tools = Array.isArray(value['tools']) ? value['tools'].map(upgradeToolV1) : value['tools'];
  return { ...value, version: REPORT_VERSION, findings, ...(tools === undefined ? {} : { tools }) };
}
