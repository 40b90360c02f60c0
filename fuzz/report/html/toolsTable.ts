import type { JsonReport } from '../jsonReport.ts';
import { judgesAdvertisedSchemas } from '../campaignKind.ts';
import { escapeHtml, formatCount } from './htmlText.ts';
import { renderLibraryCell } from './libraryOrigin.ts';
import { frameworkConverter, frameworkLabel } from '../../model/frameworkLabel.ts';
import type { FrameworkOrigin } from '../../tool/toolUnderTest.ts';

/** A framework tool's origin for a table cell: the framework and version (and library), then its converter with options and its validation path. */
function renderFrameworkCell(origin: FrameworkOrigin): string {
  const library =
    origin.library === undefined
      ? ''
      : ` · ${origin.library.version === undefined ? origin.library.library : `${origin.library.library} ${origin.library.version}`}`;
  const details = [`schema by ${frameworkConverter(origin)}`, `checked by ${origin.validation}`, `a refusal is ${origin.errorChannel}`];
  return `${escapeHtml(frameworkLabel(origin))}${escapeHtml(library)}<br><span class="muted">${details.map(escapeHtml).join('<br>')}</span>`;
}

/**
 * Every tool of the campaign: where its spec came from, how many cases it ran and what it found
 * (tools with findings first); for library tools, the library, converter, version and options too;
 * and the tools that were not fuzzed, with why.
 */
export function renderToolsTable(report: JsonReport): string {
  const tools = [...report.tools].sort((a, b) => b.findings - a.findings || a.name.localeCompare(b.name));
  const libraries = tools.some((t) => t.library !== undefined || t.framework !== undefined);
  const rows = tools.map((t) => {
    const notes = [t.complete ? '' : 'cut short', t.satisfiable ? '' : 'unsatisfiable'].filter((n) => n !== '').join(', ');
    const library = libraries
      ? `<td>${t.library !== undefined ? renderLibraryCell(t.library) : t.framework !== undefined ? renderFrameworkCell(t.framework) : ''}</td>`
      : '';
    return `<tr${t.findings > 0 ? ' class="has-findings"' : ''}><td>${escapeHtml(t.name)}</td><td class="muted">${escapeHtml(t.origin)}</td>${library}<td class="num">${formatCount(t.cases)}</td><td class="num">${t.findings}</td><td>${escapeHtml(t.features.join(', '))}</td><td>${notes}</td></tr>`;
  });
  const libraryHead = libraries
    ? `<th>${tools.some((t) => t.framework !== undefined) ? 'framework · library · converter' : 'library · converter'}</th>`
    : '';
  const left = report.skippedTools ?? [];
  const skipped =
    left.length === 0
      ? ''
      : `<p class="muted">not fuzzed: ${left.map((t) => `<b>${escapeHtml(t.tool)}</b> (${escapeHtml(t.reason)})`).join('; ')}</p>`;
  return `<details class="tools-table"><summary>${report.tools.length} tools fuzzed${left.length === 0 ? '' : `, ${left.length} not`}</summary><div class="table-wrap"><table class="plain tools"><thead><tr><th>tool</th><th>${judgesAdvertisedSchemas(report) ? 'origin' : 'spec source'}</th>${libraryHead}<th class="num">cases</th><th class="num">findings</th><th>schema features</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table></div>${skipped}</details>`;
}
