import { closestFlag } from '../options/closestFlag.ts';
import { UsageError } from '../errors/usageError.ts';
import { FINDING_KINDS, type FindingKind, BLAMES } from '../model/findingKind.ts';
import { describeJsonValue, jsonPathIndex, jsonPathKey } from '../specs/describeJson.ts';
import { BASELINE_VERSION, type BaselineEntry, LEGACY_FINGERPRINT_VERSION, type ReadBaseline } from './baselineFile.ts';
import { entryKey } from './entryMatches.ts';

const TOP_KEYS = ['version', 'entries'];
const ENTRY_KEYS = ['fingerprint', 'fingerprintVersion', 'tool', 'specHash', 'kind', 'blame', 'path', 'reason'];
// Version 1 files predate fingerprintVersion: all their fingerprints are of version 1.
const V1_ENTRY_KEYS = ENTRY_KEYS.filter((key) => key !== 'fingerprintVersion');
const REQUIRED: readonly string[] = ['fingerprint', 'tool', 'kind', 'blame', 'reason'];

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

class BaselineChecker {
  constructor(private readonly where: string) {}

  fail(path: string, problem: string): never {
    throw new UsageError(`${this.where}: ${path}: ${problem}`);
  }

  // Hand-edited files: a misspelt key ("reson") would otherwise silently drop what it meant to say.
  keys(object: JsonObject, path: string, allowed: readonly string[]): void {
    for (const key of Object.keys(object)) {
      if (allowed.includes(key)) continue;
      const guess = closestFlag(key, allowed);
      this.fail(
        jsonPathKey(path, key),
        `unknown key ${JSON.stringify(key)}${guess === undefined ? '' : ` (did you mean "${guess}"?)`}; allowed: ${allowed.join(', ')}`,
      );
    }
  }

  string(entry: JsonObject, path: string, key: string, nonEmpty: boolean): string | undefined {
    const value = own(entry, key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') this.fail(jsonPathKey(path, key), `"${key}" must be a string, got ${describeJsonValue(value)}`);
    if (nonEmpty && value.trim() === '') this.fail(jsonPathKey(path, key), `"${key}" must not be empty`);
    return value;
  }

  entry(value: unknown, path: string, fileVersion: 1 | typeof BASELINE_VERSION): BaselineEntry {
    if (!isObject(value))
      this.fail(path, `expected an entry { "fingerprint", "tool", "kind", "blame", "reason", ... }, got ${describeJsonValue(value)}`);
    this.keys(value, path, fileVersion === 1 ? V1_ENTRY_KEYS : ENTRY_KEYS);
    for (const key of REQUIRED) {
      if (own(value, key) !== undefined) continue;
      const hint = key === 'reason' ? ' (why the finding is accepted, e.g. "known, tracked in #123")' : '';
      this.fail(path, `missing "${key}"${hint}`);
    }
    const kind = this.string(value, path, 'kind', true) as string;
    if (!(FINDING_KINDS as readonly string[]).includes(kind))
      this.fail(jsonPathKey(path, 'kind'), `unknown kind ${JSON.stringify(kind)} (one of ${FINDING_KINDS.join(', ')})`);
    const blame = this.string(value, path, 'blame', true) as string;
    const blameOk = (BLAMES as readonly string[]).includes(blame);
    if (!blameOk) this.fail(jsonPathKey(path, 'blame'), `unknown blame ${JSON.stringify(blame)} (one of ${BLAMES.join(', ')})`);
    const specHash = this.string(value, path, 'specHash', false);
    const where = this.string(value, path, 'path', false);
    const fingerprintVersion = own(value, 'fingerprintVersion');
    if (fingerprintVersion !== undefined && fingerprintVersion !== LEGACY_FINGERPRINT_VERSION) {
      this.fail(
        jsonPathKey(path, 'fingerprintVersion'),
        `"fingerprintVersion" must be ${LEGACY_FINGERPRINT_VERSION} when given (left out: the current fingerprint), got ${describeJsonValue(fingerprintVersion)}`,
      );
    }
    const legacy = fileVersion === 1 || fingerprintVersion !== undefined;
    return {
      fingerprint: this.string(value, path, 'fingerprint', true) as string,
      ...(legacy ? { fingerprintVersion: LEGACY_FINGERPRINT_VERSION } : {}),
      tool: this.string(value, path, 'tool', true) as string,
      ...(specHash === undefined ? {} : { specHash }),
      kind: kind as FindingKind,
      blame: blame as (typeof BLAMES)[number],
      ...(where === undefined ? {} : { path: where }),
      reason: this.string(value, path, 'reason', true) as string,
    };
  }

  file(json: unknown): ReadBaseline {
    if (!isObject(json))
      this.fail('$', `expected a baseline { "version": ${BASELINE_VERSION}, "entries": [...] }, got ${describeJsonValue(json)}`);
    this.keys(json, '$', TOP_KEYS);
    const version = own(json, 'version');
    if (version !== BASELINE_VERSION && version !== 1) {
      this.fail(
        '$.version',
        `unsupported baseline version ${describeJsonValue(version)} (this toolfuzz reads versions 1 and ${BASELINE_VERSION})`,
      );
    }
    const entries = own(json, 'entries');
    if (!Array.isArray(entries)) this.fail('$.entries', `"entries" must be an array, got ${describeJsonValue(entries)}`);
    const firstAt = new Map<string, number>();
    const checked = (entries as unknown[]).map((value, index) => {
      const path = jsonPathIndex('$.entries', index);
      const entry = this.entry(value, path, version);
      // Two entries for one finding leave a reader guessing which reason holds.
      const key = entryKey(entry);
      const first = firstAt.get(key);
      if (first !== undefined) this.fail(path, `duplicates $.entries[${first}] (same tool, fingerprint, kind and blame)`);
      firstAt.set(key, index);
      return entry;
    });
    return { version: BASELINE_VERSION, entries: checked, ...(version === 1 ? { migratedFrom: 1 as const } : {}) };
  }
}

/**
 * Checks a parsed baseline file; every fault is a one-line UsageError naming `where` and the JSON
 * path. A version 1 file reads as the current version with every entry's fingerprint marked version 1.
 */
export function checkBaseline(json: unknown, where: string): ReadBaseline {
  return new BaselineChecker(where).file(json);
}
