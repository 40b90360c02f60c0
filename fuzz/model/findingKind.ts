/** Every way a subject can drift from the reference semantics, as the JSON report names them (docs/subject-contract.md, finding kinds). */
export const FINDING_KINDS = [
  'FALSE_ACCEPT',
  'FALSE_REJECT',
  'VALID_REJECTED',
  'VIOLATOR_ACCEPTED',
  'UNACTIONABLE_MESSAGE',
  'THROWS',
  'MUTATES_INPUT',
  'CONVERTER_INVALID',
  'BOUNDARY_BODY_REACHED',
  'BOUNDARY_ARGS_CHANGED',
  'BOUNDARY_WRONG_ERROR',
  'BODY_CRASH',
  'BAD_RESULT',
  'AS_SENT_REJECTED',
  'HANG',
  'CRASH',
] as const;

/** One way to drift (see the contract's table of finding kinds). */
export type FindingKind = (typeof FINDING_KINDS)[number];

/** Every blame a finding can carry, in the order reports list them (and hand-edited files are checked against). */
export const BLAMES = ['validator', 'converter', 'boundary', 'body'] as const;

/** Which part of the subject disagrees with the reference semantics. */
export type Blame = (typeof BLAMES)[number];
