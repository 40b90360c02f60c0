/**
 * The separate constraints in a body's ToolArgsError message, each without the offending value
 * (`timeout: must be positive, got -5` → `timeout: must be positive`), so every case that hits the
 * same constraint counts once however its value varies.
 */
export function hiddenConstraintsOf(message: string): string[] {
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
  const violations = lines.length > 0 ? lines : [message.trim()];
  return [...new Set(violations.map((violation) => violation.replace(/,?\s*got\s.*$/s, '').trim()))];
}
