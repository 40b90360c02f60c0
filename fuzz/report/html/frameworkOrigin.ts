import { frameworkConverter, frameworkLabel } from '../../model/frameworkLabel.ts';
import type { FrameworkOrigin } from '../../model/toolUnderTest.ts';
import { escapeHtml } from './escapeHtml.ts';

/** A framework tool's origin for a table cell: the framework and version (and library), then its converter with options and its validation path. */
export function renderFrameworkCell(origin: FrameworkOrigin): string {
  const library =
    origin.library === undefined
      ? ''
      : ` · ${origin.library.version === undefined ? origin.library.library : `${origin.library.library} ${origin.library.version}`}`;
  const details = [`schema by ${frameworkConverter(origin)}`, `checked by ${origin.validation}`, `a refusal is ${origin.errorChannel}`];
  return `${escapeHtml(frameworkLabel(origin))}${escapeHtml(library)}<br><span class="muted">${details.map(escapeHtml).join('<br>')}</span>`;
}
