import { canonicalJson } from '../generate/arrays.ts';
import { numberKeyword, type JsonSchema, type JsonSchemaObject } from '../../schema/schemaTypes.ts';
import type { ArgPosition } from './argPositions.ts';
import { judgeValue } from './judgeValue.ts';
import { propertySchema, viewOf, type ViewContext } from './schemaView.ts';
import { VALID, worst, type Verdict } from './violator.ts';

/** The doubt of a position below a combinator, an enum or an unresolved reference. */
export const UNSOUND: Verdict = { expected: 'either', why: 'below a combinator, enum or pattern property: other keywords decide' };

function itemAt(args: unknown, segments: readonly (string | number)[]): unknown {
  return segments.reduce<unknown>((value, segment) => (value as Record<string | number, unknown>)[segment], args);
}

/** Whether replacing the item at `position` by `next` gives its uniqueItems array a duplicate. */
function duplicates(args: unknown, position: ArgPosition, next: unknown): Verdict {
  if (position.inUniqueArray !== true) return VALID;
  const parent = itemAt(args, position.segments.slice(0, -1)) as unknown[];
  const index = position.segments[position.segments.length - 1] as number;
  const key = canonicalJson(next);
  return parent.some((item, i) => i !== index && canonicalJson(item) === key)
    ? { expected: 'invalid', why: 'uniqueItems: the item duplicates another' }
    : VALID;
}

/** What the schema says when the value at `position` becomes `next`. */
export function replacementVerdict(args: unknown, position: ArgPosition, next: unknown): Verdict {
  const plain = position.view.plain;
  if (!position.sound || plain === undefined) return UNSOUND;
  return worst(judgeValue(plain, next), duplicates(args, position, next));
}

/** What the schema says of `value` under `key` of the object at `position`, once the object is `next`. */
export function keyVerdict(
  ctx: ViewContext,
  args: unknown,
  position: ArgPosition,
  key: string,
  value: unknown,
  next: Record<string, unknown>,
): Verdict {
  const plain = position.view.plain;
  if (!position.sound || plain === undefined) return UNSOUND;
  const maxProperties = numberKeyword(plain, 'maxProperties');
  const count: Verdict =
    maxProperties !== undefined && Object.keys(next).length > maxProperties
      ? { expected: 'invalid', why: `over maxProperties ${maxProperties}` }
      : VALID;
  const sub = propertySchema(plain, key);
  let own: Verdict;
  if (sub === 'pattern') own = { expected: 'either', why: 'a patternProperties schema decides' };
  else if (sub === false) own = { expected: 'invalid', why: `additionalProperties is false and ${JSON.stringify(key)} is not declared` };
  else if (sub === undefined || sub === true) own = VALID;
  else {
    const view = viewOf(ctx, sub);
    own = view.plain === undefined ? UNSOUND : judgeValue(view.plain, value);
  }
  return worst(worst(own, count), duplicates(args, position, next));
}

/** The subschema of a declared property, read by views. */
export function declaredPropertyView(ctx: ViewContext, object: JsonSchemaObject, key: string): JsonSchemaObject | undefined {
  const sub = propertySchema(object, key);
  return sub === 'pattern' ? undefined : viewOf(ctx, sub as JsonSchema | undefined).plain;
}
