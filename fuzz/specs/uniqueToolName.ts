/**
 * `name`, or `name#2`, `name#3`, ... when it is taken: duplicate names across sources are legal,
 * but reports and `--reproduce` need one name per tool. Records the returned name in `taken`.
 */
export function uniqueToolName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name}#${n}`;
  taken.add(unique);
  return unique;
}
