/** An element of a parsed XML document: name, attributes (entity references resolved), children and text. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  readonly text: string;
}

// The Char production of XML 1.0: anything else makes a document not well-formed.
const ALLOWED_CHAR = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
const NAME = /^[A-Za-z_:][\w.:-]*/;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
  if (raw.includes('<')) throw new Error(`"<" in character data or attribute value near ${at}`);
  return raw.replace(/&([^;]*);|&/g, (match, ref: string | undefined) => {
    if (ref === undefined) throw new Error(`bare "&" near ${at}`);
    const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(ref);
    if (numeric !== null) {
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      const char = code <= 0x10ffff ? String.fromCodePoint(code) : '';
      if (char === '' || !ALLOWED_CHAR.test(char) || (code >= 0xd800 && code <= 0xdfff))
        throw new Error(`reference &${ref}; to a character XML 1.0 forbids near ${at}`);
      return char;
    }
    const named = ENTITIES[ref];
    if (named === undefined) throw new Error(`unknown entity ${match} near ${at}`);
    return named;
  });
}

// For tests: proves a report is well-formed without pulling in an XML library.
/** Parses the XML toolfuzz writes (no DTD), throwing on anything not well-formed, characters XML 1.0 forbids included. */
export function parseXml(xml: string): XmlElement {
  if (!ALLOWED_CHAR.test(xml)) throw new Error('a character XML 1.0 forbids (a control character or a lone surrogate)');
  let i = 0;
  const skipMisc = (): void => {
    for (;;) {
      const ws = /^\s*/.exec(xml.slice(i));
      i += ws?.[0].length ?? 0;
      if (xml.startsWith('<!--', i)) {
        const end = xml.indexOf('-->', i);
        if (end < 0) throw new Error('unterminated comment');
        i = end + 3;
      } else return;
    }
  };
  if (xml.startsWith('<?xml', i)) {
    const end = xml.indexOf('?>', i);
    if (end < 0) throw new Error('unterminated XML declaration');
    i = end + 2;
  }
  skipMisc();
  const element = (): XmlElement => {
    if (xml[i] !== '<') throw new Error(`expected an element at ${i}`);
    i++;
    const name = NAME.exec(xml.slice(i))?.[0];
    if (name === undefined) throw new Error(`bad element name at ${i}`);
    i += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      const ws = /^\s*/.exec(xml.slice(i))?.[0] ?? '';
      i += ws.length;
      if (xml.startsWith('/>', i)) {
        i += 2;
        return { name, attributes, children: [], text: '' };
      }
      if (xml[i] === '>') {
        i++;
        break;
      }
      if (ws === '') throw new Error(`expected whitespace before an attribute at ${i}`);
      const attr = /^([A-Za-z_:][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/.exec(xml.slice(i));
      if (attr === null) throw new Error(`bad attribute at ${i} in <${name}>`);
      const key = attr[1] as string;
      if (Object.hasOwn(attributes, key)) throw new Error(`duplicate attribute ${key} in <${name}>`);
      // Attribute-value normalisation: literal whitespace becomes a space, references survive.
      attributes[key] = decode((attr[3] ?? attr[4] ?? '').replace(/[\t\n\r]/g, ' '), i);
      i += attr[0].length;
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      if (i >= xml.length) throw new Error(`unclosed <${name}>`);
      if (xml.startsWith('</', i)) {
        const close = /^<\/([^\s>]+)\s*>/.exec(xml.slice(i));
        if (close === null || close[1] !== name) throw new Error(`</${close?.[1] ?? '?'}> closes <${name}> at ${i}`);
        i += close[0].length;
        return { name, attributes, children, text };
      }
      if (xml.startsWith('<![CDATA[', i)) {
        const end = xml.indexOf(']]>', i);
        if (end < 0) throw new Error('unterminated CDATA');
        text += xml.slice(i + 9, end);
        i = end + 3;
      } else if (xml.startsWith('<!--', i)) {
        const end = xml.indexOf('-->', i);
        if (end < 0) throw new Error('unterminated comment');
        i = end + 3;
      } else if (xml[i] === '<') children.push(element());
      else {
        const next = xml.indexOf('<', i);
        const raw = xml.slice(i, next < 0 ? xml.length : next);
        if (raw.includes(']]>')) throw new Error(`"]]>" in character data at ${i}`);
        // End-of-line handling: a literal CR reaches the application as LF.
        text += decode(raw.replace(/\r\n?/g, '\n'), i);
        i += raw.length;
      }
    }
  };
  const root = element();
  skipMisc();
  if (i !== xml.length) throw new Error(`content after the root element at ${i}`);
  return root;
}
