/** The CLI's exit codes (docs/subject-contract.md, exit codes). */
export const EXIT = { clean: 0, findings: 1, usage: 2, interrupted: 130 } as const;
