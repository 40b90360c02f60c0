import { describe, expect, it } from 'vitest';
import { renderConsoleReport } from '../../report/consoleReport.ts';
import { renderHtmlReport } from '../../report/html/renderHtmlReport.ts';
import { fakeFinding, fakeReport } from '../../testing/reportFixture.ts';
import type { CaseVerdicts } from '../../judge/caseVerdicts.ts';
import { findingFix } from './findingFix.ts';
import { isGenericHint } from './fixHints.ts';

const closed = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'], additionalProperties: false };
const extraKeyAccepted: CaseVerdicts = {
  runtime: { kind: 'accepted', output: { q: 'a' } },
  advertised: { valid: false, errors: [{ path: [], keyword: 'additionalProperties', message: 'must NOT have additional properties' }] },
};
const evidence = { kind: 'VIOLATOR_ACCEPTED' as const, schema: closed, args: { q: 'a', extra: 1 }, verdicts: extraKeyAccepted };

describe('fix hints by library, framework and producer', () => {
  it('the same drift gets each origin its own terms: AI SDK + zod, plain zod, valibot, an MCP server', () => {
    expect(findingFix(evidence, { producer: 'framework', framework: 'ai-sdk', library: 'zod' }).fix).toContain(
      'the AI SDK advertises additionalProperties: false',
    );
    expect(findingFix(evidence, { producer: 'library', library: 'zod' }).fix).toContain('z.strictObject');
    expect(findingFix(evidence, { producer: 'library', library: 'valibot' }).fix).toContain('v.strictObject');
    expect(findingFix(evidence, { producer: 'mcp' }).fix).toContain('validate with the schema you advertise');
    expect(findingFix(evidence, { producer: 'mcp' }).driftClass).toBe('unknown-keys-stripped');
  });

  it('Agents strict mode: null for an optional key refused gets the .nullable() hint', () => {
    const verdicts: CaseVerdicts = {
      runtime: { kind: 'rejected', issues: [{ message: 'Expected string', path: ['note'], code: 'invalid_type' }] },
      advertised: { valid: true, errors: [] },
    };
    const schema = { type: 'object', properties: { note: { type: ['string', 'null'] } }, required: ['note'], additionalProperties: false };
    const fix = findingFix(
      { kind: 'VALID_REJECTED', schema, args: { note: null }, verdicts },
      { producer: 'framework', framework: 'openai-agents', library: 'zod' },
    );
    expect(fix).toEqual({ driftClass: 'null-for-optional', fix: expect.stringContaining('.nullable()') });
  });

  it('a type the runtime does not take as sent is a coercion drift only for a whole value: a fraction refused as no int is a lost integer check', () => {
    const rejected = (path: string): CaseVerdicts => ({
      runtime: { kind: 'rejected', issues: [{ message: 'Invalid input', path: [path], code: 'invalid_type' }] },
      advertised: { valid: true, errors: [] },
    });
    const schema = { type: 'object', properties: { seats: { type: 'number' }, on: { type: 'boolean' } } };
    const origin = { producer: 'framework', framework: 'openai-agents' } as const;
    const fraction = findingFix({ kind: 'VALID_REJECTED', schema, args: { seats: 0.5 }, verdicts: rejected('seats') }, origin);
    expect(fraction.driftClass).toBe('unrecognised');
    expect(isGenericHint(fraction.fix)).toBe(true);
    // z.stringbool() shown as boolean refuses true: told as such, and the hint does not claim a coercion of what it accepts.
    const stringbool = findingFix({ kind: 'VALID_REJECTED', schema, args: { on: true }, verdicts: rejected('on') }, origin);
    expect(stringbool).toEqual({ driftClass: 'coercion', fix: expect.stringContaining('does not take as sent') });
  });

  it('a drift whose evidence names no known keyword is unrecognised, with the honest generic hint', () => {
    const verdicts: CaseVerdicts = {
      runtime: { kind: 'accepted' },
      advertised: { valid: false, errors: [{ path: ['q'], keyword: 'maxItems', message: 'must NOT have more than 2 items' }] },
    };
    const fix = findingFix(
      { kind: 'VIOLATOR_ACCEPTED', schema: closed, args: { q: [1, 2, 3] }, verdicts },
      { producer: 'library', library: 'zod' },
    );
    expect(fix.driftClass).toBe('unrecognised');
    expect(isGenericHint(fix.fix)).toBe(true);
  });

  it('a SchemaSpec finding gets a hint in the tool layer terms', () => {
    const fix = findingFix({ kind: 'FALSE_ACCEPT', args: {} }, { producer: 'schema-spec' });
    expect(fix).toEqual({ driftClass: 'unrecognised', fix: expect.stringContaining('validateArgs') });
  });

  it('the console and HTML reports show a finding hint and its class', () => {
    const report = fakeReport([
      fakeFinding({ id: 'F1', fingerprint: 'abc', fix: 'use z.strictObject <now>', driftClass: 'unknown-keys-stripped' }),
    ]);
    const text = renderConsoleReport(report, { json: 'r.json', html: 'r.html' }, { color: false });
    expect(text).toContain('fix: use z.strictObject <now> (unknown-keys-stripped)');
    const html = renderHtmlReport(report);
    expect(html).toContain('<p class="fix"><span class="label">fix</span> use z.strictObject &lt;now&gt;');
  });
});
