import { valueHasJsonType } from '../../schema/jsonTypeOf.ts';
import type { EnumValue, PropSpec, SchemaSpec } from '../../reference/schemaSpec.ts';

/** The enum members a value of the declared type can actually be (a mistyped member never validates). */
export function usableEnumMembers(prop: PropSpec): EnumValue[] | undefined {
  return prop.enum?.filter((member) => valueHasJsonType(prop.type, member));
}

/** Whether some value satisfies `prop`: an enum with no member of the declared type does not. */
export function propIsSatisfiable(prop: PropSpec): boolean {
  const members = usableEnumMembers(prop);
  if (members !== undefined && members.length === 0) return false;
  if (prop.type === 'object' && prop.properties !== undefined) return specIsSatisfiable(prop.properties);
  return true; // arrays can always be empty
}

/** Whether some args satisfy `spec`: every required prop must be satisfiable. */
export function specIsSatisfiable(spec: SchemaSpec): boolean {
  return Object.keys(spec).every((key) => {
    const prop = spec[key] as PropSpec;
    return prop.required !== true || propIsSatisfiable(prop);
  });
}

/** Raised when valid args are asked of a spec that no value satisfies. */
export class UnsatisfiableSpecError extends Error {
  constructor(path: string) {
    super(`no value satisfies the spec at ${path || 'the top level'}`);
    this.name = 'UnsatisfiableSpecError';
  }
}
