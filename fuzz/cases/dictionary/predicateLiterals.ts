import { type ScannedLiterals, scanLiterals } from './scanLiterals.ts';
import type { SubjectDictionary } from './subjectDictionary.ts';

// Objects visited per schema: a schema graph is small, and a library's shared scope is not the tool's.
const MAX_NODES = 2000;
const MAX_DEPTH = 12;
// Keys that lead out of the tool's own schema: arktype's scope (`$`) holds every type of the process.
const SKIPPED_KEYS = new Set(['$', 'prototype', 'constructor', 'caller', 'arguments']);

// Scans by source text: a library's closures repeat (zod 4 gives every schema instance its own copies of
// the same few dozen functions), so 8 zod tools held 541 functions of 31 texts, and scanning each copy
// again was most of loading their module. Cleared when full, and only short texts are kept (the source
// is the key), so many modules or one huge function cannot grow it past a few megabytes.
const SCANS_KEPT = 256;
const LONGEST_KEPT = 8192;
const scans = new Map<string, ScannedLiterals>();

function scanned(source: string): ScannedLiterals {
  const kept = scans.get(source);
  if (kept !== undefined) return kept;
  const made = scanLiterals(source);
  if (source.length > LONGEST_KEPT) return made;
  if (scans.size >= SCANS_KEPT) scans.clear();
  scans.set(source, made);
  return made;
}

function sourceOf(fn: Function): string {
  try {
    return Function.prototype.toString.call(fn);
  } catch {
    return '';
  }
}

/** arktype: the predicate and morph nodes a type references carry the user's functions. */
function arktypeFunctions(schema: unknown, out: Function[]): void {
  const internal = (schema as { internal?: { references?: unknown } }).internal;
  const references = internal?.references;
  if (!Array.isArray(references)) return;
  for (const node of references as { kind?: unknown; inner?: { predicate?: unknown; morphs?: unknown } }[]) {
    if (node?.kind === 'predicate' && typeof node.inner?.predicate === 'function') out.push(node.inner.predicate);
    if (node?.kind === 'morph' && Array.isArray(node.inner?.morphs))
      for (const m of node.inner.morphs) if (typeof m === 'function') out.push(m);
  }
}

/**
 * The functions reachable from a schema object: zod 4 keeps a `.refine`/`.check` function in its
 * check's def, valibot a `check()` requirement in its pipe, arktype a `.narrow` in its predicate
 * nodes. Plain property reads over a bounded walk (zod's lazy getters included: they only build
 * the schema's own parts); a getter that throws is skipped.
 */
function reachableFunctions(schema: unknown): Function[] {
  const out: Function[] = [];
  arktypeFunctions(schema, out);
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number): void => {
    if (
      value === null ||
      (typeof value !== 'object' && typeof value !== 'function') ||
      seen.has(value) ||
      seen.size >= MAX_NODES ||
      depth > MAX_DEPTH
    )
      return;
    seen.add(value);
    if (typeof value === 'function') {
      out.push(value);
      return;
    }
    const keys = Array.isArray(value) ? value.keys() : Object.getOwnPropertyNames(value);
    for (const key of keys) {
      if (typeof key === 'string' && SKIPPED_KEYS.has(key)) continue;
      let child: unknown;
      try {
        child = (value as Record<string | number, unknown>)[key];
      } catch {
        continue;
      }
      walk(child, depth + 1);
    }
  };
  walk(schema, 0);
  return out;
}

/**
 * The literals of the functions a tool's schema holds (`refine`, `superRefine`, `check`, `narrow`,
 * `transform`), read from `fn.toString()` with the same scanner as the module. A library's own
 * closures come along too; the caller keeps only what the user's code also holds.
 */
export function predicateLiterals(schema: unknown): SubjectDictionary {
  const strings: string[] = [];
  const numbers: number[] = [];
  // No schema object (an OpenAI Agents tool keeps only JSON Schema): no predicates to read.
  if (schema === null || (typeof schema !== 'object' && typeof schema !== 'function')) return { strings, numbers };
  for (const fn of reachableFunctions(schema)) {
    const source = sourceOf(fn);
    if (source === '' || source.includes('[native code]')) continue;
    const literals = scanned(source);
    strings.push(...literals.strings);
    numbers.push(...literals.numbers);
  }
  return { strings, numbers };
}
