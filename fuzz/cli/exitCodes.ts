/** The CLI's exit codes (CONTRACT section 4). */
export const EXIT = { clean: 0, findings: 1, usage: 2, interrupted: 130 } as const;
