// Proof that a generation change keeps every case: a hash of SchemaToolCases.make(source, i) for i < N over every
// source, for the bench's zod 4 and valibot tools and every library and framework fixture module
// (`node --import tsx scripts/bench/caseHash.ts [N] [--tools] [--seed S]`; `--tools` prints one hash per tool
// too; the campaign seed is 1 unless told).
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CaseSource } from '../../fuzz/model/caseSource.ts';
import { SchemaToolCases } from '../../fuzz/cases/schemaToolCases.ts';
import { loadSubjectTools } from '../../fuzz/producers/framework/loadSubjectTools.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const count = Number(process.argv[2] !== undefined && /^\d+$/.test(process.argv[2]) ? process.argv[2] : 2000);
const perTool = process.argv.includes('--tools');
const seedAt = process.argv.indexOf('--seed');
const seed = seedAt < 0 ? 1 : Number(process.argv[seedAt + 1]);
const SOURCES: readonly CaseSource[] = ['valid', 'violator', 'loose', 'faker'];

/** Every tool module under a fixture folder (its `.ts` files other than tests). */
function modulesUnder(dir: string): string[] {
  return readdirSync(ROOT + dir)
    .flatMap((name) => {
      const path = `${dir}/${name}`;
      if (statSync(ROOT + path).isDirectory()) return modulesUnder(path);
      return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
    })
    .sort();
}

const modules = [
  'scripts/bench/benchZodTools.ts',
  'scripts/bench/benchValibotTools.ts',
  ...modulesUnder('fixtures/library'),
  ...modulesUnder('fixtures/frameworks'),
];
const whole = createHash('sha256');
let tools = 0;
for (const module of modules) {
  let loaded: Awaited<ReturnType<typeof loadSubjectTools>>;
  try {
    loaded = await loadSubjectTools(ROOT + module, ROOT);
  } catch (error) {
    console.log(`${module}: not loaded (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    continue;
  }
  for (const tool of loaded.tools) {
    const hash = createHash('sha256');
    // With the tool's dictionary (as a campaign makes them) and without (the plain draws).
    for (const dictionary of [tool.dictionary, undefined]) {
      const cases = new SchemaToolCases({ tool: tool.name, seed, advertised: tool.advertised, ...(dictionary && { dictionary }) });
      // Slice-major, as runTool goes: the violators read the valid cases kept from the same slice.
      for (let from = 0; from < count; from += 25)
        for (const source of SOURCES)
          for (let i = from; i < Math.min(count, from + 25); i++)
            hash.update(`${source}${i}:${JSON.stringify(cases.make(source, i)) ?? '-'}\n`);
    }
    const digest = hash.digest('hex').slice(0, 16);
    whole.update(`${module}#${tool.name}:${digest}\n`);
    tools++;
    if (perTool) console.log(`${module}#${tool.name} ${digest}`);
  }
}
console.log(`${tools} tools, ${count} cases per source, seed ${seed}: ${whole.digest('hex').slice(0, 16)}`);
