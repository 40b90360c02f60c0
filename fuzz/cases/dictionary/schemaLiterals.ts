import type { SubjectDictionary } from './subjectDictionary.ts';

// Values quoted in prose: `"admin"`, 'admin', `admin`.
const QUOTED = /"([^"\n]{1,64})"|'([^'\n]{1,64})'|`([^`\n]{1,64})`/g;
const MAX_NODES = 2000;

/** Every string and number inside an example or default, objects and arrays included (a whole-args example names many). */
function collect(value: unknown, strings: string[], numbers: number[], depth = 0): void {
  if (typeof value === 'string') strings.push(value);
  else if (typeof value === 'number') numbers.push(value);
  else if (typeof value === 'object' && value !== null && depth < 8)
    for (const item of Object.values(value)) collect(item, strings, numbers, depth + 1);
}

function quotedIn(text: string, strings: string[], numbers: number[]): void {
  for (const match of text.matchAll(QUOTED)) {
    const quoted = (match[1] ?? match[2] ?? match[3]) as string;
    strings.push(quoted);
    if (/^-?\d+(\.\d+)?$/.test(quoted)) numbers.push(Number(quoted));
  }
}

/**
 * The values a tool's advertised schema and description name: every `examples`, `default` and
 * `const` value, and what `description`s quote. An MCP server over the wire shows nothing else of
 * its code, and a server's own examples are what its handler was written against.
 */
export function schemaLiterals(schema: unknown, description?: string): SubjectDictionary {
  const strings: string[] = [];
  const numbers: number[] = [];
  if (description !== undefined) quotedIn(description, strings, numbers);
  let nodes = 0;
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || nodes++ > MAX_NODES) return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    const record = node as Record<string, unknown>;
    for (const key of ['examples', 'default', 'const', 'example']) if (key in record) collect(record[key], strings, numbers);
    if (typeof record['description'] === 'string') quotedIn(record['description'], strings, numbers);
    for (const [key, child] of Object.entries(record))
      if (key !== 'examples' && key !== 'default' && key !== 'const' && key !== 'enum') walk(child);
  };
  walk(schema);
  return { strings, numbers };
}
