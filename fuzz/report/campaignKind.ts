import type { JsonReport } from './jsonReport.ts';

/**
 * Whether every tool of the report is judged against the JSON Schema it advertises (library,
 * framework and MCP tools), not against a SchemaSpec subject: then "no findings" is a claim about runtimes and
 * schemas, not about validateArgs and defineTool.
 */
export function judgesAdvertisedSchemas(report: JsonReport): boolean {
  return (
    report.tools.length > 0 &&
    report.tools.every((tool) => tool.producer === 'library' || tool.producer === 'framework' || tool.producer === 'mcp')
  );
}
