/** Quotes one argument for a POSIX shell, leaving plain paths and flags as they are (for printed commands). */
export function shellQuote(arg: string): string {
  return /^[\w./:=@-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
}
