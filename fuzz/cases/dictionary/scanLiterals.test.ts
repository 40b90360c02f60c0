import { describe, expect, it } from 'vitest';
import { scanLiterals } from './scanLiterals.ts';

describe('scanLiterals', () => {
  it('reads string, template, number and regex literals with the tokenizer, never comments or imports', () => {
    const text = [
      `import { z } from 'zod'; // "in a comment"`,
      `const a = \`x\${'hole'}y\`; const b = \`plain\`; /* 'also a comment' */`,
      `const r = /^adm(in)+$/i; const half = 4 / 2; const n = -13, hex = 0x10, big = 10n, sep = 1_000;`,
      `const s = z.string().refine((s) => s !== "admin"); await import('./lazy.ts'); require("cjs"); export * from './more.js';`,
    ].join('\n');
    const scanned = scanLiterals(text);
    // A regex gives one string it matches (fast-check, fixed seed).
    expect(scanned.strings).toEqual(['hole', 'plain', expect.stringMatching(/^adm(in)+$/), 'admin']);
    expect(scanned.numbers).toEqual([4, 2, -13, 16, 1000]);
    expect(scanned.imports).toEqual(['zod', './lazy.ts', 'cjs', './more.js']);
  });

  it('keeps a `}` that closes a block apart from one that resumes a template', () => {
    const scanned = scanLiterals("function f() { return `a${{ k: 'in' }.k}b${1}c`; } const after = 'after';");
    expect(scanned.strings).toEqual(['in', 'after']);
    expect(scanned.numbers).toEqual([1]);
  });
});
