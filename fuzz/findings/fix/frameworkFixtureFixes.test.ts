import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fuzz } from '../../api/fuzz.ts';
import { tempFolder } from '../../testing/tempFolder.ts';
import type { DriftClass } from './driftClass.ts';
import { isGenericHint } from './fixHints.ts';

// The fix hints on real findings: the drifting AI SDK and OpenAI Agents fixtures fuzzed as `toolfuzz
// run --subject` fuzzes them (the detection share's settings), and every finding's class and hint
// checked against drifts.json. A class the classifier knows gets its own hint (the AI SDK's row where
// there is one); a class it does not know gets the generic hint, never a specific claim of another
// class (the Agents fallback's lost z.int() once read as a coercion the tool never does).

interface Claim {
  readonly class: string;
  readonly direction: string;
}
interface ModuleEntry {
  readonly module: string;
  readonly tools: Readonly<Record<string, Claim>>;
}

/** The drift class toolfuzz tells for a drifts.json class of these fixtures; absent: `unrecognised`. */
const KNOWN: Readonly<Record<string, DriftClass>> = {
  'forced-closed-object': 'unknown-keys-stripped',
  'closed-object-strips': 'unknown-keys-stripped',
  'format-email': 'format',
  'default-advertised-required': 'default-required',
};

/** Tools whose finding the check needs, so it cannot pass on a run that found nothing. */
const MUST_SHOW: Readonly<Record<string, readonly string[]>> = {
  'ai-sdk': ['object-strips-unknown-keys', 'email-hyphen-label', 'jsonschema-without-validate'],
  'openai-agents': ['object_strips_unknown_keys', 'default_advertised_required', 'fallback_drops_integer'],
};

function claimsOf(framework: string): Readonly<Record<string, Claim>> {
  const path = fileURLToPath(new URL(`../../../fixtures/frameworks/${framework}/drifts.json`, import.meta.url));
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as ModuleEntry[];
  return manifest.find((entry) => entry.module === 'drifting.ts')?.tools ?? {};
}

describe('fix hints on the drifting framework fixtures, from a campaign', () => {
  it.concurrent.each(['ai-sdk', 'openai-agents'])('%s/drifting.ts', { timeout: 90_000 }, async (framework) => {
    const report = await fuzz({
      subject: fileURLToPath(new URL(`../../../fixtures/frameworks/${framework}/drifting.ts`, import.meta.url)),
      seed: 1,
      runs: 45,
      time: 40,
      workers: 1,
      corpus: false,
      cwd: tempFolder('framework-fixes'),
    });
    const claims = claimsOf(framework);
    const seen = report.findings.flatMap((finding) =>
      finding.tools.map((tool) => ({ tool, kind: finding.kind, driftClass: finding.driftClass, fix: finding.fix ?? '' })),
    );
    expect(seen.map((s) => s.tool)).toEqual(expect.arrayContaining([...(MUST_SHOW[framework] ?? [])]));
    for (const { tool, kind, driftClass, fix } of seen) {
      const claim = claims[tool];
      expect(claim, `${tool} is in drifts.json`).toBeDefined();
      const expected = KNOWN[claim?.class ?? ''] ?? 'unrecognised';
      expect({ tool, kind, driftClass, generic: isGenericHint(fix) }).toEqual({
        tool,
        kind,
        driftClass: expected,
        generic: expected === 'unrecognised',
      });
      // A rejection is never explained as a coercion the runtime does on what it accepts.
      if (kind === 'FALSE_REJECT') expect(fix, tool).not.toMatch(/coerces/);
    }
    if (framework === 'ai-sdk') {
      // The AI SDK closes objects it sends; zod's z.object strips: the hint names both.
      const strips = seen.find((s) => s.tool === 'object-strips-unknown-keys');
      expect(strips?.fix).toBe('the AI SDK advertises additionalProperties: false while z.object strips unknown keys: use z.strictObject');
    }
  });
});
