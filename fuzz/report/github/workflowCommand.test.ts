import { describe, expect, it } from 'vitest';
import { escapeCommandData, escapeCommandProperty, workflowCommand } from './workflowCommand.ts';

// How the runner reads them back (actions/runner CommandStringConvert): the inverse must restore the text.
const unescapeData = (text: string): string => text.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%');
const unescapeProperty = (text: string): string => unescapeData(text.replaceAll('%3A', ':').replaceAll('%2C', ','));

describe('workflow command escaping', () => {
  it('escapes %, CR and LF in messages, % first so nothing is escaped twice', () => {
    expect(escapeCommandData('100%0A done\r\nnext: a,b')).toBe('100%250A done%0D%0Anext: a,b');
    expect(unescapeData(escapeCommandData('50% off\r\n::error::%0A'))).toBe('50% off\r\n::error::%0A');
  });

  it('also escapes : and , in properties', () => {
    expect(escapeCommandProperty('F1: a,b%\n')).toBe('F1%3A a%2Cb%25%0A');
    expect(unescapeProperty(escapeCommandProperty('t::x,y=%3A\r\n'))).toBe('t::x,y=%3A\r\n');
  });

  it('builds one line, leaving out undefined properties', () => {
    const line = workflowCommand('error', { title: 'toolfuzz F1: a, b', file: undefined, line: '3' }, 'first\nsecond');
    expect(line).toBe('::error title=toolfuzz F1%3A a%2C b,line=3::first%0Asecond');
    expect(line).not.toContain('\n');
    expect(workflowCommand('notice', {}, 'm')).toBe('::notice::m');
  });
});
