import type { FindingKind } from '../../model/findingKind.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { PathSegments } from '../../model/argsPath.ts';
import type { RuntimeIssue } from '../../model/runtimeVerdict.ts';
import type { AjvError } from '../../schema/ajvErrors.ts';
import { type CaseVerdicts, isUnavailable } from '../../judge/caseVerdicts.ts';
import type { ClassifiedDrift, DriftClass, DriftDirection } from './driftClass.ts';
import { schemasAtPath, valueAtPath } from './schemaAtPath.ts';

/** What a finding carries that tells its drift class: the report finding's own fields. */
export interface DriftEvidence {
  readonly kind: FindingKind;
  /** The advertised schema (library, framework and MCP tools); absent for SchemaSpec tools. */
  readonly schema?: JsonSchema;
  /** The args as sent (a non-finite number parsed from `1e400` is Infinity here). */
  readonly args: unknown;
  readonly verdicts?: CaseVerdicts;
  readonly operator?: string;
}

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const ASTRAL = /[\u{10000}-\u{10FFFF}]/u;
const NUMERIC_STRING = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;
// Issue codes a library gives for a constraint only code can hold: zod's custom, valibot's check, arktype's predicate.
const HIDDEN_CODES = new Set(['custom', 'check', 'predicate']);

type Node = Readonly<Record<string, unknown>>;

function ownKeys(value: unknown): string[] {
  return typeof value === 'object' && value !== null ? Object.keys(value) : [];
}

function isPlaceholder(schema: JsonSchema | undefined): boolean {
  if (schema === undefined) return false;
  const root = schema as Node;
  const keywords = Object.keys(root).filter(
    (k) => !['$schema', 'type', 'description', 'title', 'properties', 'additionalProperties', '$comment'].includes(k),
  );
  return keywords.length === 0 && ownKeys(root.properties).length === 0 && root.additionalProperties !== false;
}

function missingKey(error: AjvError): string | undefined {
  return /'([^']*)'/.exec(error.message)?.[1];
}

function formatOf(nodes: readonly Node[], error?: AjvError): string | undefined {
  const named = error === undefined ? undefined : /format "([^"]+)"/.exec(error.message)?.[1];
  const declared = nodes.map((n) => n.format ?? n.contentEncoding).find((f) => typeof f === 'string') as string | undefined;
  return named ?? declared;
}

function runtimeOutput(verdicts: CaseVerdicts | undefined): unknown {
  return verdicts?.runtime.kind === 'accepted' ? verdicts.runtime.output : undefined;
}

function outputDiffers(verdicts: CaseVerdicts | undefined, args: unknown, path: PathSegments): boolean {
  if (verdicts === undefined || verdicts.runtime.kind !== 'accepted' || !('output' in verdicts.runtime)) return false;
  return JSON.stringify(valueAtPath(verdicts.runtime.output, path)) !== JSON.stringify(valueAtPath(args, path));
}

type Found = Omit<ClassifiedDrift, 'direction'> | undefined;

/** The class of a drift where the runtime accepted what the advertised schema forbids, from ajv's errors on that schema. */
function acceptedForbidden(evidence: DriftEvidence, errors: readonly AjvError[]): Found {
  const schema = evidence.schema ?? {};
  for (const error of errors) {
    const value = valueAtPath(evidence.args, error.path);
    const nodes = schemasAtPath(schema, error.path);
    const found = ((): DriftClass | undefined => {
      if (typeof value === 'number' && !Number.isFinite(value)) return 'non-finite-number';
      if (error.path.some((segment) => typeof segment === 'string' && RESERVED_KEYS.has(segment))) return 'record-reserved-key';
      const around = [...nodes, ...schemasAtPath(schema, error.path.slice(0, -1))];
      if (
        around.some((n) => Array.isArray(n.allOf)) &&
        ['additionalProperties', 'unevaluatedProperties', 'propertyNames'].includes(error.keyword)
      )
        return 'intersection-strictness';
      switch (error.keyword) {
        case 'required': {
          const key = missingKey(error);
          const parent = error.path.at(-1) === key ? error.path.slice(0, -1) : error.path;
          const declared = schemasAtPath(schema, parent).map((n) => (n.properties as Node | undefined)?.[key ?? '']);
          // A key the schema declares with a default, or one the runtime filled in itself (zod's .prefault()).
          const filled = key !== undefined && valueAtPath(runtimeOutput(evidence.verdicts), [...parent, key]) !== undefined;
          return filled || declared.some((d) => typeof d === 'object' && d !== null && 'default' in d) ? 'default-required' : undefined;
        }
        case 'additionalProperties':
        case 'unevaluatedProperties':
        case 'propertyNames': {
          const at = error.keyword === 'propertyNames' || error.path.length === 0 ? valueAtPath(evidence.args, error.path) : evidence.args;
          const keys = [...ownKeys(at), ...ownKeys(valueAtPath(evidence.args, error.path))];
          return keys.some((k) => RESERVED_KEYS.has(k)) ? 'record-reserved-key' : 'unknown-keys-stripped';
        }
        case 'type':
          if (typeof value === 'string' && NUMERIC_STRING.test(value) && nodes.some((n) => n.type === 'number' || n.type === 'integer'))
            return 'coercion';
          if (typeof value === 'string' && ['true', 'false'].includes(value) && nodes.some((n) => n.type === 'boolean')) return 'coercion';
          return outputDiffers(evidence.verdicts, evidence.args, error.path) ? 'catch-fallback' : undefined;
        case 'format':
          return 'format';
        case 'pattern':
          // zod emits its own regex beside a format: the format is what disagrees.
          if (nodes.some((n) => typeof n.format === 'string')) return 'format';
          return outputDiffers(evidence.verdicts, evidence.args, error.path) ? 'overwrite-before-check' : 'pattern-flags';
        case 'minLength':
        case 'maxLength':
          if (typeof value === 'string' && ASTRAL.test(value)) return 'length-utf16';
          return outputDiffers(evidence.verdicts, evidence.args, error.path) ? 'overwrite-before-check' : undefined;
        case 'multipleOf': {
          const step = nodes.map((n) => n.multipleOf).find((m) => typeof m === 'number');
          return typeof value === 'number' && Number.isInteger(value) && (step === undefined || Number.isInteger(step))
            ? 'multipleof-large'
            : 'multipleof-float';
        }
        case 'enum':
        case 'const':
          return outputDiffers(evidence.verdicts, evidence.args, error.path) ? 'catch-fallback' : 'enum-not-enforced';
        default:
          return undefined;
      }
    })();
    const format = found === 'format' ? formatOf(nodes, error) : undefined;
    if (found !== undefined) return { driftClass: found, path: error.path.join('.'), ...(format === undefined ? {} : { format }) };
  }
  return undefined;
}

/** The class of a drift where the runtime rejected what the advertised schema allows, from the runtime's issues and the schema at their paths. */
function allowedRejected(evidence: DriftEvidence): Found {
  const verdicts = evidence.verdicts;
  if (verdicts === undefined || verdicts.runtime.kind !== 'rejected') return undefined;
  const issues = verdicts.runtime.issues;
  if (issues.some((i) => i.hidden === true || (i.code !== undefined && HIDDEN_CODES.has(i.code))))
    return { driftClass: 'hidden-constraint' };
  if (isPlaceholder(evidence.schema)) return { driftClass: 'placeholder-schema' };
  const unknownKeys = issues.filter((i) => i.code === 'unrecognized_keys');
  const intersected = (path: PathSegments) =>
    [...schemasAtPath(evidence.schema ?? {}, path), ...schemasAtPath(evidence.schema ?? {}, path.slice(0, -1))].some((n) =>
      Array.isArray(n.allOf),
    );
  if (unknownKeys.some((i) => intersected(i.path ?? []))) return { driftClass: 'intersection-strictness' };
  const paths = issues.flatMap((i) => (i.path === undefined ? [] : [i.path]));
  if (evidence.operator === 'null-for-optional') return { driftClass: 'null-for-optional' };
  if (paths.length > 0) return allowedRejectedAt(evidence, issues, paths);
  // A runtime that names no path (an MCP text): each top-level key is a candidate, and only one class among them is told.
  const guesses = ownKeys(evidence.args).flatMap((k) => allowedRejectedAt(evidence, issues, [[k]]) ?? []);
  return new Set(guesses.map((g) => g.driftClass)).size === 1 ? guesses[0] : undefined;
}

function allowedRejectedAt(evidence: DriftEvidence, issues: readonly RuntimeIssue[], paths: readonly PathSegments[]): Found {
  for (const path of paths) {
    const value = valueAtPath(evidence.args, path);
    const nodes = schemasAtPath(evidence.schema ?? {}, path);
    const at = path.join('.');
    if (typeof value === 'number' && !Number.isFinite(value)) return { driftClass: 'non-finite-number', path: at };
    if (value === null) return { driftClass: 'null-for-optional', path: at };
    if (typeof value === 'string') {
      if (ASTRAL.test(value) && nodes.some((n) => 'pattern' in n)) return { driftClass: 'pattern-unicode-mode', path: at };
      if (ASTRAL.test(value) && nodes.some((n) => 'minLength' in n || 'maxLength' in n)) return { driftClass: 'length-utf16', path: at };
      // The runtime trims before its length or pattern check, while the schema judges the text as sent.
      const sized = nodes.some((n) => 'minLength' in n || 'maxLength' in n || 'pattern' in n);
      if (
        sized &&
        value !== value.trim() &&
        issues.some((i) => ['too_small', 'too_big', 'invalid_format', 'invalid_string'].includes(i.code ?? ''))
      ) {
        return { driftClass: 'overwrite-before-check', path: at };
      }
      const format = formatOf(nodes);
      if (format !== undefined) return { driftClass: 'format', format, path: at };
    }
    if (typeof value === 'number' && nodes.some((n) => 'multipleOf' in n)) return { driftClass: 'multipleof-float', path: at };
    // The value has the type the schema advertises, yet the runtime wants another (z.stringbool() shown as boolean).
    // A fraction refused where the schema says number is an integer check the schema lost (the Agents
    // SDK's fallback drops z.int()), not a coercion: zod says invalid_type for both.
    const typed = nodes.map((n) => n.type).filter((t) => typeof t === 'string');
    const jsonType = typeof value === 'number' ? (Number.isInteger(value) ? ['integer', 'number'] : ['number']) : [typeof value];
    const fraction = typeof value === 'number' && !Number.isInteger(value);
    if (
      typeof value !== 'object' &&
      !fraction &&
      typed.length > 0 &&
      typed.every((t) => jsonType.includes(t as string)) &&
      issues.some((i) => i.code === 'invalid_type' || i.code === 'type')
    ) {
      return { driftClass: 'coercion', path: at };
    }
  }
  return undefined;
}

/** The errors of the advertised schema when it is the case's contract: with reference semantics (SchemaSpec) the spec is, and a class is not told against the schema. */
function contractErrors(verdicts: CaseVerdicts | undefined): { valid: boolean; errors: readonly AjvError[] } | undefined {
  if (verdicts === undefined || verdicts.reference !== undefined || isUnavailable(verdicts.advertised)) return undefined;
  return verdicts.advertised;
}

function directionOf(verdicts: CaseVerdicts | undefined): DriftDirection {
  const advertised = contractErrors(verdicts);
  if (verdicts === undefined || advertised === undefined) return 'other';
  if (verdicts.runtime.kind === 'accepted' && !advertised.valid) return 'runtime-accepts-schema-forbids';
  if (verdicts.runtime.kind === 'rejected' && advertised.valid) return 'schema-accepts-runtime-rejects';
  return 'other';
}

/**
 * The drift class of a finding, told only from the evidence it carries: which keyword of the
 * advertised schema the witness violates (or satisfies) at the offending path, and the runtime's
 * issues. A class it cannot tell for sure is `unrecognised`, never a guess.
 */
export function classifyDrift(evidence: DriftEvidence): ClassifiedDrift {
  const direction = directionOf(evidence.verdicts);
  switch (evidence.kind) {
    case 'HANG':
      return { driftClass: 'hang', direction };
    case 'CRASH':
      return { driftClass: 'crash', direction };
    case 'BODY_CRASH':
      return { driftClass: 'body-crash', direction };
    case 'CONVERTER_INVALID':
      return { driftClass: 'schema-invalid', direction };
    default:
  }
  const advertised = contractErrors(evidence.verdicts);
  const found =
    direction === 'runtime-accepts-schema-forbids' && advertised !== undefined
      ? acceptedForbidden(evidence, advertised.errors)
      : direction === 'schema-accepts-runtime-rejects'
        ? allowedRejected(evidence)
        : undefined;
  return { direction, ...(found ?? { driftClass: 'unrecognised' }) };
}
