import { hasOwn } from '../json/ownProperty.ts';
import { isSchemaObject } from '../schema/schemaTypes.ts';
import { UsageError } from '../errors/usageError.ts';
import { describeJsonValue, jsonPathIndex, jsonPathKey } from '../specs/describeJson.ts';
import { parseJsonFile } from '../specs/parseJsonFile.ts';
import { uniqueToolName } from '../specs/readToolEntry.ts';
import type { LintSourceTool, SkippedTool } from './lintSourceTool.ts';

const SHAPES =
  'an MCP tools/list result { "tools": [{ "name", "inputSchema" }] } or an OpenAI-style array [{ "type": "function", "function": { "name", "parameters" } }]';

function field(value: Record<string, unknown>, name: string): unknown {
  return hasOwn(value, name) ? value[name] : undefined;
}

function fault(where: string, path: string, problem: string): UsageError {
  return new UsageError(`${where}: ${path}: ${problem}`);
}

function toolName(value: Record<string, unknown>, where: string, path: string): string {
  const name = field(value, 'name');
  if (typeof name !== 'string' || name === '')
    throw fault(where, jsonPathKey(path, 'name'), `expected a non-empty tool name, got ${describeJsonValue(name)}`);
  return name;
}

function schemaAt(value: unknown, where: string, path: string): Record<string, unknown> {
  if (!isSchemaObject(value)) throw fault(where, path, `expected a JSON Schema object, got ${describeJsonValue(value)}`);
  return value;
}

/**
 * Reads a saved tool list (`--tools-json`): an MCP `tools/list` result (bare, or in its JSON-RPC response), or an OpenAI-style array of
 * function tools. Names are made unique against `taken`. Unreadable or invalid JSON, another shape,
 * or a tool without a name or with a non-object schema is a one-line UsageError naming the file and
 * the JSON path; an OpenAI entry that is not a function, or a function without parameters, is skipped.
 */
export async function readToolsJson(
  absolutePath: string,
  where: string,
  taken: Set<string>,
): Promise<{ tools: LintSourceTool[]; skipped: SkippedTool[] }> {
  const data = await parseJsonFile(absolutePath, where);
  const tools: LintSourceTool[] = [];
  const skipped: SkippedTool[] = [];
  if (Array.isArray(data)) {
    data.forEach((entry, index) => {
      const path = jsonPathIndex('$', index);
      if (!isSchemaObject(entry)) throw fault(where, path, `expected a tool object, got ${describeJsonValue(entry)}`);
      const origin = `${where}: ${path}`;
      if (field(entry, 'type') !== 'function') {
        skipped.push({
          tool: typeof field(entry, 'name') === 'string' ? (field(entry, 'name') as string) : path,
          origin,
          reason: `a ${JSON.stringify(field(entry, 'type') ?? null)} tool, not a function: no parameters to lint`,
        });
        return;
      }
      const fn = field(entry, 'function');
      if (!isSchemaObject(fn))
        throw fault(where, jsonPathKey(path, 'function'), `expected { "name", "parameters" }, got ${describeJsonValue(fn)}`);
      const fnPath = jsonPathKey(path, 'function');
      const name = uniqueToolName(toolName(fn, where, fnPath), taken);
      if (!hasOwn(fn, 'parameters')) {
        skipped.push({ tool: name, origin, reason: 'a function without parameters: nothing to lint' });
        return;
      }
      tools.push({ name, schema: schemaAt(fn['parameters'], where, jsonPathKey(fnPath, 'parameters')), origin });
    });
    return { tools, skipped };
  }
  // A whole saved JSON-RPC response ({ "jsonrpc", "id", "result": { "tools" } }) holds the result one level down.
  const result = isSchemaObject(data) && !hasOwn(data, 'tools') ? field(data, 'result') : undefined;
  const [holder, base] = isSchemaObject(result) ? [result, '$.result.tools'] : [data, '$.tools'];
  const list = isSchemaObject(holder) ? field(holder, 'tools') : undefined;
  if (!Array.isArray(list))
    throw new UsageError(
      `${where}: expected ${SHAPES}, got ${isSchemaObject(data) ? 'an object without a "tools" array' : describeJsonValue(data)}`,
    );
  list.forEach((entry, index) => {
    const path = jsonPathIndex(base, index);
    if (!isSchemaObject(entry))
      throw fault(where, path, `expected a tool object { "name", "inputSchema" }, got ${describeJsonValue(entry)}`);
    const name = uniqueToolName(toolName(entry, where, path), taken);
    tools.push({
      name,
      schema: schemaAt(field(entry, 'inputSchema'), where, jsonPathKey(path, 'inputSchema')),
      origin: `${where}: ${path}`,
    });
  });
  return { tools, skipped };
}
