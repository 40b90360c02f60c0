import type fc from 'fast-check';
import { valueHasType } from '../json/jsonTypes.ts';
import type { PropType } from '../reference/schemaSpec.ts';
import { pick } from './pick.ts';

type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

const JSON_KINDS: readonly JsonKind[] = ['string', 'number', 'boolean', 'null', 'object', 'array'];

// Each kind offers a few values a model plausibly sends, some built from the value it replaces.
function candidatesOfKind(kind: JsonKind, original: unknown): unknown[] {
  switch (kind) {
    case 'string': {
      const asJson = original === undefined ? undefined : JSON.stringify(original);
      return asJson === undefined ? ['', 'x'] : ['', 'x', asJson];
    }
    case 'number':
      return [0, 1, -1, 1.5];
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'object':
      return original === undefined ? [{}] : [{}, { value: original }];
    case 'array':
      return original === undefined ? [[]] : [[], [original]];
  }
}

/**
 * A value of another JSON type than `declared`, kind chosen by the rng: it fails the type check
 * whatever the enum says (an integer is never offered for number, nor any number for integer).
 */
export function wrongTypedValue(rng: fc.Random, declared: PropType, original: unknown): unknown {
  const kinds = JSON_KINDS.filter((kind) => candidatesOfKind(kind, undefined).every((value) => !valueHasType(declared, value)));
  const kind = pick(rng, kinds);
  return pick(rng, candidatesOfKind(kind, original));
}
