import { importUserModule } from '../errors/usageError.ts';

/**
 * A worker's imports of the user's tool modules, one per module path: a module's tools share one
 * import, as they share it in the user's process, whichever producer fuzzes them (a module may hold
 * library tools and framework tools side by side). The registry makes one per worker's preparers.
 */
export class ToolModules {
  readonly #imports = new Map<string, Promise<Record<string, unknown>>>();

  /** The exports of the module at `modulePath` (absolute), imported on first use; a failed import is a UsageError naming `label`. */
  exportsOf(modulePath: string, label: string): Promise<Record<string, unknown>> {
    let pending = this.#imports.get(modulePath);
    if (pending === undefined) {
      pending = importUserModule(modulePath, label);
      this.#imports.set(modulePath, pending);
    }
    return pending;
  }

  /** The exports of a tool's module, named in messages by the tool's origin without its `#path`. */
  exportsOfTool(tool: { readonly module: string; readonly origin: string }): Promise<Record<string, unknown>> {
    return this.exportsOf(tool.module, tool.origin.replace(/#[^#]*$/, ''));
  }
}
