import { readFileSync } from 'node:fs';
import { mcpFixturePath } from './mcpFixture.ts';

/** Which way a fixture tool's advertised schema and its server disagree (fixtures/mcp/README.md). */
export type DriftDirection =
  | 'server-accepts-schema-forbids'
  | 'schema-accepts-server-rejects'
  | 'schema-invalid'
  | 'hidden-constraint'
  | 'none';

/** One tool's ground truth in fixtures/mcp/drifts.json. */
export interface DriftEntry {
  readonly class: string;
  readonly direction: DriftDirection;
  /** The arguments that show the drift; absent when `omitted` (a call without `arguments`). */
  readonly witness?: unknown;
  readonly omitted?: boolean;
  readonly note: string;
  /** For a schema-invalid tool: what the call does anyway. */
  readonly call?: 'reached' | 'rejected';
  /** The witness makes the server hang or exit; `answered` gets a normal answer. */
  readonly behaviour?: 'hangs' | 'exits';
  readonly answered?: unknown;
  /** False for a tool that is not `readOnlyHint: true` (absent: true). */
  readonly calledByDefault?: boolean;
  /** Calling it appends a line to the file named by TOOLFUZZ_MARKER. */
  readonly marks?: boolean;
  /** For a drift that goes both ways: arguments the schema accepts and the server rejects. */
  readonly reverseWitness?: unknown;
}

/** One server's ground truth. */
export interface DriftServer {
  readonly note: string;
  /** How many tools/list pages it answers in. */
  readonly pages?: number;
  /** `list-fails`: it starts, and its tools/list answers an error (the `stderr` field then holds a part of that error). */
  readonly startup?: 'fails' | 'garbage-on-stdout' | 'list-fails';
  /** What a server that fails to start writes to stderr (a part of it). */
  readonly stderr?: string;
  /** `http`: started with env PORT=0, it prints its URL as its first stdout line (absent: stdio). */
  readonly transport?: 'stdio' | 'http';
  /** The server whose tools (and hand-made cases) this one shares. */
  readonly sameToolsAs?: string;
  readonly tools: Readonly<Record<string, DriftEntry>>;
}

/** fixtures/mcp/drifts.json, keyed by server file name. */
export function readDriftManifest(): Readonly<Record<string, DriftServer>> {
  return (JSON.parse(readFileSync(mcpFixturePath('drifts.json'), 'utf8')) as { servers: Record<string, DriftServer> }).servers;
}

/** The tools of `server` toolfuzz mcp must report, with their direction: every entry whose direction is not `none`. */
export function expectedDrifts(server: DriftServer): { tool: string; direction: Exclude<DriftDirection, 'none'>; class: string }[] {
  return Object.entries(server.tools).flatMap(([tool, entry]) =>
    entry.direction === 'none' ? [] : [{ tool, direction: entry.direction, class: entry.class }],
  );
}
