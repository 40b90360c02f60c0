import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseJsonTree } from './jsonTree.ts';
import { renderJsonTree } from './renderJsonTree.ts';

function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('parseJsonTree and renderJsonTree', () => {
  it('keep a number literal as it was sent', () => {
    const tree = parseJsonTree('{"n":1e400,"m":-0.50}');
    expect(plain(renderJsonTree(tree!))).toBe('{"n": 1e400, "m": -0.50}');
  });

  it('keep hostile keys as keys', () => {
    const tree = parseJsonTree('{"__proto__":{"x":1},"constructor":2}');
    expect(tree).toEqual({
      type: 'object',
      entries: [
        { key: '__proto__', value: { type: 'object', entries: [{ key: 'x', value: { type: 'number', raw: '1' } }] } },
        { key: 'constructor', value: { type: 'number', raw: '2' } },
      ],
    });
  });

  it('refuse what is not JSON', () => {
    for (const text of ['', '{', '{"a":}', '[1,]', 'NaN', '{"a":1} x', "{'a':1}"]) expect(parseJsonTree(text)).toBeUndefined();
  });

  it('print any JSON value back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const tree = parseJsonTree(text);
        expect(tree).toBeDefined();
        expect(JSON.parse(plain(renderJsonTree(tree!)))).toEqual(JSON.parse(text));
      }),
    );
  });

  it('wrap a marked entry, key included, and escape keys and strings', () => {
    const tree = parseJsonTree('{"<b>":"</script>"}');
    expect(renderJsonTree(tree!, (trail) => trail[0] === '<b>')).toBe(
      '{<mark class="hl"><span class="j-key">&quot;&lt;b&gt;&quot;</span>: <span class="j-string">&quot;&lt;/script&gt;&quot;</span></mark>}',
    );
  });
});
