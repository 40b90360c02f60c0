import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { loadSubject } from './loadSubject.ts';
import { scratchFolder } from '../testing/scratchFolder.ts';

// Messages show paths relative to the cwd; vitest runs from the package root.
const ROOT = resolve(import.meta.dirname, '../..');
const BAD = 'fixtures/bad/subjects';

async function loadError(path: string): Promise<string> {
  return (await usageErrorOf(() => loadSubject(resolve(ROOT, path)))).message;
}

const { dir: temp } = scratchFolder('subject');

describe('loadSubject: valid subjects', () => {
  it("loads this project's src/index.ts and calls through to its functions", async () => {
    const subject = await loadSubject(resolve(ROOT, 'src/index.ts'));
    const spec = { mode: { type: 'string', enum: ['fast', 'slow'], required: true } } as const;
    expect(subject.validateArgs(spec, { mode: 'fast' })).toEqual([]);
    expect(subject.validateArgs(spec, {})).toHaveLength(1);
    expect(subject.schemaSpecToJsonSchema(spec)).toEqual({
      type: 'object',
      properties: { mode: { type: 'string', enum: ['fast', 'slow'] } },
      required: ['mode'],
    });
    const tool = subject.defineTool?.({ name: 't', description: 'd', schema: spec, execute: (args) => args });
    const args = { mode: 'slow' };
    expect(await tool?.execute(args)).toBe(args);
  });

  it('resolves a relative path against the cwd', async () => {
    const subject = await loadSubject('src/index.ts');
    expect(typeof subject.validateArgs).toBe('function');
  });

  it("resolves and shows a path from the run's cwd when given one, not the process's", async () => {
    const cwd = resolve(ROOT, 'fixtures/bad');
    const missing = await usageErrorOf(() => loadSubject('subjects/nothingHere.ts', { cwd }));
    expect(missing.message).toBe('subject not found: subjects/nothingHere.ts');
    const noExport = await usageErrorOf(() => loadSubject('subjects/missingValidateArgs.ts', { cwd }));
    expect(noExport.message).toMatch(/^subject subjects\/missingValidateArgs\.ts: does not export validateArgs/);
  });

  it('loads a subject without defineTool, leaving it undefined', async () => {
    const file = join(temp, 'noDefineTool.mjs');
    writeFileSync(file, 'export const validateArgs = () => [];\nexport const schemaSpecToJsonSchema = () => ({ type: "object" });\n');
    const subject = await loadSubject(file);
    expect(subject.defineTool).toBeUndefined();
    expect(subject.validateArgs({}, {})).toEqual([]);
  });

  it("calls the subject's functions as plain functions, never as methods of the Subject", async () => {
    const file = join(temp, 'thisProbe.mjs');
    writeFileSync(
      file,
      'export function validateArgs() { return [typeof this]; }\nexport function schemaSpecToJsonSchema() { return this; }\n',
    );
    const subject = await loadSubject(file);
    expect(subject.validateArgs({}, {})).toEqual(['undefined']);
    expect(subject.schemaSpecToJsonSchema({})).toBeUndefined();
  });
});

describe('loadSubject: errors', () => {
  it('rejects a missing file', async () => {
    expect(await loadError('fixtures/bad/subjects/nope.ts')).toBe('subject not found: fixtures/bad/subjects/nope.ts');
  });

  it('rejects a folder and an unsupported extension', async () => {
    expect(await loadError(BAD)).toBe(`subject is not a file: ${BAD} (expected a .ts, .mts, .js, .mjs module)`);
    expect(await loadError(`${BAD}/notAModule.txt`)).toBe(
      `subject must be a .ts, .mts, .js, .mjs module, got ".txt": ${BAD}/notAModule.txt`,
    );
  });

  it('rejects a JavaScript syntax error with one line', async () => {
    expect(await loadError(`${BAD}/syntaxError.mjs`)).toMatch(/^subject fixtures\/bad\/subjects\/syntaxError\.mjs: cannot import: .+/);
  });

  it('rejects a TypeScript syntax error with one line', async () => {
    const file = join(temp, 'broken.ts');
    writeFileSync(file, 'export function validateArgs(spec: unknown): string[] {\n  return [;\n}\n');
    const message = (await usageErrorOf(() => loadSubject(file))).message;
    expect(message).toMatch(new RegExp(`^subject ${file}: cannot import: .+`));
  });

  it('rejects a subject that throws at load, with the first line of the error only', async () => {
    expect(await loadError(`${BAD}/throwsOnLoad.ts`)).toBe(
      `subject ${BAD}/throwsOnLoad.ts: cannot import: TypeError: cannot read the config`,
    );
  });

  it('names the missing export', async () => {
    expect(await loadError(`${BAD}/missingValidateArgs.ts`)).toBe(
      `subject ${BAD}/missingValidateArgs.ts: does not export validateArgs (a subject must export validateArgs and schemaSpecToJsonSchema)`,
    );
  });

  it('names an export that is not a function', async () => {
    expect(await loadError(`${BAD}/converterNotFunction.ts`)).toBe(
      `subject ${BAD}/converterNotFunction.ts: export schemaSpecToJsonSchema must be a function, got an object`,
    );
  });

  it('rejects a defineTool that is present but not a function', async () => {
    expect(await loadError(`${BAD}/defineToolNotFunction.ts`)).toBe(
      `subject ${BAD}/defineToolNotFunction.ts: export defineTool must be a function, got string "not a function"`,
    );
  });
});
