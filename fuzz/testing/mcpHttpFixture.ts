import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { type FixtureServer, mcpFixturePath } from './mcpFixture.ts';

/**
 * Starts `node fixtures/mcp/<file>` (an HTTP fixture that prints its URL as its first stdout line)
 * and connects to it over Streamable HTTP; `close` disconnects and ends that process.
 */
export async function startMcpHttpFixture(options: { file: string; startTimeoutMs?: number }): Promise<FixtureServer & { url: string }> {
  const child = spawn(process.execPath, [mcpFixturePath(options.file)], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = once(child, 'exit');
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  const lines = createInterface({ input: child.stdout });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`${options.file} printed no URL; stderr: ${stderr.trim()}`)),
      options.startTimeoutMs ?? 10_000,
    ).unref(),
  );
  let url: string;
  try {
    url = String((await Promise.race([once(lines, 'line'), timeout]))[0]);
  } catch (error) {
    await stop();
    throw error;
  }
  const client = new Client({ name: 'toolfuzz-ground-truth', version: '0.0.0' });
  const protocolErrors: Error[] = [];
  client.onerror = (error) => protocolErrors.push(error);
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    client,
    url,
    stderr: () => stderr,
    protocolErrors,
    sendRawArgumentsNext: () => {
      throw new Error('raw argument text is for the stdio fixtures only');
    },
    close: async () => {
      await client.close().catch(() => undefined);
      await stop();
    },
  };
}
