import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { RuntimeVerdict } from '../../model/runtimeVerdict.ts';
import { compileAdvertised } from '../../tool/schemaTool/advertisedValidator.ts';
import { callVerdict, listAllTools, startMcpFixture } from '../../testing/mcpFixture.ts';
import { readDriftManifest } from '../../testing/mcpDriftManifest.ts';
import type { DriftClass } from './driftClass.ts';
import { findingFix } from './findingFix.ts';
import { isGenericHint } from './fixHints.ts';

// The drifting MCP fixture servers: each witness, judged by ajv on the listed inputSchema and by the
// server over stdio, must get the class fixtures/mcp/drifts.json names (and an MCP hint), or the
// generic hint when the classifier does not know the class.

const EXPECTED: Readonly<Record<string, DriftClass>> = {
  'unknown-keys-stripped': 'unknown-keys-stripped',
  'catchall-advertised-closed': 'unknown-keys-stripped',
  'loose-object-advertised-closed': 'unknown-keys-stripped',
  'record-advertised-closed': 'unknown-keys-stripped',
  'email-format': 'format',
  'url-format': 'format',
  'numeric-string-coerced': 'coercion',
  'enum-not-enforced': 'enum-not-enforced',
  'multiple-of-float': 'multipleof-float',
  'null-for-optional': 'null-for-optional',
  'union-advertised-as-empty-object': 'placeholder-schema',
  'transform-advertised-as-empty-object': 'placeholder-schema',
  'preprocess-advertised-as-empty-object': 'placeholder-schema',
  'intersection-advertised-as-empty-object': 'placeholder-schema',
  'proto-key-dropped': 'record-reserved-key',
  'string-length-utf16': 'length-utf16',
};

const SERVERS = ['drifting-zod.mjs', 'drifting-lowlevel.mjs', 'sdk-placeholder-roots.mjs', 'fastmcp-closed.mjs'];
const manifest = readDriftManifest();

describe('fix hints on the MCP fixture servers', () => {
  it.each(SERVERS.filter((s) => manifest[s] !== undefined))('%s', { timeout: 60_000 }, async (file) => {
    const server = await startMcpFixture({ file });
    try {
      const { tools } = await listAllTools(server.client);
      for (const [name, entry] of Object.entries(manifest[file]!.tools)) {
        if (!['server-accepts-schema-forbids', 'schema-accepts-server-rejects'].includes(entry.direction) || entry.witness === undefined)
          continue;
        const schema = tools.find((t) => t.name === name)?.inputSchema as JsonSchema;
        const json = JSON.stringify(entry.witness);
        const validator = compileAdvertised(schema);
        if (validator.kind !== 'compiled') throw new Error(validator.error);
        const judged = validator.judgeJson(json);
        validator.dispose();
        if (!judged.judged) throw new Error(judged.why);
        const call = await callVerdict(server, { name, args: entry.witness, timeoutMs: 10_000 });
        const runtime: RuntimeVerdict | undefined =
          call.kind === 'reached'
            ? { kind: 'accepted', text: call.text }
            : call.kind === 'rejected'
              ? { kind: 'rejected', issues: [{ message: call.text }], text: call.text }
              : undefined;
        expect(runtime, `${file}#${name} answers`).toBeDefined();
        expect(runtime!.kind === 'accepted', `${file}#${name}: the witness drifts`).toBe(!judged.valid);
        const kind = runtime!.kind === 'accepted' ? 'VIOLATOR_ACCEPTED' : 'VALID_REJECTED';
        const { driftClass, fix } = findingFix(
          {
            kind,
            schema,
            args: JSON.parse(json),
            verdicts: { runtime: runtime!, advertised: { valid: judged.valid, errors: judged.errors } },
          },
          { producer: 'mcp' },
        );
        const expected = EXPECTED[entry.class];
        expect({ tool: name, driftClass, generic: isGenericHint(fix) }).toEqual({
          tool: name,
          driftClass: expected ?? 'unrecognised',
          generic: expected === undefined,
        });
      }
    } finally {
      await server.close();
    }
  });
});
