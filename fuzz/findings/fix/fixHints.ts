import type { FindingKind } from '../../model/findingKind.ts';
import type { FrameworkName } from '../../tool/toolUnderTest.ts';
import type { ClassifiedDrift, DriftClass, DriftDirection } from './driftClass.ts';

/** Where a finding's tool came from, as far as a hint needs it: the producer, its schema library and its framework. */
export interface FixOrigin {
  readonly producer: 'schema-spec' | 'library' | 'framework' | 'mcp';
  /** The schema library as users name it (`zod`, `zod3`, `valibot`, `arktype`, `typebox`), when known. */
  readonly library?: string;
  readonly framework?: FrameworkName;
}

/** One row of the hint table: the most specific row that matches the origin wins. */
interface HintRow {
  readonly library?: string;
  readonly framework?: FrameworkName;
  readonly producer?: FixOrigin['producer'];
  readonly hint: (drift: ClassifiedDrift) => string;
}

const at = (drift: ClassifiedDrift): string => (drift.path === undefined || drift.path === '' ? 'the args' : `\`${drift.path}\``);
const MCP_ACCEPTS =
  'the server accepts what its inputSchema forbids: validate with the schema you advertise (or advertise what you accept)';
const MCP_REJECTS =
  'the server rejects what its inputSchema allows: advertise the schema you validate with (or validate with the one you advertise)';

/** Hints per drift class, keyed by library, framework and producer; each class ends with its generic row. */
const HINTS: Readonly<Partial<Record<DriftClass, readonly HintRow[]>>> = {
  'default-required': [
    {
      library: 'zod',
      framework: 'ai-sdk',
      hint: () =>
        "zod's toJSONSchema lists .default() keys as required at io 'output'; the AI SDK converts with io 'input': advertise what the AI SDK sends (toolfuzz --framework ai-sdk)",
    },
    {
      library: 'zod',
      hint: () =>
        "zod's toJSONSchema lists .default() keys as required at io 'output': convert with `z.toJSONSchema(s, { io: 'input' })`, or let the framework convert (the AI SDK does)",
    },
    {
      producer: 'mcp',
      hint: () =>
        'a key with a default is advertised as required while the server fills it in: advertise the input schema (zod: io "input"), or drop the default',
    },
    {
      hint: () =>
        'the converter lists keys with a default as required: convert the schema for input (the shape the model sends), not for output',
    },
  ],
  'unknown-keys-stripped': [
    {
      library: 'zod',
      framework: 'ai-sdk',
      hint: () => 'the AI SDK advertises additionalProperties: false while z.object strips unknown keys: use z.strictObject',
    },
    {
      library: 'zod',
      hint: () =>
        'z.object strips unknown keys while the schema closes the object: use z.strictObject (or z.looseObject and advertise it open)',
    },
    {
      library: 'zod3',
      hint: () =>
        'z.object strips unknown keys while the schema closes the object: add .strict() (or .passthrough() and advertise it open)',
    },
    { library: 'valibot', hint: () => 'v.object strips unknown keys while the schema closes the object: use v.strictObject' },
    {
      library: 'arktype',
      hint: () => "the type ignores unknown keys while the schema closes the object: add `'+': 'reject'` to the object type",
    },
    {
      framework: 'langchain',
      hint: () => 'LangChain closes objects in the schema it shows while the schema strips unknown keys: make the object strict',
    },
    {
      producer: 'mcp',
      hint: () =>
        `${MCP_ACCEPTS}: the server takes unknown keys that the advertised object closes off (zod: z.strictObject; or advertise it open)`,
    },
    { hint: () => 'the runtime drops unknown keys the advertised schema forbids: make the object strict, or advertise it open' },
  ],
  'record-reserved-key': [
    {
      hint: (d) =>
        `a record key such as \`__proto__\` or \`constructor\` at ${at(d)} is dropped or read from the prototype: refuse reserved keys (a propertyNames pattern in the schema and a check in code), or use a Map`,
    },
  ],
  coercion: [
    {
      library: 'zod',
      hint: (d) =>
        d.direction === 'schema-accepts-runtime-rejects'
          ? `the schema advertises a type at ${at(d)} that the runtime does not parse (z.stringbool() is shown as boolean but takes only strings): use z.boolean() / z.number()`
          : 'z.coerce.number() (or .boolean()) accepts "3" while the schema says number: use z.number() (the model can send numbers)',
    },
    { library: 'zod3', hint: () => 'z.coerce.number() (or .boolean()) accepts "3" while the schema says number: use z.number()' },
    { producer: 'mcp', hint: () => `${MCP_ACCEPTS}: the server coerces numeric strings (z.coerce): use z.number()` },
    {
      hint: (d) =>
        d.direction === 'schema-accepts-runtime-rejects'
          ? `the schema advertises a type at ${at(d)} that the runtime does not take as sent: advertise the type the runtime parses`
          : `the runtime coerces a string at ${at(d)} where the schema says number or boolean: validate without coercion`,
    },
  ],
  format: [
    {
      library: 'zod',
      hint: (d) =>
        `zod's ${d.format ?? ''} check and the advertised "format" disagree at ${at(d)}: add the grammar you check as a pattern (zod 4 emits one for z.email() with its own regex), or drop the format`,
    },
    { producer: 'mcp', hint: (d) => `${MCP_ACCEPTS}: its "${d.format ?? ''}" check is looser than the format it advertises at ${at(d)}` },
    {
      hint: (d) =>
        `the runtime's "${d.format ?? ''}" check and the advertised format disagree at ${at(d)}: validate the format the schema names (or advertise a pattern for the one you check)`,
    },
  ],
  'pattern-flags': [
    {
      hint: (d) =>
        `the runtime's regex at ${at(d)} has flags (i, m, s) that JSON Schema patterns cannot carry: write the pattern without flags (\`[Aa]\` for case)`,
    },
  ],
  'pattern-unicode-mode': [
    {
      hint: (d) =>
        `the pattern at ${at(d)} matches by UTF-16 code unit in the runtime and by code point in JSON Schema: add the regex's u flag, or avoid \`.\` and ranges over astral characters`,
    },
  ],
  'length-utf16': [
    {
      hint: (d) =>
        `the runtime counts the string at ${at(d)} in UTF-16 code units while JSON Schema counts code points: measure with [...s].length (a check), or allow the slack for emoji`,
    },
  ],
  'multipleof-float': [
    {
      hint: (d) =>
        `a fractional multipleOf at ${at(d)} is judged with float remainders that disagree: use an integer step on scaled units (cents, not 0.01)`,
    },
  ],
  'multipleof-large': [
    {
      hint: (d) =>
        `multipleOf at ${at(d)} disagrees past 2^53: bound the number (.max / .int / Number.MAX_SAFE_INTEGER) so both sides judge exact integers`,
    },
  ],
  'non-finite-number': [
    {
      hint: (d) =>
        `a number past the double range (1e400) at ${at(d)} becomes Infinity: bound it with max/min so the schema and the runtime agree`,
    },
  ],
  'enum-not-enforced': [
    { producer: 'mcp', hint: () => `${MCP_ACCEPTS}: it takes values outside the advertised enum` },
    { hint: (d) => `the runtime accepts a value outside the advertised enum at ${at(d)}: validate with the enum you advertise` },
  ],
  'catch-fallback': [
    {
      library: 'zod',
      hint: (d) =>
        `.catch() at ${at(d)} turns any wrong value into its fallback while the schema refuses it: drop .catch() (or advertise the fallback as a default)`,
    },
    { library: 'zod3', hint: (d) => `.catch() at ${at(d)} turns any wrong value into its fallback: drop .catch()` },
    { library: 'valibot', hint: (d) => `v.fallback at ${at(d)} turns any wrong value into its fallback: drop v.fallback` },
    { hint: (d) => `the runtime replaces a wrong value at ${at(d)} with a fallback while the schema refuses it: refuse it instead` },
  ],
  'overwrite-before-check': [
    {
      library: 'zod',
      hint: (d) =>
        `.toLowerCase()/.trim()/.overwrite() at ${at(d)} changes the value before its check while the schema judges the raw text: check first (.regex before the overwrite), or make the pattern accept what you normalise`,
    },
    {
      hint: (d) =>
        `the runtime normalises the value at ${at(d)} before checking it while the schema judges the raw text: check the text as sent, or advertise the looser pattern`,
    },
  ],
  'intersection-strictness': [
    {
      library: 'zod',
      hint: () =>
        "an intersection is advertised as allOf, whose closed branch forbids the other branch's keys while z.intersection accepts them: merge into one object (A.extend(B.shape)), not z.intersection",
    },
    {
      library: 'zod3',
      hint: () =>
        'an intersection is advertised as allOf whose branches judge keys apart from the runtime: merge into one object (A.merge(B)), not z.intersection / .and()',
    },
    {
      hint: () =>
        'an intersection is advertised as allOf, whose branches judge unknown keys apart while the runtime merges them: declare one merged object',
    },
  ],
  'null-for-optional': [
    {
      framework: 'openai-agents',
      hint: () =>
        'Agents strict mode sends optional keys as required + nullable and strips the nulls: declare the key .nullable() (or .nullish())',
    },
    { framework: 'mastra', hint: () => 'Mastra shows optional keys as nullable: declare the key .nullish() so null is accepted' },
    { producer: 'mcp', hint: () => `${MCP_REJECTS}: it refuses null for a key the schema lets the model send as null` },
    {
      hint: (d) =>
        `the schema lets the model send null at ${at(d)} but the runtime refuses it: declare it nullable (.nullish()), or advertise it without null`,
    },
  ],
  'placeholder-schema': [
    {
      producer: 'mcp',
      hint: () =>
        'the MCP SDK advertises a placeholder (an empty object) for a union, transform or preprocess root: give registerTool a plain z.object shape',
    },
    {
      hint: () =>
        'the advertised schema is an empty placeholder the runtime does not honour: convert a plain object schema at the root (no union, transform or preprocess)',
    },
  ],
  'hidden-constraint': [
    {
      library: 'zod',
      hint: () =>
        'a .refine()/.superRefine() check no schema can show: state it in .describe() so the model knows, or express it as a schema keyword',
    },
    {
      library: 'zod3',
      hint: () => 'a .refine()/.superRefine() check no schema can show: state it in .describe(), or express it as a schema keyword',
    },
    { library: 'valibot', hint: () => 'a v.check() no schema can show: state it in v.description(), or express it as a schema action' },
    {
      library: 'arktype',
      hint: () => "a .narrow() predicate no schema can show: state it in .describe(), or express it as a constraint ('>0', regex)",
    },
    { hint: () => 'a constraint only code holds: say it in the description the model reads, or express it in the schema' },
  ],
  'schema-invalid': [
    {
      producer: 'mcp',
      hint: () => 'the advertised inputSchema is not a valid object JSON Schema: advertise type: "object" at the root, refs inlined',
    },
    {
      hint: () =>
        'the converted schema is not valid JSON Schema: convert with options the provider accepts, or fix the schema the converter gets',
    },
  ],
  hang: [{ hint: () => 'the call never answered: bound the work per call (a timeout, a size limit on the args)' }],
  crash: [{ hint: () => 'the call took its process down: catch errors in the tool and return them as a tool error' }],
  'body-crash': [
    { hint: () => 'args that passed validation crashed the tool body: validate what the body assumes, or catch and return a tool error' },
  ],
};

const GENERIC: Readonly<Record<DriftDirection, string>> = {
  'runtime-accepts-schema-forbids':
    'the runtime accepts args its advertised schema forbids: validate with the schema you advertise (or advertise what you accept)',
  'schema-accepts-runtime-rejects':
    'the runtime rejects args its advertised schema allows: advertise what you validate (or validate what you advertise)',
  other: '',
};

const GENERIC_BY_KIND: Readonly<Partial<Record<FindingKind, string>>> = {
  FALSE_ACCEPT: 'validateArgs accepts args the schema forbids: check the keyword the reference names',
  FALSE_REJECT: 'validateArgs rejects args the schema allows: loosen the check the reference does not make',
  VALID_REJECTED: 'valid args are rejected: make validation match the schema',
  VIOLATOR_ACCEPTED: 'args with a known mistake are accepted: validate with the schema you advertise',
  UNACTIONABLE_MESSAGE: 'the rejection does not name the field or what is wrong: say where and why, so the model can fix its call',
  THROWS: 'the validator throws on some args: return violations instead',
  MUTATES_INPUT: 'validation changes the args it is given: validate a copy, or do not normalise in place',
  CONVERTER_INVALID: 'the converted schema is not valid JSON Schema: fix the converter output',
  BOUNDARY_BODY_REACHED: 'invalid args reached the tool body: validate at the boundary before calling it',
  BOUNDARY_ARGS_CHANGED: 'the boundary passed different args to the body than were sent: pass the validated args unchanged',
  BOUNDARY_WRONG_ERROR: 'the boundary answered a rejection in a shape the model cannot read: return the validation error as the tool error',
  BAD_RESULT: 'validateArgs returned something other than a list of violations: return string[]',
  AS_SENT_REJECTED:
    'args as a model actually sends them (null for optional, omitted arguments) are rejected: accept them, or advertise that they are refused',
};

function matches(row: HintRow, origin: FixOrigin): boolean {
  return (
    (row.library === undefined || row.library === origin.library) &&
    (row.framework === undefined || row.framework === origin.framework) &&
    (row.producer === undefined || row.producer === origin.producer)
  );
}

function specificity(row: HintRow): number {
  return (row.library === undefined ? 0 : 2) + (row.framework === undefined ? 0 : 2) + (row.producer === undefined ? 0 : 1);
}

/** The fix hint for a classified drift: the most specific row that fits the origin, else the honest generic one for the kind and direction. */
export function fixHint(drift: ClassifiedDrift, kind: FindingKind, origin: FixOrigin): string {
  const rows = (HINTS[drift.driftClass] ?? []).filter((row) => matches(row, origin));
  const best = rows.sort((a, b) => specificity(b) - specificity(a))[0];
  if (best !== undefined) return best.hint(drift);
  if (origin.producer === 'mcp' && drift.direction === 'runtime-accepts-schema-forbids') return MCP_ACCEPTS;
  if (origin.producer === 'mcp' && drift.direction === 'schema-accepts-runtime-rejects') return MCP_REJECTS;
  return GENERIC[drift.direction] || (GENERIC_BY_KIND[kind] ?? 'replay the finding and make the runtime and the advertised schema agree');
}

/** Whether a hint is one of the generic ones (no class-specific claim). */
export function isGenericHint(hint: string): boolean {
  return (
    hint === MCP_ACCEPTS ||
    hint === MCP_REJECTS ||
    Object.values(GENERIC).includes(hint) ||
    Object.values(GENERIC_BY_KIND).includes(hint) ||
    hint.startsWith('replay the finding')
  );
}
