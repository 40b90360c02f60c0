// XML 1.0 forbids these even as character references (&#0; is not well-formed): C0 controls other than
// tab, LF and CR, U+FFFE/U+FFFF, and surrogates that are not part of a pair.
const NOT_XML_CHAR =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with every character XML 1.0 cannot carry shown as a JSON-style `\uXXXX` escape, so args stay readable. */
export function replaceNonXmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `text` escaped for element content (CR as a reference: parsers would turn a raw one into LF). */
export function xmlText(text: string): string {
  return replaceNonXmlChars(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\r', '&#13;');
}

/** `text` escaped for a double-quoted attribute; tabs and line breaks as references, since attribute normalisation would turn them into spaces. */
export function xmlAttr(text: string): string {
  return xmlText(text).replaceAll('"', '&quot;').replaceAll("'", '&apos;').replaceAll('\t', '&#9;').replaceAll('\n', '&#10;');
}
