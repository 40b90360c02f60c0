import type { JsonReport } from '../jsonReport.ts';

/** The id of the `<script type="application/json">` block holding the report. */
export const REPORT_DATA_ID = 'toolfuzz-data';

/**
 * The JSON report as an inert data block. With every `<` written as `\u003c`, no `</script>` or
 * `<!--` in a spec or message can end the block early, and JSON.parse still reads the same text.
 */
export function embedReportData(report: JsonReport): string {
  const json = JSON.stringify(report).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${REPORT_DATA_ID}">${json}</script>`;
}

/**
 * The page's only script: filtering and search over the server-rendered finding cards, chart rows
 * that filter by kind, and copy buttons. It reads the embedded report for each card's tools, and
 * writes text only through textContent, so nothing it touches can become markup.
 */
export const CLIENT_SCRIPT = String.raw`(function () {
  'use strict';
  var dataBlock = document.getElementById('${REPORT_DATA_ID}');
  var report = { findings: [] };
  try { report = JSON.parse(dataBlock ? dataBlock.textContent : '{"findings":[]}'); } catch (e) { /* the cards still render; only the tool filter needs the data */ }
  var form = document.getElementById('filters');
  var cards = Array.prototype.slice.call(document.querySelectorAll('article.finding'));
  var chartRows = Array.prototype.slice.call(document.querySelectorAll('.chart-row'));
  var entries = cards.map(function (card) {
    var finding = report.findings[Number(card.getAttribute('data-index'))] || {};
    var tools = finding.tools && finding.tools.length ? finding.tools : [finding.tool];
    return { card: card, kind: card.getAttribute('data-kind'), blame: card.getAttribute('data-blame'), tools: tools, text: card.textContent.toLowerCase() };
  });

  function value(id) {
    var el = document.getElementById(id);
    return el ? el.value : '';
  }

  function apply() {
    var kind = value('filter-kind');
    var blame = value('filter-blame');
    var tool = value('filter-tool');
    var terms = value('filter-text').toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    entries.forEach(function (e) {
      var visible = (!kind || e.kind === kind) && (!blame || e.blame === blame) && (!tool || e.tools.indexOf(tool) >= 0) &&
        terms.every(function (t) { return e.text.indexOf(t) >= 0; });
      e.card.hidden = !visible;
      if (visible) shown++;
    });
    var count = document.getElementById('filter-count');
    if (count) count.textContent = shown + ' of ' + entries.length + ' shown';
    var none = document.getElementById('no-match');
    if (none) none.hidden = shown > 0 || entries.length === 0;
    chartRows.forEach(function (row) {
      row.classList.toggle('dimmed', !!kind && row.getAttribute('data-kind') !== kind);
    });
  }

  if (form) {
    form.addEventListener('input', apply);
    form.addEventListener('change', apply);
    form.addEventListener('submit', function (event) { event.preventDefault(); });
    // A reset event fires before the fields are cleared.
    form.addEventListener('reset', function () { setTimeout(apply, 0); });
  }

  chartRows.forEach(function (row) {
    function pick() {
      var select = document.getElementById('filter-kind');
      if (!select) return;
      var kind = row.getAttribute('data-kind');
      select.value = select.value === kind ? '' : kind;
      apply();
    }
    row.addEventListener('click', pick);
    row.addEventListener('keydown', function (event) {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); pick(); }
    });
  });

  document.addEventListener('keydown', function (event) {
    var search = document.getElementById('filter-text');
    if (event.key === '/' && search && document.activeElement !== search && !/^(INPUT|SELECT|TEXTAREA)$/.test(document.activeElement.tagName)) {
      event.preventDefault();
      search.focus();
    }
  });

  function flash(button, label) {
    button.textContent = label;
    button.classList.add('done');
    setTimeout(function () { button.textContent = 'Copy'; button.classList.remove('done'); }, 2000);
  }

  // Without clipboard access (an old browser, or a denied permission), select the text so Ctrl+C does it.
  function selectText(button, target) {
    var range = document.createRange();
    range.selectNodeContents(target);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    var copied = false;
    try { copied = document.execCommand('copy'); } catch (e) { copied = false; }
    flash(button, copied ? 'Copied' : 'Selected: press Ctrl+C');
  }

  document.addEventListener('click', function (event) {
    var button = event.target.closest ? event.target.closest('button[data-copy]') : null;
    if (!button) return;
    var target = document.getElementById(button.getAttribute('data-copy'));
    if (!target) return;
    var text = target.textContent;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { flash(button, 'Copied'); }, function () { selectText(button, target); });
    } else {
      selectText(button, target);
    }
  });

  apply();
})();`;
