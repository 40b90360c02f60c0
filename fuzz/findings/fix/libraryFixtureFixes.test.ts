import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FindingKind } from '../../model/findingKind.ts';
import type { LibraryTool } from '../../tool/toolUnderTest.ts';
import { compileAdvertised } from '../../tool/schemaTool/advertisedValidator.ts';
import { LibraryPreparer } from '../../producers/library/libraryPreparer.ts';
import { loadLibraryTools } from '../../producers/library/loadLibraryTools.ts';
import type { CaseVerdicts } from '../../judge/caseVerdicts.ts';
import type { DriftClass } from './driftClass.ts';
import { findingFix, fixOrigin } from './findingFix.ts';
import { isGenericHint } from './fixHints.ts';

// Every drifting tool of the library fixtures, judged as a campaign judges it (ajv on the schema its
// converter advertises, the library's own runtime), must get the class drifts.json names and that
// class's hint; a tool whose class the classifier does not know must get the generic hint, never a
// specific one of another class.

interface Claim {
  readonly class: string;
  readonly direction: string;
  readonly witness?: unknown;
  readonly witnessJson?: string;
}
interface ModuleEntry {
  readonly module: string;
  readonly library: string;
  readonly tools: Readonly<Record<string, Claim>>;
}

const ROOT = join(import.meta.dirname, '../../..');
const FIXTURES = join(ROOT, 'fixtures/library');
const manifest = JSON.parse(readFileSync(join(FIXTURES, 'drifts.json'), 'utf8')) as ModuleEntry[];

/** The class each drifts.json class must be told as; a class absent here must be told `unrecognised`. */
const EXPECTED: Readonly<Record<string, DriftClass>> = {
  'default-required': 'default-required',
  'unknown-keys-stripped': 'unknown-keys-stripped',
  'record-reserved-key': 'record-reserved-key',
  coercion: 'coercion',
  'pattern-flags': 'pattern-flags',
  'pattern-unicode-mode': 'pattern-unicode-mode',
  'length-utf16': 'length-utf16',
  'multipleof-float': 'multipleof-float',
  'multipleof-large': 'multipleof-large',
  'catch-fallback': 'catch-fallback',
  'beyond-double-refused': 'non-finite-number',
  refine: 'hidden-constraint',
  superRefine: 'hidden-constraint',
  check: 'hidden-constraint',
  narrow: 'hidden-constraint',
  'refine-literal': 'hidden-constraint',
  'schema-invalid': 'schema-invalid',
  'overwrite-before-check': 'overwrite-before-check',
  'intersection-strictness': 'intersection-strictness',
};

/** The class a drifts.json class must be told as (every `format-*` is a format drift), or undefined: `unrecognised`. */
function expectedClass(fixtureClass: string): DriftClass | undefined {
  return fixtureClass.startsWith('format-') ? 'format' : EXPECTED[fixtureClass];
}

/** Words the hint must hold for a class and library: the user's own API. */
const HINT_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'default-required': { zod: "io: 'input'" },
  'unknown-keys-stripped': { zod: 'z.strictObject', zod3: '.strict()', arktype: "'+': 'reject'" },
  coercion: { zod: 'z.number()', zod3: 'z.number()' },
  'catch-fallback': { zod: '.catch()', zod3: '.catch()', valibot: 'v.fallback' },
  'intersection-strictness': { zod: 'A.extend', zod3: 'A.merge' },
  'hidden-constraint': { zod: '.refine()', zod3: '.refine()', valibot: 'v.check()', arktype: '.narrow()' },
};

const preparer = new LibraryPreparer({ seed: 1, callTimeoutMs: 2000 });
const toolsByModule = new Map<string, Promise<readonly LibraryTool[]>>();
function toolsOf(module: string): Promise<readonly LibraryTool[]> {
  let tools = toolsByModule.get(module);
  if (tools === undefined)
    toolsByModule.set(module, (tools = loadLibraryTools(join(FIXTURES, module), ROOT).then((loaded) => loaded.tools)));
  return tools;
}

/** The finding a campaign would report for the witness (kind and verdicts), or undefined when the two judges agree. */
async function findingOf(tool: LibraryTool, claim: Claim) {
  const json = claim.witnessJson ?? JSON.stringify(claim.witness);
  const args: unknown = JSON.parse(json);
  const validator = compileAdvertised(tool.advertised);
  if (validator.kind !== 'compiled') return { kind: 'CONVERTER_INVALID' as const, args, schema: tool.advertised };
  const judged = validator.judgeJson(json);
  validator.dispose();
  if (!judged.judged) throw new Error(judged.why);
  const runtime = await (await preparer.runtimeOf(tool)).call(args, json);
  if ((runtime.kind !== 'accepted' && runtime.kind !== 'rejected') || (runtime.kind === 'accepted') === judged.valid) return undefined;
  const kind: FindingKind = runtime.kind === 'accepted' ? 'VIOLATOR_ACCEPTED' : 'VALID_REJECTED';
  const verdicts: CaseVerdicts = { runtime, advertised: { valid: judged.valid, errors: judged.errors } };
  return { kind, args, verdicts, schema: tool.advertised };
}

const cases = manifest.flatMap((entry) => Object.entries(entry.tools).map(([name, claim]) => ({ entry, name, claim })));

describe('fix hints on the library fixtures', () => {
  it.each(cases.filter((c) => c.claim.direction !== 'none').map((c) => [`${c.entry.module}#${c.name} (${c.claim.class})`, c] as const))(
    '%s',
    async (_, { entry, name, claim }) => {
      const tool = (await toolsOf(entry.module)).find((t) => t.name === name);
      if (tool === undefined) return; // a tool its converter cannot convert is skipped by the producer too
      const finding = await findingOf(tool, claim);
      expect(finding, 'the witness shows the drift drifts.json claims').toBeDefined();
      const { driftClass, fix } = findingFix(finding!, fixOrigin(tool));
      const expected = expectedClass(claim.class);
      if (expected === undefined) {
        expect(driftClass).toBe('unrecognised');
        expect(isGenericHint(fix), fix).toBe(true);
        return;
      }
      expect(driftClass).toBe(expected);
      expect(isGenericHint(fix), fix).toBe(false);
      const words = HINT_WORDS[expected]?.[entry.library];
      if (words !== undefined) expect(fix).toContain(words);
    },
  );
});
