import { describe, expect, it } from 'vitest';
import { parseXml } from './parseXml.ts';

describe('parseXml (the strict checker the JUnit tests rely on)', () => {
  it('parses declaration, nested elements, attributes, entities, CDATA and comments', () => {
    const doc = parseXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- c --><a x="1 &amp; &#60; &#x3E;" y=\'q\'><b/><c>t&lt;<![CDATA[<raw>]]></c><!-- d --></a>\n',
    );
    expect(doc.name).toBe('a');
    expect(doc.attributes).toEqual({ x: '1 & < >', y: 'q' });
    expect(doc.children.map((c) => c.name)).toEqual(['b', 'c']);
    expect(doc.children[1]?.text).toBe('t<<raw>');
  });

  it.each([
    ['an unclosed element', '<a><b></a>'],
    ['a mismatched close', '<a></b>'],
    ['two roots', '<a/><b/>'],
    ['a bare ampersand', '<a>&</a>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['a < in an attribute', '<a x="<"/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['a duplicate attribute', '<a x="1" x="2"/>'],
    ['a NUL character', '<a>\u0000</a>'],
    ['a lone surrogate', '<a>\uD800</a>'],
    ['a reference to NUL', '<a>&#0;</a>'],
    ['a reference to a surrogate', '<a>&#xD800;</a>'],
    [']]> in text', '<a>]]></a>'],
    ['text after the root', '<a/>x'],
  ])('rejects %s', (_name, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});
