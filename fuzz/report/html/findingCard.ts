import { frameworkDescription } from '../../model/frameworkLabel.ts';
import type { FrameworkOrigin, LibraryOrigin } from '../../tool/toolUnderTest.ts';
import type { ReportFinding } from '../jsonReport.ts';
import { BLAME_COLOURS } from './styles.ts';
import { escapeHtml, formatCount, formatDuration, plural } from './htmlText.ts';
import { renderLibraryOrigin } from './libraryOrigin.ts';
import { parseJsonTree } from './jsonTree.ts';
import { argsMarker, pathsAbsentFrom, specMarker } from './offendingPaths.ts';
import { type JsonTrail, renderJsonTree } from './renderJsonTree.ts';
import { renderVerdicts } from './verdictPanels.ts';

function jsonBlock(text: string, mark: (trail: JsonTrail) => boolean): string {
  const tree = parseJsonTree(text);
  return `<pre class="json">${tree === undefined ? escapeHtml(text) : renderJsonTree(tree, mark)}</pre>`;
}

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function offendingList(finding: ReportFinding): string {
  if (finding.paths.length === 0) return '';
  const absent = new Set(pathsAbsentFrom(parseJsonTree(finding.argsJson), finding.paths));
  const items = finding.paths.map((path) => {
    const note = absent.has(path) ? ' <span class="muted">(absent from the args)</span>' : '';
    return `<li><code class="path path-hit">${path === '' ? '(top level)' : escapeHtml(path)}</code>${note}</li>`;
  });
  return `<div class="offending"><span class="label">offending path${finding.paths.length === 1 ? '' : 's'}</span><ul>${items.join('')}</ul></div>`;
}

function origin(finding: ReportFinding): string {
  const source = finding.operator === undefined ? finding.source : `${finding.source} · ${finding.operator}`;
  const shrink = `shrunk in ${plural(finding.shrink.steps, 'step')}${finding.shrink.done ? '' : ' (stopped early)'}`;
  return `${escapeHtml(source)} case #${finding.caseIndex} · ${shrink}`;
}

/**
 * One finding as a card: minimal spec and args with the offending paths highlighted, every verdict,
 * the tools it hit and how to replay it; a library tool's card names its library and converter.
 */
export function renderFindingCard(
  finding: ReportFinding,
  index: number,
  library?: LibraryOrigin,
  framework?: { readonly origin: FrameworkOrigin; readonly outcome?: string },
): string {
  const more = finding.duplicates > 0 ? ` <span class="muted">+${plural(finding.duplicates, 'more tool')}</span>` : '';
  const tools = finding.tools.length > 0 ? finding.tools : [finding.tool];
  const converter =
    finding.converter === undefined
      ? ''
      : `<details class="converted"><summary>converted schema (as the subject sends it)</summary>${jsonBlock(stringify(finding.converter.schema), () => false)}</details>`;
  return `<article class="finding" id="finding-${index}" data-index="${index}" data-kind="${escapeHtml(finding.kind)}" data-blame="${escapeHtml(finding.blame)}">
<header class="finding-head">
<div class="badges"><span class="fid">${escapeHtml(finding.id)}</span><span class="kind">${escapeHtml(finding.kind)}</span><span class="blame"><i class="swatch" style="background:${BLAME_COLOURS[finding.blame] ?? '#8c959f'}"></i>blame: ${escapeHtml(finding.blame)}</span>${finding.edge === undefined ? '' : `<span class="edge" title="the args need a number past the double range (such as 1e400); fails the run only with --gate-edges">edge: ${escapeHtml(finding.edge)}</span>`}</div>
<h3 class="explanation">${escapeHtml(finding.explanation)}</h3>
<p class="meta">tool <b>${escapeHtml(finding.tool)}</b>${more} · ${plural(finding.occurrences, 'case')}${finding.firstSeenMs === undefined ? '' : ` · first seen after ${formatDuration(finding.firstSeenMs)}`} · ${origin(finding)}</p>
${library === undefined ? '' : `<p class="meta library-origin">${renderLibraryOrigin(library)}</p>`}
${framework === undefined ? '' : `<p class="meta framework-origin">${escapeHtml(frameworkDescription(framework.origin))}</p>${framework.outcome === undefined ? '' : `<p class="framework-outcome">${escapeHtml(framework.outcome)}</p>`}`}
</header>
<div class="case">
${finding.spec === undefined ? `<section class="pane"><h4>advertised schema</h4>${jsonBlock(stringify(finding.schema), () => false)}</section>` : `<section class="pane"><h4>spec <small>minimal</small></h4>${jsonBlock(stringify(finding.spec), specMarker(finding.paths))}</section>`}
<section class="pane"><h4>args <small>exact JSON sent</small></h4>${jsonBlock(finding.argsJson, argsMarker(finding.paths))}${offendingList(finding)}</section>
</div>
${finding.fix === undefined ? '' : `<p class="fix"><span class="label">fix</span> ${escapeHtml(finding.fix)}${finding.driftClass === undefined || finding.driftClass === 'unrecognised' ? '' : ` <span class="muted">(${escapeHtml(finding.driftClass)})</span>`}</p>`}
${renderVerdicts(finding)}
${converter}
<details class="affected"><summary>${plural(tools.length, 'tool')} affected · ${plural(finding.duplicates, 'duplicate')} · ${plural(finding.occurrences, 'occurrence')}</summary><ul class="tool-list">${tools.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul></details>
<div class="repro"><span class="label">reproduce</span><code id="repro-${index}">${escapeHtml(finding.reproduce)}</code><button type="button" class="copy" data-copy="repro-${index}" aria-label="Copy the reproduce command">Copy</button></div>
<p class="fingerprint">fingerprint <code>${escapeHtml(finding.fingerprint)}</code> · ${formatCount(finding.shrink.evaluations)} shrink evaluations</p>
</article>`;
}
