import { faultSegments, labelValidity } from '../../model/caseLabel.ts';
import { isSchemaToolVerdicts, type SchemaToolVerdicts, type Verdicts } from '../../findings/verdicts.ts';
import { formatPath } from '../../model/argsPath.ts';
import type { AjvError } from '../../oracles/ajvErrors.ts';
import type { ReportFinding } from '../jsonReport.ts';
import { escapeHtml } from './escapeHtml.ts';

type Tone = 'ok' | 'bad' | 'warn' | 'none';

interface Panel {
  readonly title: string;
  readonly oracle: string;
  readonly status: string;
  readonly tone: Tone;
  /** This oracle's verdict differs from the reference semantics. */
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

function validatorPanel(v: Verdicts, referenceValid: boolean): Panel {
  const va = v.validateArgs;
  const mutated = va.mutated ? '<p class="warn-note">and changed the args it was given</p>' : '';
  if (va.kind === 'threw')
    return {
      title: 'validateArgs',
      oracle: 'validator',
      status: 'threw',
      tone: 'bad',
      disagrees: true,
      body: `<pre class="err">${escapeHtml(va.error)}</pre>${mutated}`,
    };
  if (va.kind === 'bad-result')
    return {
      title: 'validateArgs',
      oracle: 'validator',
      status: 'bad result',
      tone: 'bad',
      disagrees: true,
      body: `<p>${escapeHtml(va.description)}</p>${mutated}`,
    };
  const accepted = va.violations.length === 0;
  return {
    title: 'validateArgs',
    oracle: 'validator',
    status: accepted ? 'accepted' : `rejected · ${va.violations.length}`,
    tone: accepted ? 'ok' : 'bad',
    disagrees: accepted !== referenceValid,
    body: messages(va.violations, 'no violations') + mutated,
  };
}

function ajvPanel(v: Verdicts, offending: ReadonlySet<string>): Panel {
  const title = "ajv · subject's schema";
  if ('unavailable' in v.ajv)
    return { title, oracle: 'ajv', status: 'unavailable', tone: 'warn', disagrees: false, body: `<p>${escapeHtml(v.ajv.unavailable)}</p>` };
  return {
    title,
    oracle: 'ajv',
    status: v.ajv.valid ? 'valid' : 'invalid',
    tone: v.ajv.valid ? 'ok' : 'bad',
    disagrees: v.ajv.valid !== v.reference.valid,
    body: ajvErrors(v.ajv.errors, offending),
  };
}

function referencePanel(v: Verdicts, offending: ReadonlySet<string>): Panel {
  return {
    title: 'ajv · reference schema',
    oracle: 'reference',
    status: v.reference.valid ? 'valid' : 'invalid',
    tone: v.reference.valid ? 'ok' : 'bad',
    disagrees: false,
    body: ajvErrors(v.reference.errors, offending),
  };
}

function boundaryPanel(v: Verdicts): Panel | undefined {
  const b = v.boundary;
  if (b === undefined) return undefined;
  const title = 'defineTool boundary';
  if ('unavailable' in b)
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
    disagrees: b.reached === !v.reference.valid,
    body: facts(rows),
  };
}

function labelPanel(v: Verdicts | SchemaToolVerdicts, offending: ReadonlySet<string>): Panel | undefined {
  const e = v.expected;
  if (e === undefined) return undefined;
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

function bodyPanel(v: Verdicts): Panel | undefined {
  const body = v.body;
  if (body === undefined) return undefined;
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

function runtimePanel(v: SchemaToolVerdicts, offending: ReadonlySet<string>): Panel {
  const r = v.runtime;
  const title = 'runtime';
  if (r.kind === 'threw')
    return {
      title,
      oracle: 'runtime',
      status: 'threw',
      tone: 'bad',
      disagrees: true,
      body: `<pre class="err">${escapeHtml(r.error)}</pre>`,
    };
  const said = r.text === undefined ? '' : `<pre class="said">${escapeHtml(r.text)}</pre>`;
  if (r.kind === 'accepted') {
    return {
      title,
      oracle: 'runtime',
      status: r.isError === true ? 'reached the handler (isError)' : 'accepted',
      tone: 'ok',
      disagrees: !v.advertised.valid,
      body: said === '' ? '<p class="muted">no complaint</p>' : said,
    };
  }
  const issues = r.issues.map(
    (i) =>
      `<li>${i.path === undefined ? '' : pathCode(formatPath(i.path), offending)} ${escapeHtml(i.message)}${i.code === undefined ? '' : ` <span class="kw">${escapeHtml(i.code)}</span>`}${i.hidden === true ? ' <span class="kw">hidden constraint</span>' : ''}</li>`,
  );
  const code = r.code === undefined ? '' : ` · ${r.code}`;
  return {
    title,
    oracle: 'runtime',
    status: `rejected${code}`,
    tone: 'bad',
    disagrees: v.advertised.valid,
    body: (issues.length === 0 ? '' : `<ul class="msgs">${issues.join('')}</ul>`) + said,
  };
}

function advertisedPanel(v: SchemaToolVerdicts, offending: ReadonlySet<string>): Panel {
  return {
    title: 'ajv · advertised schema',
    oracle: 'advertised',
    status: v.advertised.valid ? 'valid' : 'invalid',
    tone: v.advertised.valid ? 'ok' : 'bad',
    disagrees: false,
    body: ajvErrors(v.advertised.errors, offending),
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
  if (v !== undefined && isSchemaToolVerdicts(v)) {
    for (const panel of [runtimePanel(v, offending), advertisedPanel(v, offending), labelPanel(v, offending)])
      if (panel !== undefined) panels.push(panelHtml(panel));
  } else if (v !== undefined) {
    const all = [
      validatorPanel(v, v.reference.valid),
      ajvPanel(v, offending),
      referencePanel(v, offending),
      boundaryPanel(v),
      labelPanel(v, offending),
      bodyPanel(v),
    ];
    for (const panel of all) if (panel !== undefined) panels.push(panelHtml(panel));
  }
  if (panels.length === 0) return '<p class="muted">No oracle verdicts: the subject did not answer on this case.</p>';
  return `<div class="verdicts">${panels.join('')}</div>`;
}
