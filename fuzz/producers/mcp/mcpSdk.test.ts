import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../options/packageRoot.ts';
import { tempFolder } from '../../testing/tempFolder.ts';
import { findSdkFolder, loadMcpSdk } from './mcpSdk.ts';

// A project with its own (fake) SDK: exports shaped like the real package's.
function projectWithSdk(): string {
  const project = tempFolder('mcp-sdk');
  const sdk = join(project, 'node_modules', '@modelcontextprotocol', 'sdk');
  mkdirSync(join(sdk, 'dist', 'esm', 'client'), { recursive: true });
  writeFileSync(join(sdk, 'package.json'), JSON.stringify({ name: '@modelcontextprotocol/sdk', type: 'module', exports: { './*': { import: './dist/esm/*' } } }));
  for (const [file, name] of [['index.js', 'Client'], ['stdio.js', 'StdioClientTransport'], ['streamableHttp.js', 'StreamableHTTPClientTransport']]) {
    writeFileSync(join(sdk, 'dist', 'esm', 'client', file as string), `export class ${name} { static fake = 'the project one'; }\n`);
  }
  return project;
}

describe('loadMcpSdk', () => {
  it("takes the SDK from the user's project before toolfuzz's own", async () => {
    const project = projectWithSdk();
    const sdk = await loadMcpSdk(project);
    expect(sdk.from).toBe(project);
    expect((sdk.Client as unknown as { fake: string }).fake).toBe('the project one');
  });

  it("falls back to toolfuzz's own install, and finds none where neither has one", async () => {
    const bare = tempFolder('mcp-sdk-none');
    expect((await loadMcpSdk(bare)).from).toBe(PACKAGE_ROOT);
    expect(findSdkFolder([bare])).toBeUndefined();
  });
});
