import { describe, expect, it } from 'vitest';
import { chooseMcpTools, DESTRUCTIVE, NOT_READ_ONLY, type ListedTool } from './chooseMcpTools.ts';

const LISTED: ListedTool[] = [
  { name: 'read', annotations: { readOnlyHint: true } },
  { name: 'plain' },
  { name: 'write', annotations: { readOnlyHint: false, destructiveHint: false } },
  { name: 'wipe', annotations: { destructiveHint: true } },
  { name: 'liar', annotations: { readOnlyHint: true, destructiveHint: true } },
];

describe('chooseMcpTools', () => {
  it('calls only read-only tools by default, and says why each other one is skipped', () => {
    const choice = chooseMcpTools(LISTED, {});
    expect(choice).toEqual({
      kind: 'chosen',
      chosen: ['read'],
      skipped: [
        { tool: 'plain', reason: NOT_READ_ONLY },
        { tool: 'write', reason: NOT_READ_ONLY, annotations: { readOnlyHint: false, destructiveHint: false } },
        { tool: 'wipe', reason: DESTRUCTIVE, annotations: { destructiveHint: true } },
        { tool: 'liar', reason: DESTRUCTIVE, annotations: { readOnlyHint: true, destructiveHint: true } },
      ],
    });
  });

  it('opts in the tools --tools names, destructive ones included, beside the read-only ones', () => {
    const choice = chooseMcpTools(LISTED, { tools: ['wipe', 'plain'] });
    expect(choice.kind === 'chosen' && choice.chosen).toEqual(['read', 'plain', 'wipe']);
  });

  it('opts in everything but destructive tools with --all-tools', () => {
    const choice = chooseMcpTools(LISTED, { allTools: true });
    expect(choice.kind === 'chosen' && choice.chosen).toEqual(['read', 'plain', 'write']);
    expect(choice.kind === 'chosen' && choice.skipped.map((s) => s.tool)).toEqual(['wipe', 'liar']);
  });

  it('calls a destructive tool under --all-tools only when --tools names it too', () => {
    const choice = chooseMcpTools(LISTED, { allTools: true, tools: ['liar'] });
    expect(choice.kind === 'chosen' && choice.chosen).toEqual(['read', 'plain', 'write', 'liar']);
  });

  it('names the unknown --tools entries and every tool the server has', () => {
    expect(chooseMcpTools(LISTED, { tools: ['read', 'nope', 'gone'] })).toEqual({
      kind: 'unknown',
      unknown: ['nope', 'gone'],
      names: ['read', 'plain', 'write', 'wipe', 'liar'],
    });
  });
});
