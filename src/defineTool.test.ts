import { describe, expect, it, vi } from 'vitest';
import { defineTool } from './defineTool.ts';
import { schemaSpecToJsonSchema } from './schemaSpecToJsonSchema.ts';
import { ToolArgsError } from './toolArgsError.ts';

const schema = {
  path: { type: 'string', required: true },
  mode: { type: 'string', enum: ['r', 'w'], default: 'r' },
  opts: { type: 'object', properties: { depth: { type: 'integer', required: true } } },
} as const;

function makeTool() {
  const body = vi.fn((args: unknown, _ctx?: unknown) => ({ received: args }));
  const tool = defineTool({ name: 'open', description: 'Open a file.', schema, execute: body });
  return { tool, body };
}

describe('defineTool', () => {
  it('exposes name, description, schema and the converted inputSchema', () => {
    const { tool } = makeTool();
    expect(tool.name).toBe('open');
    expect(tool.description).toBe('Open a file.');
    expect(tool.schema).toBe(schema);
    expect(tool.inputSchema).toEqual(schemaSpecToJsonSchema(schema));
  });

  it('calls the body with the very args object and ctx it was given, defaults not applied', async () => {
    const { tool, body } = makeTool();
    const args = { path: 'a.txt', extra: 1 };
    const ctx = { runner: 'x' };
    await expect(tool.execute(args, ctx)).resolves.toEqual({ received: args });
    expect(body).toHaveBeenCalledTimes(1);
    expect(body.mock.calls[0]?.[0]).toBe(args);
    expect(body.mock.calls[0]?.[1]).toBe(ctx);
    expect(args).toEqual({ path: 'a.txt', extra: 1 });
  });

  it('never calls the body on violations and rejects with a ToolArgsError listing every violation', async () => {
    const { tool, body } = makeTool();
    const error = await tool.execute({ mode: 'x', opts: {} }).catch((e: unknown) => e);
    expect(body).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ToolArgsError);
    expect(error).toMatchObject({ code: 'INVALID_ARGS', name: 'ToolArgsError' });
    const { message, violations } = error as ToolArgsError;
    expect(violations).toEqual([
      'path: missing required property',
      'mode: expected one of "r", "w", got "x"',
      'opts.depth: missing required property',
    ]);
    for (const violation of violations) expect(message).toContain(violation);
    expect(message).toContain('"open"');
  });

  it('rejects (never throws synchronously) for a non-object top level', async () => {
    const { tool, body } = makeTool();
    const pending = tool.execute(null);
    await expect(pending).rejects.toMatchObject({ code: 'INVALID_ARGS' });
    expect(body).not.toHaveBeenCalled();
  });

  it('lets a throwing body reject with its own error', async () => {
    const tool = defineTool({
      name: 'x',
      description: '',
      schema: {},
      execute() {
        throw new RangeError('nope');
      },
    });
    await expect(tool.execute({})).rejects.toThrow(RangeError);
  });
});
