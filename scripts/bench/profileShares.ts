// Reads a .cpuprofile (`node --cpu-prof`) and prints where the time goes: self and inclusive shares per
// function, over the whole profile or only the samples with a frame named `--under <name>` on their stack
// and none named in `--except a,b` (`node --import tsx scripts/bench/profileShares.ts <file.cpuprofile> [--under name]
// [--except a,b] [--top 30]`).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1];
};
const file = args[0] as string;
const under = option('--under');
const except = new Set(option('--except')?.split(',') ?? []);
const top = Number(option('--top') ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const label = (node: ProfileNode): string => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url === '' ? '' : ` ${url.replace(/^.*\/(node_modules\/)?/, '')}:${lineNumber + 1}`;
  return `${functionName === '' ? '(anonymous)' : functionName}${where}`;
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const micros = profile.timeDeltas[i] ?? 0;
  const stack: ProfileNode[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at) as ProfileNode);
  if (under !== undefined && !stack.some((node) => node.callFrame.functionName === under)) return;
  if (stack.some((node) => except.has(node.callFrame.functionName))) return;
  total += micros;
  const leaf = label(stack[0] as ProfileNode);
  self.set(leaf, (self.get(leaf) ?? 0) + micros);
  // A function counted once per sample, however deep it recurses.
  for (const name of new Set(stack.map(label))) inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
});

const print = (title: string, table: Map<string, number>): void => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms${under === undefined ? '' : ` under ${under}`})`);
  for (const [name, micros] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * micros) / total).toFixed(1).padStart(6)} %  ${name}`);
};
print('self', self);
print('inclusive', inclusive);
