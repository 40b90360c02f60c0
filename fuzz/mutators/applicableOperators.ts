import type { PropSpec, SchemaSpec } from '../reference/schemaSpec.ts';
import type { MutationOperator } from '../model/mutationOperator.ts';

/** What a spec declares anywhere inside it, as far as the mutation operators care. */
interface SpecFeatures {
  readonly types: Set<PropSpec['type']>;
  enums: boolean;
  required: boolean;
  optional: boolean;
  arrayWithItems: boolean;
}

function collect(props: SchemaSpec, into: SpecFeatures): void {
  for (const key of Object.keys(props)) {
    const prop = props[key] as PropSpec;
    if (prop.required === true) into.required = true;
    else into.optional = true;
    visit(prop, into);
  }
}

function visit(prop: PropSpec, into: SpecFeatures): void {
  into.types.add(prop.type);
  if (prop.enum !== undefined) into.enums = true;
  if (prop.type === 'object' && prop.properties !== undefined) collect(prop.properties, into);
  if (prop.type === 'array' && prop.items !== undefined) {
    into.arrayWithItems = true;
    visit(prop.items, into);
  }
}

function canApply(operator: MutationOperator, f: SpecFeatures): boolean {
  const declares = (...types: PropSpec['type'][]): boolean => types.some((type) => f.types.has(type));
  switch (operator) {
    case 'dropRequired':
      return f.required;
    case 'nullForOptional':
      return f.optional;
    case 'wrongType':
    case 'nullValue':
      return f.types.size > 0;
    case 'fractionForInteger':
      return declares('integer');
    case 'nonFiniteNumber':
      return declares('number', 'integer');
    case 'stringifiedScalar':
      return declares('number', 'integer', 'boolean');
    case 'enumNearMiss':
      return f.enums;
    case 'arrayForObject':
      return declares('object');
    case 'objectForArray':
      return declares('array');
    case 'jsonStringForObject':
      return declares('object', 'array');
    case 'badArrayElement':
      return f.arrayWithItems;
    case 'nonObjectTopLevel':
      return true;
  }
}

/**
 * Whether each operator could ever apply to args of `spec`: one whose target the spec never declares
 * (no integer for fractionForInteger) is skipped without generating, parsing and walking args for it.
 * A superset: an operator kept here may still find no position in particular args.
 */
export function applicableOperators(spec: SchemaSpec): (operator: MutationOperator) => boolean {
  const features: SpecFeatures = { types: new Set(), enums: false, required: false, optional: false, arrayWithItems: false };
  collect(spec, features);
  return (operator) => canApply(operator, features);
}
