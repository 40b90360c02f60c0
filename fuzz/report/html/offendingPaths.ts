import { keyPath } from '../../model/argsPath.ts';
import { formatPath } from '../../model/argsPath.ts';
import type { JsonNode } from './jsonTree.ts';
import type { JsonTrail } from './renderJsonTree.ts';

const ANY_INDEX = Symbol('any index');
type Template = readonly (string | typeof ANY_INDEX)[];

/** Picks the nodes of the args whose path (as violations name it) is one of the offending paths; `''` is the whole args. */
export function argsMarker(paths: readonly string[]): (trail: JsonTrail) => boolean {
  const wanted = new Set(paths);
  return (trail) => wanted.has(formatPath(trail));
}

// A spec declares `items` once for every index, so its paths match `files[0].path` and `files[7].path` alike.
function templateOf(trail: JsonTrail): Template | undefined {
  const first = trail[0];
  if (typeof first !== 'string') return undefined;
  const template: (string | typeof ANY_INDEX)[] = [first];
  for (let i = 1; i < trail.length; ) {
    const step = trail[i];
    const key = trail[i + 1];
    if (step === 'properties' && typeof key === 'string') {
      template.push(key);
      i += 2;
    } else if (step === 'items') {
      template.push(ANY_INDEX);
      i += 1;
    } else return undefined;
  }
  return template;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function templatePattern(template: Template): RegExp {
  const pieces = [''];
  // keyPath only cares whether its parent is empty, so a stand-in parent yields each key's own suffix.
  let parent = '';
  for (const segment of template) {
    if (segment === ANY_INDEX) {
      pieces.push('');
      parent = 'x';
      continue;
    }
    pieces[pieces.length - 1] += keyPath(parent, segment).slice(parent.length);
    parent = 'x';
  }
  return new RegExp(`^${pieces.map(escapeRegExp).join('\\[\\d+\\]')}$`);
}

/** Picks the property declarations of a spec (as JSON) that govern one of the offending paths. */
export function specMarker(paths: readonly string[]): (trail: JsonTrail) => boolean {
  return (trail) => {
    const template = templateOf(trail);
    if (template === undefined) return false;
    const pattern = templatePattern(template);
    return paths.some((path) => pattern.test(path));
  };
}

/** The offending paths that name no value in the args (a dropped required key, say). */
export function pathsAbsentFrom(args: JsonNode | undefined, paths: readonly string[]): string[] {
  const present = new Set<string>();
  const walk = (node: JsonNode, trail: (string | number)[]): void => {
    present.add(formatPath(trail));
    if (node.type === 'object') for (const entry of node.entries) walk(entry.value, [...trail, entry.key]);
    if (node.type === 'array') node.items.forEach((item, index) => walk(item, [...trail, index]));
  };
  if (args !== undefined) walk(args, []);
  return paths.filter((path) => !present.has(path));
}
