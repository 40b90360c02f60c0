import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { mcpTarget } from './mcpTarget.ts';

describe('mcpTarget', () => {
  it('takes the command after -- with its own flags, started in the cwd', () => {
    expect(
      mcpTarget(['--runs', '5', '--', 'npx', '-y', 'server', '--port', '3'], ['npx', '-y', 'server', '--port', '3'], undefined, '/p'),
    ).toEqual({
      transport: 'stdio',
      command: 'npx',
      args: ['-y', 'server', '--port', '3'],
      cwd: '/p',
    });
  });

  it('takes an http(s) --url', () => {
    expect(mcpTarget(['--url', 'https://x.example/mcp'], [], 'https://x.example/mcp', '/p')).toEqual({
      transport: 'http',
      url: 'https://x.example/mcp',
    });
  });

  it.each([
    [['node', 's.mjs'], ['node', 's.mjs'], undefined, 'put the server command after --'],
    [['--url', 'http://a/', '--', 'node'], ['node'], 'http://a/', 'either as a command after -- or with --url, not both'],
    [['--url', 'nope'], [], 'nope', '--url needs an http(s) URL, got "nope"'],
    [[], [], undefined, 'toolfuzz mcp needs the server'],
    [['--'], [], undefined, 'toolfuzz mcp needs the server'],
  ] as const)('refuses %j', async (argv, positionals, url, message) => {
    expect((await usageErrorOf(() => mcpTarget(argv, positionals, url, '/p'))).message).toContain(message);
  });
});
