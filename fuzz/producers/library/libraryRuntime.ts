import { UsageError } from '../../errors/usageError.ts';
import type { LibraryTool } from '../../tool/toolUnderTest.ts';
import type { ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';
import { libraryPackage } from './libraryPackage.ts';
import { objectOfRawShape, type RawShapeLibrary, rawShapeLibrary } from './rawShape.ts';
import { importFromPackage } from './projectPackage.ts';
import { entrySchema, schemaLibraryOf } from './schemaLibrary.ts';
import { standardRuntime } from './standardRuntime.ts';
import { type TypeBoxValueModule, typeboxRuntime } from './typeboxRuntime.ts';

/** How the runtime label reads: `zod 4.6.7`, `valibot`. */
function labelOf(tool: LibraryTool): string {
  const { library, libraryVersion } = tool.library;
  return libraryVersion === undefined ? library : `${library} ${libraryVersion}`;
}

async function typeboxValue(modulePath: string, where: string): Promise<TypeBoxValueModule> {
  const pkg = libraryPackage('typebox', modulePath);
  const value = pkg === undefined ? undefined : await importFromPackage(pkg, './value', modulePath);
  if (value === undefined || typeof (value['Value'] as { Check?: unknown } | undefined)?.Check !== 'function') {
    throw new UsageError(`${where}: a TypeBox tool needs @sinclair/typebox/value installed beside it, to check args with Value.Check`);
  }
  return value as unknown as TypeBoxValueModule;
}

// A raw shape checks as z.object(shape), built as McpServer builds it; the SDK parses `arguments ?? {}`.
async function rawShapeRuntime(
  shape: Record<string, unknown>,
  library: RawShapeLibrary,
  tool: LibraryTool,
  callTimeoutMs: number,
): Promise<ToolRuntime> {
  const object = await objectOfRawShape(shape, library, tool.module);
  if (object === undefined)
    throw new UsageError(`${tool.origin}: a raw shape of zod schemas needs zod (or @modelcontextprotocol/sdk) installed beside it`);
  const runtime = standardRuntime({
    schema: object.schema as Parameters<typeof standardRuntime>[0]['schema'],
    library,
    label: labelOf(tool),
    callTimeoutMs,
  });
  if (object.sdk === undefined) return runtime;
  return { ...runtime, label: runtime.label, call: (args, argsJson) => runtime.call(args ?? {}, argsJson) };
}

/**
 * The runtime of one library tool, from its module as the worker imported it (`exports`): the
 * tool's schema found again by its export key, checked by its own library (Standard Schema's
 * validate, or TypeBox's Value.Check from the user's project). A module that changed since it was
 * loaded (no such tool, or no schema) is a UsageError.
 */
export async function libraryRuntime(tool: LibraryTool, exports: Record<string, unknown>, callTimeoutMs: number): Promise<ToolRuntime> {
  const tools = exports['tools'] as Record<string | number, unknown> | undefined;
  const entry = tools?.[tool.exportKey];
  const found = typeof entry === 'object' && entry !== null ? entrySchema(entry as Record<string, unknown>) : undefined;
  const shape = found === undefined ? undefined : rawShapeLibrary(found.schema);
  if (found !== undefined && shape !== undefined)
    return rawShapeRuntime(found.schema as Record<string, unknown>, shape, tool, callTimeoutMs);
  const detected = found === undefined ? undefined : schemaLibraryOf(found.schema);
  if (found === undefined || detected === undefined)
    throw new UsageError(`${tool.origin}: the tool is gone from the module, or has no schema any more`);
  const label = labelOf(tool);
  if (detected.check === 'typebox')
    return typeboxRuntime({ schema: found.schema, value: await typeboxValue(tool.module, tool.origin), label });
  return standardRuntime({
    schema: found.schema as Parameters<typeof standardRuntime>[0]['schema'],
    library: detected.library,
    label,
    callTimeoutMs,
  });
}
