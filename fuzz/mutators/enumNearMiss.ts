import { jsonEqual } from '../json/jsonEqual.ts';
import type { EnumValue } from '../reference/schemaSpec.ts';
import { enumNearMisses } from '../arbitraries/nearMisses.ts';
import type { Mutator } from './mutator.ts';
import { pick } from './pick.ts';
import { replaceAtOnePosition } from './replaceAtOnePosition.ts';
import { valuePositions } from './valuePositions.ts';

function isEnumValue(value: unknown): value is EnumValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * Near misses of the value actually sent (`"1"` for 1, `"True"` for "true") and of every other
 * member (a mixed enum's `1` invites `"1"` whatever was sent); never a member under JSON equality,
 * and always finite so that JSON can carry it.
 */
function nearMissesFor(value: unknown, members: readonly EnumValue[]): unknown[] {
  const isMiss = (miss: unknown) =>
    !(typeof miss === 'number' && !Number.isFinite(miss)) && !members.some((member) => jsonEqual(member, miss));
  const ofValue = isEnumValue(value) ? enumNearMisses([value]) : [];
  return [...new Set([...ofValue, ...enumNearMisses(members)])].filter(isMiss);
}

/** Replaces an enum value by a near miss: `"1"` for 1, `"true"` for true, a case change, stray whitespace. */
export const enumNearMiss: Mutator = (input) =>
  replaceAtOnePosition(input, {
    operator: 'enumNearMiss',
    positions: (where) =>
      valuePositions(where).filter(
        (position) => position.prop.enum !== undefined && nearMissesFor(position.value, position.prop.enum).length > 0,
      ),
    replace: (position, rng) => pick(rng, nearMissesFor(position.value, position.prop.enum ?? [])),
  });
