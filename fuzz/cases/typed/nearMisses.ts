import fc from 'fast-check';
import type { EnumValue, PropSpec } from '../../reference/schemaSpec.ts';
import { jsonNumber } from './jsonValues.ts';

/** Values a model sends when it almost gets an enum member right: `"1"` for 1, `"true"`, case, spaces. */
export function enumNearMisses(members: readonly EnumValue[]): unknown[] {
  const misses = new Set<unknown>();
  for (const member of members) {
    if (typeof member === 'string') {
      misses.add(member.toUpperCase()).add(member.toLowerCase()).add(` ${member}`).add(`${member} `).add(`${member}s`);
      const asNumber = Number(member);
      if (member.trim() !== '' && Number.isFinite(asNumber)) misses.add(asNumber);
    } else if (typeof member === 'number') {
      misses
        .add(String(member))
        .add(member + 1)
        .add(member + 0.5);
    } else {
      misses
        .add(String(member))
        .add(member ? 1 : 0)
        .add(!member);
    }
  }
  return [...misses].filter((miss) => !members.some((member) => member === miss));
}

/** Values of a neighbouring type that a model confuses with the declared one. */
export function typeNearMisses(prop: PropSpec): fc.Arbitrary<unknown> {
  switch (prop.type) {
    case 'integer':
      return fc.oneof(
        fc.constantFrom(0.5, 1.5, -2.25, 1e-7, '1'),
        jsonNumber.filter((n) => !Number.isInteger(n)),
      );
    case 'number':
      return fc.constantFrom('1', '0.5', '', 'NaN', true);
    case 'boolean':
      return fc.constantFrom('true', 'false', 0, 1, 'yes');
    case 'string':
      return fc.constantFrom(1, 0, true, false, ['a'], { value: 'a' });
    case 'object':
      return fc.constantFrom([], [{}], '{}', '{"a":1}');
    default:
      return fc.constantFrom({}, { 0: 'a' }, '[]', 'a,b');
  }
}
