const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Appends an object key to a path: `options.mode`, or `config["a.b"]` for a non-identifier key. */
export function keyPath(parent: string, key: string): string {
  if (IDENTIFIER.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** Appends an array index to a path: `files[2]`. */
export function indexPath(parent: string, index: number): string {
  return `${parent}[${index}]`;
}
