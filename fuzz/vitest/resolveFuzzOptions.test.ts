import { describe, expect, it } from 'vitest';
import { defineTool } from '../../src/index.ts';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { resolveFuzzOptions } from './resolveFuzzOptions.ts';

const at = (path: string): URL => new URL(`../../${path}`, import.meta.url);
const SUBJECT = at('src/index.ts');

async function problem(options: Parameters<typeof resolveFuzzOptions>[0]): Promise<string> {
  return (await usageErrorOf(() => resolveFuzzOptions(options))).message;
}

describe('resolveFuzzOptions', () => {
  it('fills the defaults of toolfuzz run, with a random seed', () => {
    const settings = resolveFuzzOptions({ subject: SUBJECT, specs: at('fixtures/specs/calendar.json') });
    expect(settings).toMatchObject({
      subject: SUBJECT.pathname,
      runs: undefined,
      callTimeoutMs: 3000,
      runBodies: false,
      json: undefined,
      timeSeconds: undefined,
      timeoutMs: 600_000,
    });
    expect(settings.name).toMatch(/^toolfuzz .*src\/index\.ts$/);
    expect(Number.isInteger(settings.seed)).toBe(true);
    expect(settings.workers).toBeGreaterThanOrEqual(1);
  });

  it('takes tools directly, after those of the specs, names kept unique and schemas checked', () => {
    const tool = defineTool({
      name: 'create_event',
      description: 'd',
      schema: { title: { type: 'string', required: true } },
      execute: async () => 'ok',
    });
    const settings = resolveFuzzOptions({
      subject: SUBJECT,
      specs: [at('fixtures/specs/calendar.json')],
      tools: [tool, { name: 'ping', schema: {} }],
      timeSeconds: 5,
    });
    expect(settings.tools.map((t) => t.name)).toEqual(['create_event', 'list_events', 'find_free_slots', 'create_event#2', 'ping']);
    expect(settings.tools[3]).toMatchObject({
      origin: 'fuzzTools tools[0]',
      hasBody: false,
      spec: { title: { type: 'string', required: true } },
    });
    expect(settings.timeoutMs).toBe(65_000);
  });

  it('rejects what the CLI would reject, in one line', async () => {
    expect(await problem({ subject: at('nope.ts'), tools: [{ name: 'a', schema: {} }] })).toMatch(
      /^fuzzTools: subject not found: \S*nope\.ts$/,
    );
    expect(await problem({ subject: SUBJECT })).toBe(
      'fuzzTools needs spec sources (specs) or tools, or a library subject (a module exporting tools of zod, valibot, arktype or TypeBox schemas)',
    );
    expect(await problem({ subject: SUBJECT, tools: [{ name: 'a', schema: {} }], runs: 0 })).toBe(
      'fuzzTools: runs must be a positive integer, got 0',
    );
    expect(await problem({ subject: SUBJECT, tools: [{ name: 'a', schema: { x: { type: 'text' } } as never }] })).toMatch(
      /^fuzzTools tools: \$\[0\]\.schema\.x\.type: unknown type "text"/,
    );
    expect(await problem({ subject: SUBJECT, specs: at('fixtures/subjects/null-as-absent.ts') })).toMatch(
      /null-as-absent\.ts: a tool module cannot be read while vitest collects tests \(imports are async\): pass tools: await loadTools/,
    );
  });
});
