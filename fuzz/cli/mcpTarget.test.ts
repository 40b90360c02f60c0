import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { mcpTarget } from './mcpTarget.ts';

const none = { url: undefined, module: undefined };

describe('mcpTarget', () => {
  it('takes the command after -- with its own flags, started in the cwd', () => {
    expect(
      mcpTarget(['--runs', '5', '--', 'npx', '-y', 'server', '--port', '3'], ['npx', '-y', 'server', '--port', '3'], none, '/p'),
    ).toEqual({
      transport: 'stdio',
      command: 'npx',
      args: ['-y', 'server', '--port', '3'],
      cwd: '/p',
    });
  });

  it('takes an http(s) --url', () => {
    expect(mcpTarget(['--url', 'https://x.example/mcp'], [], { ...none, url: 'https://x.example/mcp' }, '/p')).toEqual({
      transport: 'http',
      url: 'https://x.example/mcp',
    });
  });

  it('takes a --module, connected in-process', () => {
    expect(mcpTarget(['--module', 's.ts'], [], { ...none, module: '/p/s.ts' }, '/p')).toEqual({
      transport: 'module',
      module: '/p/s.ts',
      cwd: '/p',
    });
  });

  it.each([
    [['node', 's.mjs'], ['node', 's.mjs'], none, 'put the server command after --'],
    [
      ['--url', 'http://a/', '--', 'node'],
      ['node'],
      { ...none, url: 'http://a/' },
      'give the server one way, not a command after -- and --url',
    ],
    [['--module', 's.ts', '--', 'node'], ['node'], { ...none, module: '/p/s.ts' }, 'not a command after -- and --module'],
    [['--module', 's.ts', '--url', 'http://a/'], [], { url: 'http://a/', module: '/p/s.ts' }, 'not --url and --module'],
    [['--url', 'nope'], [], { ...none, url: 'nope' }, '--url needs an http(s) URL, got "nope"'],
    [[], [], none, 'toolfuzz mcp needs the server'],
    [['--'], [], none, 'toolfuzz mcp needs the server'],
  ] as const)('refuses %j', async (argv, positionals, flags, message) => {
    expect((await usageErrorOf(() => mcpTarget(argv, positionals, flags, '/p'))).message).toContain(message);
  });
});
