import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempFolder } from './tempFolder.ts';

/** The repo's root: what `npm pack` packs. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What one command printed and how it ended. */
export interface CommandRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

// The test runner's and npm's own variables would leak into the child: npm reads npm_config_* as its
// config, and vitest's loader options are not a fresh user's.
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm_|VITEST|NODE_OPTIONS$|INIT_CWD$|TEST$)/i.test(key)) env[key] = value;
  }
  return { ...env, NO_COLOR: '1', ...extra };
}

/** Runs a command (no shell) in `cwd` with a clean environment, and collects its output. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; timeoutMs?: number; env?: Record<string, string> },
): Promise<CommandRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: cleanEnv(options.env ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** One `npm pack` of the repo: the tarball and the files it holds (as npm lists them). */
export interface PackedTarball {
  readonly tarball: string;
  readonly files: readonly string[];
  readonly ms: number;
}

/** `npm pack` of the repo into a temp folder (its prepack builds dist/ first). */
export async function packRepo(): Promise<PackedTarball> {
  const destination = tempFolder('pack');
  const packed = await runCommand('npm', ['pack', '--json', '--pack-destination', destination], { cwd: REPO_ROOT, timeoutMs: 120_000 });
  if (packed.code !== 0) throw new Error(`npm pack failed (${packed.code}): ${packed.stderr}`);
  // npm prints the prepack script's output before the JSON on stdout.
  const [entry] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('[\n'))) as { filename: string; files: { path: string }[] }[];
  if (entry === undefined) throw new Error(`npm pack printed no tarball: ${packed.stdout}`);
  return { tarball: join(destination, entry.filename), files: entry.files.map((file) => file.path), ms: packed.ms };
}

/**
 * A fresh ESM project with the tarball installed, as a new user's would be: from the npm cache
 * when it has every package (no audit, no funding notice), else from the registry.
 */
export async function installInScratchProject(tarball: string): Promise<{ dir: string; ms: number }> {
  const dir = tempFolder('user');
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'scratch', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`,
  );
  const installed = await runCommand('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], {
    cwd: dir,
    timeoutMs: 120_000,
  });
  if (installed.code !== 0) throw new Error(`npm install of the tarball failed (${installed.code}): ${installed.stderr}`);
  return { dir, ms: installed.ms };
}
