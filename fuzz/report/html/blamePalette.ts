import type { Blame } from '../../model/findingKind.ts';

/** Every blame in the order the report lists them. */
export const BLAMES: readonly Blame[] = ['validator', 'converter', 'boundary', 'body'];

/** One colour per blame, shared by the chart and the badges so a reader learns it once. */
export const BLAME_COLOURS: Readonly<Record<Blame, string>> = {
  validator: '#d1495b',
  converter: '#edae49',
  boundary: '#00798c',
  body: '#6a4c93',
};
