// The DSL as docs/tool-layer.md defines it, owned by toolfuzz: the sample tool layer in src/ has its own copy, and a type test keeps the two equal.
/** The JSON types a property can declare. */
export type PropType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';

/** A literal an `enum` may list. */
export type EnumValue = string | number | boolean;

/** One property of a tool's arguments, as the tool author declares it. */
export interface PropSpec {
  type: PropType;
  description?: string;
  /** Only `true` makes a key required. */
  required?: boolean;
  enum?: readonly EnumValue[];
  /** An annotation for the model: never applied to args. */
  default?: unknown;
  /** `type: 'object'` only. */
  properties?: Readonly<Record<string, PropSpec>>;
  /** `type: 'array'` only; `required` on items is ignored. */
  items?: PropSpec;
}

/** The properties of a tool's top-level arguments object. */
export type SchemaSpec = Readonly<Record<string, PropSpec>>;
