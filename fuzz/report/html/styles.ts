import type { Blame } from '../../model/findingKind.ts';

/** The page's stylesheet: light theme, system fonts only (the file must open offline), responsive down to a phone. */
export const STYLES = `
:root {
  --fg: #1f2328; --muted: #5b6470; --line: #d8dee4; --soft: #eef1f4; --page: #f5f7f9; --card: #fff;
  --accent: #3b5bdb; --ok: #1a7f37; --ok-bg: #e6f4ea; --bad: #c4314b; --bad-bg: #fdecef; --warn: #9a6700; --warn-bg: #fff4d6;
  --mark: #ffe58a; --mark-line: #e0b400;
  --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--page); color: var(--fg); font: 15px/1.55 var(--sans); }
main { max-width: 1240px; margin: 0 auto; padding: 28px 28px 64px; }
code, pre, kbd { font-family: var(--mono); font-size: 0.86em; }
h1, h2, h3, h4 { line-height: 1.25; margin: 0; }
h2 { font-size: 1.25rem; letter-spacing: -0.01em; }
h2 + .lede { margin: 4px 0 16px; color: var(--muted); max-width: 70ch; }
a { color: var(--accent); }
.muted { color: var(--muted); }
[hidden] { display: none !important; }
section.block { margin-top: 36px; }
.block-head { display: flex; align-items: baseline; gap: 12px; flex-wrap: wrap; margin-bottom: 6px; }

/* run header */
header.run { background: var(--card); border: 1px solid var(--line); border-radius: 14px; padding: 22px 24px; box-shadow: 0 1px 2px rgba(31,35,40,.04); }
.run-title { display: flex; align-items: center; gap: 14px; flex-wrap: wrap; }
.brand { margin: 0; width: 100%; font-size: 12px; font-weight: 600; letter-spacing: .08em; text-transform: uppercase; color: var(--accent); }
.run-title h1 { font: 600 1.35rem/1.3 var(--mono); word-break: break-all; flex: 1 1 420px; }
.pill { display: inline-block; padding: 4px 12px; border-radius: 999px; font-weight: 600; font-size: 14px; white-space: nowrap; }
.pill-ok { background: var(--ok-bg); color: var(--ok); }
.pill-bad { background: var(--bad-bg); color: var(--bad); }
dl.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 1px; margin: 18px 0 0; background: var(--line); border: 1px solid var(--line); border-radius: 10px; overflow: hidden; }
.stat { background: var(--card); padding: 10px 14px; }
.stat dt { font-size: 12px; color: var(--muted); text-transform: uppercase; letter-spacing: .05em; }
.stat dd { margin: 2px 0 0; font-size: 1.15rem; font-weight: 600; font-variant-numeric: tabular-nums; }
.stat dd small { display: block; font-size: 12px; font-weight: 400; color: var(--muted); }
.banner { margin: 16px 0 0; padding: 10px 14px; border-radius: 8px; }
.banner-warn { background: var(--warn-bg); color: #5c3d00; border: 1px solid #f0d58a; }
.subject-output { margin-top: 14px; }
.subject-output pre { max-height: 200px; overflow: auto; background: var(--soft); padding: 10px; border-radius: 6px; }

/* chart */
figure.chart { margin: 0; background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 14px 16px 10px; }
figure.chart svg { display: block; overflow: visible; }
.chart-label { font: 12px var(--mono); fill: var(--fg); }
.chart-count { font: 600 13px var(--sans); fill: var(--fg); }
.chart-hit { fill: transparent; rx: 6px; }
.chart-row { cursor: pointer; outline: none; }
.chart-row:hover .chart-hit, .chart-row:focus .chart-hit { fill: var(--soft); }
.chart-row.dimmed { opacity: .3; }
figcaption { display: flex; align-items: center; gap: 10px; font-size: 13px; margin-top: 6px; flex-wrap: wrap; }
ul.legend { display: flex; gap: 16px; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; }
ul.legend li { display: inline-flex; align-items: center; gap: 6px; }
.swatch { width: 12px; height: 12px; border-radius: 3px; display: inline-block; }

/* filters */
form.filters { position: sticky; top: 0; z-index: 5; display: flex; flex-wrap: wrap; gap: 10px 14px; align-items: end; margin: 18px 0 14px; padding: 12px 14px; background: rgba(245,247,249,.92); backdrop-filter: blur(6px); border: 1px solid var(--line); border-radius: 12px; }
form.filters label { display: flex; flex-direction: column; gap: 3px; font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
form.filters label.grow { flex: 1 1 220px; }
select, input[type=search], button { font: 14px var(--sans); color: var(--fg); border: 1px solid #c4ccd4; border-radius: 7px; background: var(--card); padding: 6px 10px; min-height: 34px; }
select { max-width: 240px; }
input[type=search] { width: 100%; }
select:focus, input:focus, button:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
button { cursor: pointer; font-weight: 600; }
button:hover { background: var(--soft); }
#filter-count { font-size: 13px; color: var(--muted); padding-bottom: 7px; margin-left: auto; font-variant-numeric: tabular-nums; }

/* finding cards */
.findings { display: flex; flex-direction: column; gap: 18px; }
article.finding { background: var(--card); border: 1px solid var(--line); border-radius: 14px; padding: 18px 20px 14px; box-shadow: 0 1px 2px rgba(31,35,40,.04); scroll-margin-top: 90px; }
.badges { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.fid { font: 600 13px var(--mono); background: var(--soft); border-radius: 6px; padding: 2px 8px; }
.kind { font: 700 13px var(--mono); color: var(--bad); letter-spacing: .02em; }
.blame { display: inline-flex; align-items: center; gap: 6px; font-size: 12.5px; font-weight: 600; padding: 2px 10px 2px 8px; border-radius: 999px; background: var(--soft); }
.blame .swatch { width: 9px; height: 9px; border-radius: 50%; }
.edge { font-size: 12.5px; font-weight: 600; padding: 2px 10px; border-radius: 999px; border: 1px dashed var(--muted); color: var(--muted); }
h3.explanation { font-size: 1.06rem; font-weight: 600; margin: 8px 0 2px; overflow-wrap: anywhere; }
.meta { margin: 0; font-size: 13.5px; color: var(--muted); overflow-wrap: anywhere; }
.meta b { color: var(--fg); font-family: var(--mono); font-weight: 600; font-size: .95em; }
.case { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 14px; margin: 16px 0 12px; }
.pane h4, .verdict h4 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin-bottom: 6px; }
.pane h4 small { text-transform: none; letter-spacing: 0; font-weight: 400; }
pre.json { margin: 0; padding: 12px 14px; background: #f7f8fa; border: 1px solid var(--soft); border-radius: 9px; font-size: 13px; line-height: 1.6; overflow: auto; max-height: 380px; white-space: pre; tab-size: 2; }
.j-key { color: #0550ae; }
.j-string { color: #0a3069; }
.j-number { color: #953800; }
.j-literal { color: #8250df; font-weight: 600; }
mark.hl { background: var(--mark); color: inherit; border-radius: 3px; box-shadow: 0 0 0 2px var(--mark); outline: 1px solid var(--mark-line); outline-offset: 2px; -webkit-box-decoration-break: clone; box-decoration-break: clone; }
mark.hl mark.hl, mark.hl-lines { outline: none; box-shadow: none; }
mark.hl-lines { box-shadow: 0 0 0 2px var(--mark); }
.offending { display: flex; align-items: baseline; gap: 8px; margin-top: 8px; font-size: 13px; flex-wrap: wrap; }
.offending ul { display: inline-flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0; }
.label { font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
code.path { background: var(--soft); border-radius: 4px; padding: 1px 5px; overflow-wrap: anywhere; }
code.path-hit { background: var(--mark); }

/* verdicts */
.verdicts { display: grid; grid-template-columns: repeat(auto-fit, minmax(215px, 1fr)); gap: 10px; }
section.verdict { border: 1px solid var(--line); border-radius: 10px; padding: 10px 12px; min-width: 0; font-size: 13.5px; }
section.verdict header { display: flex; justify-content: space-between; align-items: baseline; gap: 6px; flex-wrap: wrap; }
section.verdict.disagrees { border-color: #e8a1ad; background: #fff8f9; }
.disagree-flag { font-size: 11px; font-weight: 700; color: var(--bad); white-space: nowrap; }
p.status { margin: 0 0 6px; font-weight: 700; font-size: 14px; }
p.status::before { content: ""; display: inline-block; width: 8px; height: 8px; border-radius: 50%; margin-right: 7px; vertical-align: 1px; background: currentColor; }
.tone-ok { color: var(--ok); } .tone-bad { color: var(--bad); } .tone-warn { color: var(--warn); } .tone-none { color: var(--muted); }
ul.msgs { margin: 0; padding: 0 0 0 16px; }
ul.msgs li { margin: 2px 0; overflow-wrap: anywhere; }
.kw { font: 11px var(--mono); color: var(--muted); }
.verdict p { margin: 0; overflow-wrap: anywhere; }
.warn-note { color: var(--warn); font-weight: 600; }
pre.err { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font-size: 12px; }
dl.facts { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
details { margin-top: 10px; }
details > summary { cursor: pointer; font-size: 13.5px; color: var(--muted); font-weight: 600; }
details > summary:hover { color: var(--fg); }
ul.tool-list { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; padding: 0; margin: 8px 0 0; }
ul.tool-list li { font: 12.5px var(--mono); background: var(--soft); border-radius: 5px; padding: 1px 7px; }
.repro { display: flex; align-items: center; gap: 10px; margin-top: 12px; flex-wrap: wrap; }
.repro code { flex: 1 1 300px; background: #1f2328; color: #e6edf3; padding: 8px 12px; border-radius: 8px; overflow-x: auto; white-space: pre; font-size: 13px; }
.fix { margin: 10px 0 0; padding: 8px 12px; background: #fff8c5; border-radius: 8px; overflow-wrap: anywhere; }
.fix .label { font-weight: 600; margin-right: 6px; }
button.copy { min-width: 76px; }
button.copy.done { background: var(--ok-bg); color: var(--ok); border-color: #9fd3ad; }
.fingerprint { margin: 8px 0 0; font-size: 12px; color: var(--muted); }
.empty-state { text-align: center; background: var(--card); border: 1px dashed #b7c3cf; border-radius: 14px; padding: 40px 20px; }
.empty-state svg { width: 46px; height: 46px; }
.empty-state h3 { margin: 10px 0 6px; font-size: 1.2rem; color: var(--ok); }
.empty-state p { margin: 0 auto; max-width: 60ch; color: var(--muted); }
#no-match { text-align: center; padding: 28px; border: 1px dashed #b7c3cf; border-radius: 12px; color: var(--muted); background: var(--card); }

/* coverage matrix */
.cov-wrap { overflow-x: auto; background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 8px; }
table.coverage { border-collapse: separate; border-spacing: 2px; font-size: 12px; }
table.coverage th { font-weight: 600; }
.cov-group { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); text-align: left; padding: 2px 6px; border-bottom: 1px solid var(--line); }
.cov-corner { text-align: left; vertical-align: bottom; font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); padding: 4px 8px; }
.cov-col { height: 128px; vertical-align: bottom; padding: 4px 0; }
.cov-col span { writing-mode: vertical-rl; transform: rotate(180deg); font: 500 12px var(--mono); white-space: nowrap; display: inline-block; }
table.coverage tbody th { text-align: left; white-space: nowrap; padding: 4px 12px 4px 8px; position: sticky; left: 0; background: var(--card); font-weight: 500; }
table.coverage tbody th small { display: block; font-size: 11px; font-weight: 400; color: var(--muted); }
table.coverage td { min-width: 44px; height: 38px; text-align: center; border-radius: 5px; font: 12px/1.15 var(--mono); font-variant-numeric: tabular-nums; }
.cov-cases { display: block; }
.cov-drift { display: inline-block; margin-top: 2px; font: 700 10.5px/1.3 var(--sans); color: #fff; background: var(--bad); border-radius: 999px; padding: 0 5px; }
td.cov-empty, .cov-empty-key { color: #a3adb8; background: repeating-linear-gradient(135deg, #f4f6f8 0 5px, #e9edf1 5px 10px); }
.cov-split { border-left: 2px solid var(--line) !important; }
td.cov-split { box-shadow: -3px 0 0 var(--card), -5px 0 0 var(--line); }
tr.cov-total th, tr.cov-total td { font-weight: 700; }
tr.cov-total th { border-bottom: 2px solid var(--line); }
tr.cov-unused th { color: var(--muted); }
.cov-legend { display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; font-size: 12.5px; margin: 10px 0 0; }
.cov-legend span { display: inline-flex; align-items: center; gap: 6px; }
i.key { display: inline-block; width: 18px; height: 14px; border-radius: 3px; border: 1px solid var(--line); }

/* plain tables */
.table-wrap { overflow-x: auto; background: var(--card); border: 1px solid var(--line); border-radius: 12px; }
table.plain { border-collapse: collapse; width: 100%; font-size: 13.5px; }
table.plain th, table.plain td { text-align: left; padding: 8px 12px; border-bottom: 1px solid var(--soft); vertical-align: top; overflow-wrap: anywhere; }
table.plain th { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); background: #fafbfc; }
table.plain td.num, table.plain th.num { text-align: right; font-variant-numeric: tabular-nums; }
/* The lint's short columns (provider, rule, effect, tools) never break mid-word; the example takes the rest. */
table.lint th, table.lint td:nth-child(-n+4) { white-space: nowrap; overflow-wrap: normal; }
/* The lint matrix: a verdict per tool and provider, its problems behind <details>. */
table.lint-matrix th, table.lint-matrix td { white-space: nowrap; }
table.lint-matrix td.lint-cell details { margin-top: 0; }
table.lint-matrix ul.lint-problems { white-space: normal; min-width: 320px; max-width: 640px; margin: 6px 0 0; padding-left: 18px; font-size: 12.5px; }
h3.lint-rules { font-size: 14px; margin: 18px 0 8px; color: var(--muted); }
table.tools th, table.tools td.num { white-space: nowrap; overflow-wrap: normal; }
tr.has-findings td:first-child { font-weight: 600; color: var(--bad); }
.empty-line { margin: 0; }
.status-tag { font-weight: 700; font-size: 12px; white-space: nowrap; }
footer { margin-top: 48px; font-size: 12.5px; color: var(--muted); text-align: center; }

@media (max-width: 720px) {
  main { padding: 14px 12px 40px; }
  header.run, article.finding { padding: 14px; border-radius: 12px; }
  dl.stats { grid-template-columns: repeat(2, 1fr); }
  form.filters { position: static; }
  select { max-width: none; }
  form.filters label { flex: 1 1 45%; }
}
@media print {
  form.filters { display: none; }
  article.finding { break-inside: avoid; box-shadow: none; }
}
`;

/** One colour per blame, shared by the chart and the badges so a reader learns it once. */
export const BLAME_COLOURS: Readonly<Record<Blame, string>> = {
  validator: '#d1495b',
  converter: '#edae49',
  boundary: '#00798c',
  body: '#6a4c93',
};
