import {
  type AjvVerdict,
  type BodyObservation,
  type CaseLabel,
  type CaseVerdicts,
  contractVerdict,
  isUnavailable,
} from '../../judge/caseVerdicts.ts';
import { faultSegments, labelValidity } from '../../model/caseLabel.ts';
import { formatPath } from '../../model/argsPath.ts';
import type { AjvError } from '../../schema/ajvErrors.ts';
import type { ReportFinding } from '../jsonReport.ts';
import { escapeHtml } from './htmlText.ts';

type Tone = 'ok' | 'bad' | 'warn' | 'none';

interface Panel {
  readonly title: string;
  readonly oracle: string;
  readonly status: string;
  readonly tone: Tone;
  /** This oracle's verdict differs from the case's contract (the reference semantics, else the advertised schema). */
  readonly disagrees: boolean;
  readonly body: string;
}

function pathCode(path: string, offending: ReadonlySet<string>): string {
  return `<code class="path${offending.has(path) ? ' path-hit' : ''}">${path === '' ? '(top level)' : escapeHtml(path)}</code>`;
}

function messages(items: readonly string[], empty: string): string {
  if (items.length === 0) return `<p class="muted">${empty}</p>`;
  return `<ul class="msgs">${items.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>`;
}

function ajvErrors(errors: readonly AjvError[], offending: ReadonlySet<string>): string {
  if (errors.length === 0) return '<p class="muted">no errors</p>';
  return `<ul class="msgs">${errors.map((e) => `<li>${pathCode(formatPath(e.path), offending)} ${escapeHtml(e.message)} <span class="kw">${escapeHtml(e.keyword)}</span></li>`).join('')}</ul>`;
}

function facts(rows: readonly (readonly [string, string])[]): string {
  return `<dl class="facts">${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`;
}

function runtimePanel(v: CaseVerdicts, contractValid: boolean | undefined, offending: ReadonlySet<string>): Panel {
  const r = v.runtime;
  const title = 'runtime';
  const mutated = r.mutated === true ? '<p class="warn-note">and changed the args it was given</p>' : '';
  if (r.kind === 'threw')
    return {
      title,
      oracle: 'runtime',
      status: 'threw',
      tone: 'bad',
      disagrees: true,
      body: `<pre class="err">${escapeHtml(r.error)}</pre>${mutated}`,
    };
  if (r.kind === 'bad-result')
    return {
      title,
      oracle: 'runtime',
      status: 'bad result',
      tone: 'bad',
      disagrees: true,
      body: `<p>${escapeHtml(r.description)}</p>${mutated}`,
    };
  const said = r.text === undefined ? '' : `<pre class="said">${escapeHtml(r.text)}</pre>`;
  if (r.kind === 'accepted') {
    return {
      title,
      oracle: 'runtime',
      status: r.isError === true ? 'reached the handler (isError)' : 'accepted',
      tone: 'ok',
      disagrees: contractValid === false,
      body: (said === '' ? '<p class="muted">no complaint</p>' : said) + mutated,
    };
  }
  const issues = r.issues.map(
    (i) =>
      `<li>${i.path === undefined ? '' : `${pathCode(formatPath(i.path), offending)} `}${escapeHtml(i.message)}${i.code === undefined ? '' : ` <span class="kw">${escapeHtml(i.code)}</span>`}${i.hidden === true ? ' <span class="kw">hidden constraint</span>' : ''}</li>`,
  );
  const code = r.code === undefined ? '' : ` · ${r.code}`;
  return {
    title,
    oracle: 'runtime',
    status: `rejected · ${r.issues.length}${code}`,
    tone: 'bad',
    disagrees: contractValid === true,
    body: (issues.length === 0 ? '' : `<ul class="msgs">${issues.join('')}</ul>`) + said + mutated,
  };
}

function advertisedPanel(v: CaseVerdicts, offending: ReadonlySet<string>): Panel {
  const title = 'ajv · advertised schema';
  const a = v.advertised;
  if (isUnavailable(a))
    return {
      title,
      oracle: 'advertised',
      status: 'unavailable',
      tone: 'warn',
      disagrees: false,
      body: `<p>${escapeHtml(a.unavailable)}</p>`,
    };
  return {
    title,
    oracle: 'advertised',
    status: a.valid ? 'valid' : 'invalid',
    tone: a.valid ? 'ok' : 'bad',
    // Without reference semantics the advertised schema is the contract itself.
    disagrees: v.reference !== undefined && a.valid !== v.reference.valid,
    body: ajvErrors(a.errors, offending),
  };
}

function referencePanel(reference: AjvVerdict, offending: ReadonlySet<string>): Panel {
  return {
    title: 'ajv · reference schema',
    oracle: 'reference',
    status: reference.valid ? 'valid' : 'invalid',
    tone: reference.valid ? 'ok' : 'bad',
    disagrees: false,
    body: ajvErrors(reference.errors, offending),
  };
}

function boundaryPanel(b: NonNullable<CaseVerdicts['boundary']>, contractValid: boolean | undefined): Panel {
  const title = 'defineTool boundary';
  if (isUnavailable(b))
    return {
      title,
      oracle: 'boundary',
      status: 'unavailable',
      tone: 'warn',
      disagrees: false,
      body: `<p>${escapeHtml(b.unavailable)}</p>`,
    };
  const rows: [string, string][] = [['body', b.reached ? 'reached' : 'not reached']];
  if (b.sameArgs !== undefined) rows.push(['same args object', b.sameArgs ? 'yes' : 'no']);
  if (b.mutatedArgs) rows.push(['args changed', 'yes']);
  if (b.errorCode !== undefined) rows.push(['error code', `<code>${escapeHtml(b.errorCode)}</code>`]);
  if (b.errorMessage !== undefined) rows.push(['error', escapeHtml(b.errorMessage)]);
  if (b.received !== undefined) rows.push(['body received', `<code>${escapeHtml(b.received)}</code>`]);
  return {
    title,
    oracle: 'boundary',
    status: b.outcome,
    tone: b.outcome === 'resolved' ? 'ok' : b.outcome === 'rejected' ? 'bad' : 'warn',
    disagrees: contractValid !== undefined && b.reached !== contractValid,
    body: facts(rows),
  };
}

function labelPanel(e: CaseLabel, offending: ReadonlySet<string>): Panel {
  const faults = e.faults
    .map(
      (f) =>
        `<li>${pathCode(formatPath(faultSegments(f)), offending)} ${escapeHtml(f.why)} <span class="kw">${escapeHtml(f.operator)}</span></li>`,
    )
    .join('');
  const validity = labelValidity(e);
  return {
    title: 'label',
    oracle: 'label',
    status: e.faults.length === 0 ? (validity === true ? 'valid by construction' : e.expected) : `model mistake: ${e.expected}`,
    tone: validity === true ? 'ok' : validity === false ? 'bad' : 'warn',
    disagrees: false,
    body: faults === '' ? '<p class="muted">no faults</p>' : `<ul class="msgs">${faults}</ul>`,
  };
}

function bodyPanel(body: BodyObservation): Panel {
  const detail =
    body.outcome === 'crashed'
      ? `<pre class="err">${escapeHtml(body.error)}</pre>`
      : body.outcome === 'hidden-constraint'
        ? `<p>${escapeHtml(body.message)}</p>`
        : '';
  return {
    title: 'real tool body',
    oracle: 'body',
    status: body.outcome,
    tone: body.outcome === 'resolved' ? 'ok' : body.outcome === 'crashed' ? 'bad' : 'warn',
    disagrees: body.outcome === 'crashed',
    body: detail,
  };
}

function panelHtml(panel: Panel): string {
  const flag = panel.disagrees ? '<span class="disagree-flag" title="differs from the reference semantics">≠ reference</span>' : '';
  return `<section class="verdict${panel.disagrees ? ' disagrees' : ''}" data-oracle="${panel.oracle}"><h4>${panel.title}</h4><header><p class="status tone-${panel.tone}">${escapeHtml(panel.status)}</p>${flag}</header>${panel.body}</section>`;
}

/** Every oracle's verdict on a finding's minimal case, side by side, with the ones that disagree with the reference flagged. */
export function renderVerdicts(finding: ReportFinding): string {
  const offending = new Set(finding.paths);
  const v = finding.verdicts;
  const panels: string[] = [];
  if (finding.converter !== undefined) {
    panels.push(
      panelHtml({
        title: 'converted schema',
        oracle: 'converter',
        status: 'invalid',
        tone: 'bad',
        disagrees: true,
        body: messages(finding.converter.problems, 'no problems listed'),
      }),
    );
  }
  if (v !== undefined) {
    const contractValid = contractVerdict(v)?.valid;
    const all = [
      runtimePanel(v, contractValid, offending),
      advertisedPanel(v, offending),
      v.reference === undefined ? undefined : referencePanel(v.reference, offending),
      v.boundary === undefined ? undefined : boundaryPanel(v.boundary, contractValid),
      v.expected === undefined ? undefined : labelPanel(v.expected, offending),
      v.body === undefined ? undefined : bodyPanel(v.body),
    ];
    for (const panel of all) if (panel !== undefined) panels.push(panelHtml(panel));
  }
  if (panels.length === 0) return '<p class="muted">No oracle verdicts: the subject did not answer on this case.</p>';
  return `<div class="verdicts">${panels.join('')}</div>`;
}
