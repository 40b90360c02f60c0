/** A workflow command's message escaped as GitHub's runner unescapes it: `%`, CR and LF. */
export function escapeCommandData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** A workflow command's property value escaped: as data, plus `:` and `,`, which would end the value. */
export function escapeCommandProperty(text: string): string {
  return escapeCommandData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** One workflow command line, e.g. `::error title=...,file=...::message`; properties with undefined values are left out. */
export function workflowCommand(command: string, properties: Readonly<Record<string, string | undefined>>, message: string): string {
  const props = Object.entries(properties)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${escapeCommandProperty(value)}`)
    .join(',');
  return `::${command}${props === '' ? '' : ` ${props}`}::${escapeCommandData(message)}`;
}
