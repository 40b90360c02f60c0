import type { ArgPosition } from './argPositions.ts';
import type { ViewContext } from './schemaView.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { Verdict, Violator, ViolatorOperator } from './violator.ts';

/** What every operator reads: the schema, the valid arguments and their positions. */
export interface OperatorInput {
  readonly ctx: ViewContext;
  readonly schema: JsonSchema;
  readonly args: unknown;
  readonly positions: readonly ArgPosition[];
  /** The reference reads JSON numbers as doubles and rejects what overflows them (SchemaSpec's ajv, strictNumbers), not as JSON Schema's unbounded numbers. */
  readonly finiteNumbers?: boolean;
}

/** One mistake class: from valid arguments to the labelled violators it can make. */
export type ViolatorOperatorFn = (input: OperatorInput) => Violator[];

/** A violator of arguments, with its verdict. */
export function violator(operator: ViolatorOperator, path: string, args: unknown, verdict: Verdict, rawJson?: string): Violator {
  return {
    operator,
    path,
    call: { kind: 'args', args, ...(rawJson !== undefined && { rawJson }) },
    expected: verdict.expected,
    why: verdict.why,
  };
}

/** One violator a family can make, made only when asked: a cycle's slot keeps one of a family's many. */
export interface PlannedViolator {
  readonly operator: ViolatorOperator;
  readonly make: () => Violator;
}

/** A family that says which violators it would make (in order, with their operators) before making any. */
export type ViolatorPlanFn = (input: OperatorInput) => PlannedViolator[];

/** A planned violator of `operator`, made by `make` when asked. */
export function planned(operator: ViolatorOperator, make: () => Violator): PlannedViolator {
  return { operator, make };
}

/** A planning family's eager form: every planned violator made, in order. */
export function madeAll(plan: ViolatorPlanFn): ViolatorOperatorFn {
  return (input) => plan(input).map((each) => each.make());
}
