import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { checkSpec } from './checkSpec.ts';

const TYPES = '(expected string, number, integer, boolean, object or array)';
const KEYWORDS = '(allowed: type, description, required, enum, default, properties, items)';

async function faultOf(value: unknown, path?: string): Promise<string> {
  return (await usageErrorOf(() => checkSpec(value, 'x.json', path))).message;
}

describe('checkSpec: valid specs', () => {
  it('returns the very spec it was given when every feature is used correctly', () => {
    const spec = {
      path: { type: 'string', description: 'Where.', required: true, default: 'a.txt' },
      mode: { type: 'string', enum: ['fast', 'slow'] },
      level: { type: 'integer', enum: [1, 2, 3], required: false },
      mixed: { type: 'number', enum: [1, 'one', true] },
      flag: { type: 'boolean', default: null },
      opts: { type: 'object', properties: { depth: { type: 'integer' } } },
      bag: { type: 'object' },
      files: { type: 'array', items: { type: 'object', required: true, properties: { name: { type: 'string' } } } },
      list: { type: 'array' },
    };
    expect(checkSpec(spec, 'x.json')).toBe(spec);
  });

  it('accepts an empty spec: a tool without arguments', () => {
    expect(checkSpec({}, 'x.json')).toEqual({});
  });

  it('accepts hostile property names, including an own __proto__ key made by JSON.parse', () => {
    const spec = JSON.parse(
      '{"__proto__": {"type": "object", "properties": {"constructor": {"type": "string"}, "": {"type": "integer"}}},' +
        ' "toString": {"type": "boolean"}, "a.b": {"type": "string"}, "ключ": {"type": "string"}}',
    ) as unknown;
    expect(Object.keys(checkSpec(spec, 'x.json'))).toEqual(['__proto__', 'toString', 'a.b', 'ключ']);
  });

  it('accepts property names that look like keywords inside a properties map', () => {
    const spec = {
      node: { type: 'object', properties: { type: { type: 'string' }, properties: { type: 'object' }, items: { type: 'array' } } },
    };
    expect(checkSpec(spec, 'x.json')).toBe(spec);
  });

  it('accepts enum members whose type differs from the declared type (real-world data the fuzzer must cope with)', () => {
    expect(() => checkSpec({ n: { type: 'integer', enum: ['1', '2'] } }, 'x.json')).not.toThrow();
  });
});

describe('checkSpec: faults name the file and the JSON path', () => {
  it('rejects a spec that is not an object: an array, null, a string', async () => {
    expect(await faultOf([])).toBe('x.json: $: expected a spec object mapping property names to { "type": ... }, got an array');
    expect(await faultOf(null)).toBe('x.json: $: expected a spec object mapping property names to { "type": ... }, got null');
    expect(await faultOf('spec', '$.tools[0].schema')).toBe(
      'x.json: $.tools[0].schema: expected a spec object mapping property names to { "type": ... }, got string "spec"',
    );
  });

  it('rejects a property that is not an object', async () => {
    expect(await faultOf({ mode: 'string' })).toBe(
      'x.json: $.mode: expected a property spec object ({ "type": ... }), got string "string"',
    );
    expect(await faultOf({ mode: [] })).toBe('x.json: $.mode: expected a property spec object ({ "type": ... }), got an array');
  });

  it('rejects a missing type', async () => {
    expect(await faultOf({ mode: { description: 'no type' } })).toBe(`x.json: $.mode: missing "type" ${TYPES}`);
  });

  it('rejects an unknown type deep inside tools, objects and arrays', async () => {
    const spec = { opts: { type: 'object', properties: { mode: { type: 'date' } } } };
    expect(await faultOf(spec, '$.tools[2].schema')).toBe(
      `x.json: $.tools[2].schema.opts.properties.mode.type: unknown type "date" ${TYPES}`,
    );
    expect(await faultOf({ files: { type: 'array', items: { type: 'file' } } })).toBe(
      `x.json: $.files.items.type: unknown type "file" ${TYPES}`,
    );
    expect(await faultOf({ n: { type: 'float' } })).toBe(`x.json: $.n.type: unknown type "float" ${TYPES}`);
    expect(await faultOf({ n: { type: ['string', 'null'] } })).toBe(`x.json: $.n.type: unknown type an array ${TYPES}`);
  });

  it('treats a type inherited from the prototype as missing (own keys only)', async () => {
    const prop = Object.create({ type: 'string' }) as object;
    expect(await faultOf({ p: prop })).toBe(`x.json: $.p: missing "type" ${TYPES}`);
  });

  it('rejects unknown keywords, naming them', async () => {
    expect(await faultOf({ command: { type: 'string', minLength: 1 } })).toBe(
      `x.json: $.command.minLength: unknown keyword "minLength" ${KEYWORDS}`,
    );
    expect(await faultOf({ o: { type: 'object', additionalProperties: false } })).toBe(
      `x.json: $.o.additionalProperties: unknown keyword "additionalProperties" ${KEYWORDS}`,
    );
  });

  it('quotes property names that are not identifiers in the path', async () => {
    expect(await faultOf({ 'a.b': { type: 'strin' } })).toBe(`x.json: $["a.b"].type: unknown type "strin" ${TYPES}`);
    expect(await faultOf({ '': { type: 'strin' } })).toBe(`x.json: $[""].type: unknown type "strin" ${TYPES}`);
    expect(await faultOf({ 'line\nbreak': { type: 'strin' } })).toBe(`x.json: $["line\\nbreak"].type: unknown type "strin" ${TYPES}`);
  });

  it('rejects items on a non-array and properties on a non-object', async () => {
    expect(await faultOf({ files: { type: 'string', items: { type: 'string' } } })).toBe(
      'x.json: $.files.items: "items" is only allowed on type "array", not "string"',
    );
    expect(await faultOf({ opts: { type: 'array', properties: {} } })).toBe(
      'x.json: $.opts.properties: "properties" is only allowed on type "object", not "array"',
    );
  });

  it('rejects properties and items of the wrong shape', async () => {
    expect(await faultOf({ opts: { type: 'object', properties: [] } })).toBe(
      'x.json: $.opts.properties: "properties" must be an object mapping property names to specs, got an array',
    );
    expect(await faultOf({ files: { type: 'array', items: [{ type: 'string' }] } })).toBe(
      'x.json: $.files.items: "items" must be a property spec object, got an array',
    );
    expect(await faultOf({ files: { type: 'array', items: {} } })).toBe(`x.json: $.files.items: missing "type" ${TYPES}`);
  });

  it('rejects a required that is not a boolean and a description that is not a string', async () => {
    expect(await faultOf({ a: { type: 'string', required: 'yes' } })).toBe(
      'x.json: $.a.required: "required" must be a boolean, got string "yes"',
    );
    expect(await faultOf({ a: { type: 'string', required: ['a'] } })).toBe(
      'x.json: $.a.required: "required" must be a boolean, got an array',
    );
    expect(await faultOf({ a: { type: 'string', description: 3 } })).toBe(
      'x.json: $.a.description: "description" must be a string, got number 3',
    );
  });

  it('rejects an enum that is empty or not an array', async () => {
    expect(await faultOf({ a: { type: 'string', enum: [] } })).toBe(
      'x.json: $.a.enum: "enum" must be a non-empty array of strings, numbers and booleans, got an empty array',
    );
    expect(await faultOf({ a: { type: 'string', enum: 'fast' } })).toBe(
      'x.json: $.a.enum: "enum" must be a non-empty array of strings, numbers and booleans, got string "fast"',
    );
  });

  it('rejects enum members that are not JSON scalars', async () => {
    expect(await faultOf({ a: { type: 'string', enum: ['x', null] } })).toBe(
      'x.json: $.a.enum[1]: an enum member must be a string, a finite number or a boolean, got null',
    );
    expect(await faultOf({ a: { type: 'string', enum: [{}] } })).toBe(
      'x.json: $.a.enum[0]: an enum member must be a string, a finite number or a boolean, got an object',
    );
    expect(await faultOf({ a: { type: 'number', enum: [1, Number.NaN] } })).toBe(
      'x.json: $.a.enum[1]: an enum member must be a string, a finite number or a boolean, got number NaN',
    );
  });

  it('rejects duplicate enum members under JSON equality, 0 and -0 included', async () => {
    expect(await faultOf({ a: { type: 'string', enum: ['x', 'y', 'x'] } })).toBe(
      'x.json: $.a.enum[2]: duplicate enum member "x" (same as $.a.enum[0])',
    );
    expect(await faultOf(JSON.parse('{"a": {"type": "integer", "enum": [0, 1, -0]}}'))).toBe(
      'x.json: $.a.enum[2]: duplicate enum member 0 (same as $.a.enum[0])',
    );
  });

  it('keeps members equal in JavaScript but not in JSON apart: 1, "1" and true', () => {
    expect(() => checkSpec({ a: { type: 'string', enum: [1, '1', true, 'true'] } }, 'x.json')).not.toThrow();
  });

  it('accepts an enum on an array or object, as real specs write it (no value can match: the fuzzer treats it as unsatisfiable)', () => {
    const spec = { metrics: { type: 'array', enum: ['trust', 'buzz'], items: { type: 'string' } }, o: { type: 'object', enum: [1] } };
    expect(checkSpec(spec, 'x.json')).toBe(spec);
  });

  it('still checks the members of an enum on an array', async () => {
    expect(await faultOf({ l: { type: 'array', enum: ['a', 'a'] } })).toBe(
      'x.json: $.l.enum[1]: duplicate enum member "a" (same as $.l.enum[0])',
    );
  });

  it('folds a file name with a newline into the one line', async () => {
    const error = await usageErrorOf(() => checkSpec(null, 'odd\nname.json'));
    expect(error.message).toBe('odd name.json: $: expected a spec object mapping property names to { "type": ... }, got null');
  });
});
