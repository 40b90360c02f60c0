import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { readToolsJson } from './readToolsJson.ts';
import { tempFolder } from '../testing/tempFolder.ts';

const dir = tempFolder('tools-json');
let n = 0;
function file(content: unknown): string {
  const path = join(dir, `t${n++}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
const schema = { type: 'object', properties: { q: { type: 'string' } } };
const read = (content: unknown, taken = new Set<string>()) => readToolsJson(file(content), 'tools.json', taken);

describe('readToolsJson', () => {
  it('reads an MCP tools/list result, each tool named by where it is', async () => {
    const { tools, skipped } = await read({
      tools: [
        { name: 'search', inputSchema: schema, description: 'x' },
        { name: 'other', inputSchema: { type: 'object' } },
      ],
    });
    expect(tools).toEqual([
      { name: 'search', schema, origin: 'tools.json: $.tools[0]' },
      { name: 'other', schema: { type: 'object' }, origin: 'tools.json: $.tools[1]' },
    ]);
    expect(skipped).toEqual([]);
  });

  it('reads a tools/list result inside its saved JSON-RPC response', async () => {
    const { tools } = await read({ jsonrpc: '2.0', id: 2, result: { tools: [{ name: 'search', inputSchema: schema }] } });
    expect(tools).toEqual([{ name: 'search', schema, origin: 'tools.json: $.result.tools[0]' }]);
  });

  it('reads an OpenAI-style array, skipping non-function tools and functions without parameters', async () => {
    const { tools, skipped } = await read([
      { type: 'function', function: { name: 'search', parameters: schema } },
      { type: 'web_search' },
      { type: 'function', function: { name: 'ping' } },
    ]);
    expect(tools).toEqual([{ name: 'search', schema, origin: 'tools.json: $[0]' }]);
    expect(skipped.map((s) => [s.tool, s.origin])).toEqual([
      ['$[1]', 'tools.json: $[1]'],
      ['ping', 'tools.json: $[2]'],
    ]);
  });

  it('makes names unique against the tools already loaded', async () => {
    const { tools } = await read(
      {
        tools: [
          { name: 'search', inputSchema: schema },
          { name: 'search', inputSchema: schema },
        ],
      },
      new Set(['search']),
    );
    expect(tools.map((t) => t.name)).toEqual(['search#2', 'search#3']);
  });

  it('keeps a __proto__ key of a schema as a key', async () => {
    const { tools } = await read('{"tools":[{"name":"t","inputSchema":{"type":"object","properties":{"__proto__":{"type":"string"}}}}]}');
    expect(Object.keys((tools[0]?.schema as { properties: object }).properties)).toEqual(['__proto__']);
  });

  it.each([
    ['invalid JSON', '{"tools": [\n  {"name": }\n]}', /^tools\.json: invalid JSON: /],
    ['neither shape', { functions: [] }, /^tools\.json: expected an MCP tools\/list result .* got an object without a "tools" array$/],
    ['a string', '"x"', /^tools\.json: expected .* got string "x"$/],
    [
      'an inputSchema that is not an object',
      {
        tools: [
          { name: 'a', inputSchema: schema },
          { name: 'b', inputSchema: 'object' },
        ],
      },
      /^tools\.json: \$\.tools\[1\]\.inputSchema: expected a JSON Schema object, got string "object"$/,
    ],
    [
      'a tool without a name',
      { tools: [{ inputSchema: schema }] },
      /^tools\.json: \$\.tools\[0\]\.name: expected a non-empty tool name, got undefined$/,
    ],
    [
      'an OpenAI function that is not an object',
      [{ type: 'function', function: 3 }],
      /^tools\.json: \$\[0\]\.function: expected \{ "name", "parameters" \}, got number 3$/,
    ],
    [
      'OpenAI parameters that are not an object',
      [{ type: 'function', function: { name: 'a', parameters: [] } }],
      /^tools\.json: \$\[0\]\.function\.parameters: expected a JSON Schema object, got an array$/,
    ],
  ])('rejects %s with one line naming the file and the JSON path', async (_name, content, message) => {
    expect((await usageErrorOf(() => read(content))).message).toMatch(message);
  });

  it('says when the file cannot be read', async () => {
    expect((await usageErrorOf(() => readToolsJson(join(dir, 'missing.json'), 'missing.json', new Set()))).message).toMatch(
      /^missing\.json: cannot read: /,
    );
  });
});
