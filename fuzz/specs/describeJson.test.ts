import { describe, expect, it } from 'vitest';
import { jsonPathIndex, jsonPathKey } from './describeJson.ts';

describe('jsonPath', () => {
  it('uses dot notation for identifiers, including hostile ones', () => {
    expect(jsonPathKey('$', 'mode')).toBe('$.mode');
    expect(jsonPathKey('$', '__proto__')).toBe('$.__proto__');
    expect(jsonPathKey('$.a', '$ref')).toBe('$.a.$ref');
  });

  it('uses a quoted bracket for anything else, escaping it as JSON', () => {
    expect(jsonPathKey('$', 'a.b')).toBe('$["a.b"]');
    expect(jsonPathKey('$', '')).toBe('$[""]');
    expect(jsonPathKey('$', '1st')).toBe('$["1st"]');
    expect(jsonPathKey('$', 'say "hi"\n')).toBe('$["say \\"hi\\"\\n"]');
    expect(jsonPathKey('$', 'ключ')).toBe('$["ключ"]');
  });

  it('appends array indexes', () => {
    expect(jsonPathIndex(jsonPathKey('$', 'tools'), 2)).toBe('$.tools[2]');
  });
});
