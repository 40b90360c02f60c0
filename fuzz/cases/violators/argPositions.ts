import { arrayShape } from '../generate/arrays.ts';
import { childPointer } from '../../schema/jsonPointer.ts';
import { isSchemaObject, type JsonSchema } from '../../schema/schemaTypes.ts';
import { OPAQUE, propertySchema, viewOf, type SchemaView, type ViewContext } from './schemaView.ts';

/** A value inside valid arguments, with the subschema that applies to it. */
export interface ArgPosition {
  readonly segments: readonly (string | number)[];
  /** JSON Pointer of the value in the arguments. */
  readonly path: string;
  readonly value: unknown;
  readonly view: SchemaView;
  /** Whether every ancestor is plain, so a change here is judged by this subschema alone. */
  readonly sound: boolean;
  /** The object holding this value and whether its key is required there, when the value is a property. */
  readonly property?: { readonly key: string; readonly required: boolean } | undefined;
  /** Whether the value is an item of an array with uniqueItems: a change may make it a duplicate. */
  readonly inUniqueArray?: true | undefined;
  /** Whether no subschema names this value (an undeclared key, or inside one): any value goes, so no mistake is one. */
  readonly free?: true | undefined;
}

/**
 * Every value of `args` (depth first, the root first) with its subschema and soundness; with
 * `withFree: false`, none that no subschema names, nor anything inside one (the violators' view:
 * drawn args carry invented keys with whole JSON documents under them, walked for nothing).
 */
export function argPositions(ctx: ViewContext, schema: JsonSchema, args: unknown, options: { withFree?: boolean } = {}): ArgPosition[] {
  const out: ArgPosition[] = [];
  const withFree = options.withFree !== false;
  const walk = (
    subschema: JsonSchema | undefined,
    value: unknown,
    segments: (string | number)[],
    path: string,
    sound: boolean,
    property?: ArgPosition['property'],
    inUniqueArray = false,
    free = false,
  ): void => {
    if (free && !withFree) return;
    const view = sound ? viewOf(ctx, subschema) : OPAQUE;
    // Every field in one literal, absent ones undefined: one shape for every position, where adding the
    // optional ones afterwards gave each such position a second allocation for its out-of-object fields.
    const position: ArgPosition = {
      segments,
      path,
      value,
      view,
      sound,
      property,
      inUniqueArray: inUniqueArray ? true : undefined,
      free: free ? true : undefined,
    };
    out.push(position);
    const plain = view.plain;
    // Below an enum or const, a changed child changes a whole member: doubt, like below a combinator.
    const childSound = sound && plain !== undefined && plain.enum === undefined && !('const' in plain);
    if (Array.isArray(value)) {
      const shape = plain === undefined ? undefined : arrayShape(plain, ctx.draft === '2020-12');
      const unique = plain?.uniqueItems === true;
      value.forEach((item, i) => {
        const itemSchema = shape === undefined ? undefined : i < shape.prefix.length ? shape.prefix[i] : shape.rest;
        walk(itemSchema, item, [...segments, i], childPointer(path, i), childSound, undefined, unique, free || itemSchema === undefined);
      });
    } else if (typeof value === 'object' && value !== null) {
      const required = plain !== undefined && Array.isArray(plain.required) ? plain.required : [];
      for (const key of Object.keys(value)) {
        const child = plain === undefined ? undefined : propertySchema(plain, key);
        walk(
          child === 'pattern' ? undefined : child,
          (value as Record<string, unknown>)[key],
          [...segments, key],
          childPointer(path, key),
          childSound && child !== 'pattern',
          { key, required: required.includes(key) },
          false,
          free || child === undefined,
        );
      }
    }
  };
  walk(schema, args, [], '', true);
  return out;
}

/** Whether a subschema is an object schema violators can add keys to and judge (declared properties, plain). */
export function declaredProperties(view: SchemaView): Record<string, JsonSchema> {
  return view.plain !== undefined && isSchemaObject(view.plain.properties) ? (view.plain.properties as Record<string, JsonSchema>) : {};
}
