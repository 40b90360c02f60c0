import type { MutationOperator } from '../model/mutationOperator.ts';
import { arrayForObject } from './arrayForObject.ts';
import { badArrayElement } from './badArrayElement.ts';
import { dropRequired } from './dropRequired.ts';
import { enumNearMiss } from './enumNearMiss.ts';
import { fractionForInteger } from './fractionForInteger.ts';
import { jsonStringForObject } from './jsonStringForObject.ts';
import type { Mutator } from './mutator.ts';
import { nonFiniteNumber } from './nonFiniteNumber.ts';
import { nonObjectTopLevel } from './nonObjectTopLevel.ts';
import { nullForOptional } from './nullForOptional.ts';
import { nullValue } from './nullValue.ts';
import { objectForArray } from './objectForArray.ts';
import { stringifiedScalar } from './stringifiedScalar.ts';
import { wrongType } from './wrongType.ts';

/** Every mutation operator by name; the Record type makes a missing operator a compile error. */
export const MUTATORS: Readonly<Record<MutationOperator, Mutator>> = {
  dropRequired,
  wrongType,
  nullValue,
  nullForOptional,
  fractionForInteger,
  nonFiniteNumber,
  enumNearMiss,
  nonObjectTopLevel,
  arrayForObject,
  objectForArray,
  jsonStringForObject,
  stringifiedScalar,
  badArrayElement,
};
