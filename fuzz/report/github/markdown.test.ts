import { describe, expect, it } from 'vitest';
import { codeBlock, escapeHtml, escapeMarkdown, inlineCode } from './markdown.ts';

describe('markdown helpers', () => {
  it('escapeHtml leaves no markup and no line break', () => {
    expect(escapeHtml('<details>\n</summary> & "x"')).toBe('&lt;details&gt; &lt;/summary&gt; &amp; &quot;x&quot;');
  });

  it('escapeMarkdown neutralises emphasis, links, tables and html', () => {
    expect(escapeMarkdown('*a* _b_ [c](d) | `e` <f> #g')).toBe('\\*a\\* \\_b\\_ \\[c\\]\\(d\\) \\| \\`e\\` &lt;f&gt; \\#g');
  });

  it('inlineCode picks a delimiter longer than any backtick run inside', () => {
    expect(inlineCode('a')).toBe('`a`');
    expect(inlineCode('a `b` ``c``')).toBe('``` a `b` ``c`` ```');
    expect(inlineCode('a ``b`` c')).toBe('```a ``b`` c```');
    expect(inlineCode('`x`')).toBe('`` `x` ``');
    expect(inlineCode('two\nlines')).toBe('`two lines`');
  });

  it('codeBlock cannot be closed by the text inside', () => {
    expect(codeBlock('{"a":1}', 'json')).toBe('```json\n{"a":1}\n```');
    const hostile = 'x\n```\n</details>\n````';
    const block = codeBlock(hostile);
    expect(block.startsWith('`````\n')).toBe(true);
    expect(block.endsWith('\n`````')).toBe(true);
    expect(block.slice(6, -6)).toBe(hostile);
  });
});
