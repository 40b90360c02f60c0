import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC_SOURCES } from '../options/packageRoot.ts';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { loadCampaignTools } from './runFuzz.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const subject = join(ROOT, 'fixtures/library-unit/zod4-record.ts');
const base = { subject, specs: [...DEFAULT_SPEC_SOURCES], randomSpecs: false, seed: 1, callTimeoutMs: 3000, shard: undefined };

describe('the campaign of a library subject', () => {
  it('is its own tools, without the default spec sources, and carries the skipped ones', async () => {
    const campaign = await loadCampaignTools(base, ROOT);
    expect(campaign.tools.map((t) => [t.producer, t.name])).toEqual([
      ['library', 'search'],
      ['library', 'lookup_user'],
    ]);
    expect(campaign.allTools).toBe(2);
    expect(campaign.skipped?.map((s) => s.tool)).toEqual(['shout']);
  });

  it('refuses --specs and --random-specs, saying why', async () => {
    const specs = await usageErrorOf(() => loadCampaignTools({ ...base, specs: [join(ROOT, 'fixtures/specs/calendar.json')] }, ROOT));
    expect(specs.message).toBe(
      '--specs cannot be used with a library subject: spec sources are fuzzed against a SchemaSpec subject (validateArgs, schemaSpecToJsonSchema), and this subject defines its own tools',
    );
    const random = await usageErrorOf(() => loadCampaignTools({ ...base, randomSpecs: true }, ROOT));
    expect(random.message).toMatch(/^--random-specs cannot be used with a library subject: /);
  });

  it('is a usage error when no tool can be fuzzed, naming each and why', async () => {
    const error = await usageErrorOf(() =>
      loadCampaignTools({ ...base, subject: join(ROOT, 'fixtures/library-unit/transforms-only.ts') }, ROOT),
    );
    expect(error.message).toBe(
      'fixtures/library-unit/transforms-only.ts: none of its tools can be fuzzed (shout: zod cannot convert its schema: Transforms cannot be represented in JSON Schema)',
    );
  });

  it('is cut by --shard like any campaign', async () => {
    const campaign = await loadCampaignTools({ ...base, shard: '2/2' }, ROOT);
    expect(campaign.tools.map((t) => t.name)).toEqual(['lookup_user']);
    expect(campaign.allTools).toBe(2);
  });

  it('keeps a SchemaSpec subject on its spec sources', async () => {
    const campaign = await loadCampaignTools(
      { ...base, subject: join(ROOT, 'fixtures/subjects/faithful/index.ts'), specs: [join(ROOT, 'fixtures/specs/calendar.json')] },
      ROOT,
    );
    expect(campaign.tools.every((t) => t.producer === 'schema-spec')).toBe(true);
    expect(campaign.skipped).toBeUndefined();
  });
});
