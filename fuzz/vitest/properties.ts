import type { RawFinding } from '../findings/rawFinding.ts';

/** Where a property's cases come from: a case source, or the spec itself (the converter checks). */
export type PropertySource = Exclude<RawFinding['source'], 'corpus'>;

/** One test fuzzTools registers per tool: the findings of one case source. */
export interface FuzzProperty {
  readonly source: PropertySource;
  /** The test's name under the tool's describe block. */
  readonly title: string;
}

/** The properties of every tool, in the order a campaign checks them. */
export const FUZZ_PROPERTIES: readonly FuzzProperty[] = [
  { source: 'spec', title: 'converted schema is valid JSON Schema of the tool-layer shape' },
  { source: 'valid', title: 'args valid by construction are accepted' },
  { source: 'faker', title: 'json-schema-faker args get the reference verdict' },
  { source: 'violator', title: 'labelled violators are rejected' },
  { source: 'loose', title: 'loose args get the reference verdict' },
];

/** The property a finding belongs to; a source no property names (a corpus replay) goes to the first, so no finding is dropped. */
export function propertyOf(finding: Pick<RawFinding, 'source'>): PropertySource {
  return FUZZ_PROPERTIES.some((p) => p.source === finding.source)
    ? (finding.source as PropertySource)
    : (FUZZ_PROPERTIES[0]?.source ?? 'spec');
}
