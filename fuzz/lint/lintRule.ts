import type { JsonSchema } from '../schema/schemaTypes.ts';
import type { LintCertainty, LintEffect, RuleId } from './lintTypes.ts';
import { type SchemaNode, schemaNodes } from '../schema/schemaNodes.ts';

/** A tool's schema as the rules see it: the root and every schema object in it, walked once. */
export interface SchemaDocument {
  readonly root: JsonSchema;
  readonly nodes: readonly SchemaNode[];
}

/** Where a rule fires and why, before the rule's provider, id and effect are attached. */
export interface RuleHit {
  readonly path: string;
  readonly message: string;
  /** A fix for this hit in particular; the rule's own `fix` otherwise. */
  readonly fix?: string;
}

/** One sourced provider rule: data (id, effect, where it comes from) and the checker that finds it. */
export interface LintRule {
  readonly id: RuleId;
  readonly effect: LintEffect;
  /** What the provider does, in one line. */
  readonly summary: string;
  /** Where research/dialects.md found it (its row's source, shortened). */
  readonly source: string;
  /** What the user can change so the provider takes the schema. */
  readonly fix: string;
  /** Default `sourced`; `uncertain` for the rows research/dialects.md marks UNCERTAIN. */
  readonly certainty?: LintCertainty;
  readonly check: (document: SchemaDocument) => readonly RuleHit[];
}

/** Walks a schema once for every rule that reads it. */
export function schemaDocument(root: JsonSchema): SchemaDocument {
  return { root, nodes: schemaNodes(root) };
}

/** A document-wide check built from one that looks at a single schema node at a time. */
export function eachNode(
  check: (node: SchemaNode, document: SchemaDocument) => RuleHit | readonly RuleHit[] | undefined,
): LintRule['check'] {
  return (document) =>
    document.nodes.flatMap((node) => {
      const hits = check(node, document);
      return hits === undefined ? [] : Array.isArray(hits) ? hits : [hits as RuleHit];
    });
}
