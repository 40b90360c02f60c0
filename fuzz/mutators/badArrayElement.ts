import type { PropSpec } from '../reference/schemaSpec.ts';
import { describeMismatch } from './faultWording.ts';
import type { Mutator } from './mutator.ts';
import { pick } from './pick.ts';
import { valuePositions, type ValuePosition } from './valuePositions.ts';
import { wrongTypedValue } from './wrongTypedValue.ts';

/** Where a wrong element goes: over an existing element, or pushed after the last one. */
interface ElementSlot {
  readonly array: unknown[];
  readonly index: number;
  readonly path: ValuePosition['path'];
  readonly items: PropSpec;
  readonly original: unknown;
}

function elementSlots(positions: readonly ValuePosition[]): ElementSlot[] {
  const slots: ElementSlot[] = [];
  for (const position of positions) {
    if (Array.isArray(position.parent)) {
      const index = position.key as number;
      slots.push({ array: position.parent, index, path: position.path, items: position.prop, original: position.value });
    } else if (position.prop.type === 'array' && position.prop.items !== undefined && Array.isArray(position.value)) {
      // Pushing changes the array itself, so it is offered only where the array is free to change.
      const array = position.value;
      const index = array.length;
      slots.push({ array, index, path: [...position.path, index], items: position.prop.items, original: undefined });
    }
  }
  return slots;
}

/** Replaces an element of an array-with-items by a wrong-typed value, or pushes one as an extra element. */
export const badArrayElement: Mutator = (input) => {
  const slots = elementSlots(valuePositions(input));
  if (slots.length === 0) return undefined;
  const slot = pick(input.rng, slots);
  const value = wrongTypedValue(input.rng, slot.items.type, slot.original);
  const where = slot.index === slot.array.length ? ' (extra element)' : '';
  slot.array[slot.index] = value;
  return {
    args: input.args,
    faults: [{ path: slot.path, operator: 'badArrayElement', description: `${describeMismatch(value, slot.items)}${where}` }],
  };
};
