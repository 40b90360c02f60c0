import { describe, expect, it } from 'vitest';
import type { CaseVerdicts } from '../judge/caseVerdicts.ts';
import { fakeFinding, fakeReport } from '../testing/reportFixture.ts';
import { renderConsoleReport } from './consoleReport.ts';
import { renderVerdicts } from './html/verdictPanels.ts';

const schemaSpec: CaseVerdicts = {
  advertised: { valid: true, errors: [] },
  runtime: { kind: 'accepted', mutated: true },
  reference: { valid: false, errors: [{ path: ['visibility'], keyword: 'type', message: 'must be string' }] },
  expected: {
    expected: 'invalid',
    faults: [{ path: '/visibility', operator: 'null-for-optional', why: 'null where optional string is declared' }],
  },
  boundary: { reached: true, sameArgs: true, mutatedArgs: false, outcome: 'resolved' },
  body: { outcome: 'resolved' },
};

const library: CaseVerdicts = {
  advertised: { valid: true, errors: [] },
  runtime: { kind: 'rejected', issues: [{ message: 'Expected string, received null', path: ['note'], code: 'invalid_type' }] },
  expected: { expected: 'valid', faults: [] },
};

function consoleOf(verdicts: CaseVerdicts): string {
  return renderConsoleReport(
    fakeReport([fakeFinding({ id: 'F1', fingerprint: 'f', verdicts })]),
    { json: 'r.json', html: 'r.html' },
    {
      color: false,
    },
  );
}

function oracles(html: string): string[] {
  return [...html.matchAll(/data-oracle="([a-z]+)"/g)].map((m) => m[1] ?? '');
}

function flagged(html: string): string[] {
  return [...html.matchAll(/<section class="verdict disagrees" data-oracle="([a-z]+)"/g)].map((m) => m[1] ?? '');
}

describe('one verdict shape, rendered the same way for every producer', () => {
  it('console: a SchemaSpec finding shows the runtime, the advertised schema, the reference, its label and extras', () => {
    const out = consoleOf(schemaSpec);
    expect(out).toContain('runtime: accepted (and changed the args)');
    expect(out).toContain('ajv on the advertised schema: valid');
    expect(out).toContain('reference: invalid: must be string');
    expect(out).toContain('label: invalid model mistake (null-for-optional at /visibility: null where optional string is declared)');
    expect(out).toContain('boundary: resolved, body reached');
    expect(out).toContain('body: resolved');
  });

  it('console: a library finding shows the runtime issues and its label, and no reference or extras', () => {
    const out = consoleOf(library);
    expect(out).toContain('runtime: rejected: "Expected string, received null"');
    expect(out).toContain('ajv on the advertised schema: valid');
    expect(out).toContain('label: valid by construction');
    expect(out).not.toContain('reference:');
    expect(out).not.toContain('boundary:');
  });

  it('console: an advertised schema ajv could not judge, a thrown and a bad-result runtime', () => {
    expect(
      consoleOf({ advertised: { unavailable: 'ajv threw on these args' }, runtime: { kind: 'threw', error: 'TypeError: x' } }),
    ).toContain('runtime: threw TypeError: x');
    expect(consoleOf({ advertised: { unavailable: 'ajv threw on these args' }, runtime: { kind: 'accepted' } })).toContain(
      'ajv on the advertised schema: unavailable (ajv threw on these args)',
    );
    expect(consoleOf({ advertised: { valid: true, errors: [] }, runtime: { kind: 'bad-result', description: 'returned null' } })).toContain(
      'runtime: returned null',
    );
  });

  it('HTML: the same panels in the same order, the extras only where the producer gave them', () => {
    const spec = renderVerdicts(fakeFinding({ id: 'F1', fingerprint: 'f', verdicts: schemaSpec }));
    expect(oracles(spec)).toEqual(['runtime', 'advertised', 'reference', 'boundary', 'label', 'body']);
    expect(spec).toContain('and changed the args it was given');
    expect(oracles(renderVerdicts(fakeFinding({ id: 'F1', fingerprint: 'f', verdicts: library })))).toEqual([
      'runtime',
      'advertised',
      'label',
    ]);
  });

  it('HTML: flags what differs from the contract, the reference where there is one, else the advertised schema', () => {
    // The reference rejects: the runtime's acceptance, the advertised schema's and the body reached all differ from it.
    expect(flagged(renderVerdicts(fakeFinding({ id: 'F1', fingerprint: 'f', verdicts: schemaSpec })))).toEqual([
      'runtime',
      'advertised',
      'boundary',
    ]);
    // Without a reference the advertised schema is the contract: only the runtime that rejected what it allows differs.
    expect(flagged(renderVerdicts(fakeFinding({ id: 'F1', fingerprint: 'f', verdicts: library })))).toEqual(['runtime']);
  });
});
