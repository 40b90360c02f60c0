import { converterName, converterOptions, libraryLabel, libraryName } from '../../model/libraryLabel.ts';
import type { LibraryOrigin } from '../../tool/toolUnderTest.ts';
import { escapeHtml } from './htmlText.ts';

/** The converter package and version behind a converter name, when the name does not say them: `zod 4.6.7` for z.toJSONSchema. */
function converterPackage(converter: LibraryOrigin['converter']): string {
  if (converter.kind === 'given') return '';
  const name = converterName(converter);
  const pkg = converter.version === undefined ? converter.package : `${converter.package} ${converter.version}`;
  return name === pkg ? '' : ` (${escapeHtml(pkg)})`;
}

/** A library tool's origin in one short line: the library and version, what made its schema (package, version) and the converter's options. */
export function renderLibraryOrigin(origin: LibraryOrigin): string {
  const options = converterOptions(origin.converter);
  const made =
    origin.converter.kind === 'given'
      ? 'schema <b>given</b> by the module (jsonSchema)'
      : `schema by <b>${escapeHtml(converterName(origin.converter))}</b>${converterPackage(origin.converter)}`;
  return `library <b>${escapeHtml(libraryName(origin))}</b> · ${made}${options === '' ? '' : ` · options <code>${escapeHtml(options)}</code>`}`;
}

/** The same, compact, for a table cell: `zod 4.6.7 via z.toJSONSchema`, then the converter's package and options. */
export function renderLibraryCell(origin: LibraryOrigin): string {
  const converter = origin.converter;
  const pkg =
    converter.kind === 'given' ? '' : converter.version === undefined ? converter.package : `${converter.package} ${converter.version}`;
  const options = converterOptions(converter);
  const details = [pkg, options === '' ? '' : `options ${options}`].filter((part) => part !== '').join(' · ');
  return `${escapeHtml(libraryLabel(origin))}${details === '' ? '' : `<br><span class="muted">${escapeHtml(details)}</span>`}`;
}
