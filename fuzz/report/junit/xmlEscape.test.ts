import { describe, expect, it } from 'vitest';
import { parseXml } from '../../testing/parseXml.ts';
import { replaceNonXmlChars, xmlAttr, xmlText } from './xmlEscape.ts';

const HOSTILE = 'a<b>&c "d" \'e\' ]]> \u0000 \u0008 \u000B \u001F \uD800 x \uDFFF \uFFFE \uFFFF tab\tlf\ncr\r 😀 \u{10FFFF} é';

describe('xml escaping', () => {
  it('shows characters XML 1.0 cannot carry as \\uXXXX, keeping tab, LF, CR, astral characters and surrogate pairs', () => {
    expect(replaceNonXmlChars('\u0000|\u0008|\u000B|\u000C|\u001F|\uFFFE|\uFFFF')).toBe(
      '\\u0000|\\u0008|\\u000b|\\u000c|\\u001f|\\ufffe|\\uffff',
    );
    expect(replaceNonXmlChars('lone \uD800 and \uDFFF, reversed \uDC00\uD800')).toBe('lone \\ud800 and \\udfff, reversed \\udc00\\ud800');
    expect(replaceNonXmlChars('\t\n\r 😀 \u{10FFFF} é \uE000 \uFFFD')).toBe('\t\n\r 😀 \u{10FFFF} é \uE000 \uFFFD');
  });

  it('text round-trips through a strict parser, CR included', () => {
    const doc = parseXml(`<r>${xmlText(HOSTILE)}</r>`);
    expect(doc.text).toBe(replaceNonXmlChars(HOSTILE));
  });

  it('attributes round-trip, whitespace included (no attribute-value normalisation loss)', () => {
    const doc = parseXml(`<r a="${xmlAttr(HOSTILE)}" b='${xmlAttr(HOSTILE)}'/>`);
    expect(doc.attributes['a']).toBe(replaceNonXmlChars(HOSTILE));
    expect(doc.attributes['b']).toBe(replaceNonXmlChars(HOSTILE));
  });

  it('escapes markup so nothing can open or close an element', () => {
    expect(xmlText('</failure><x>')).toBe('&lt;/failure&gt;&lt;x&gt;');
    expect(xmlAttr('" onload="x')).toBe('&quot; onload=&quot;x');
  });
});
