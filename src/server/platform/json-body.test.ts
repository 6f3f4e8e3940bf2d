import { describe, expect, it } from 'vitest';
import { hasDuplicateKeys } from './json-body';

describe('hasDuplicateKeys', () => {
  it.each([
    ['{"a":1,"a":2}', true],
    ['{"a":1,"b":{"a":2}}', false],
    ['{"a":{"b":1,"b":2}}', true],
    ['[{"a":1},{"a":2}]', false],
    ['{"a":"x","\\u0061":"y"}', true],
    ['{"a":"{\\"a\\":1}","b":"a"}', false],
    ['{"a":["a","a"]}', false],
    ['{ "a" : 1 , "b" : [ { "c" : 1 , "c" : 2 } ] }', true],
    ['"a"', false],
  ])('%s → %s', (text, expected) => {
    expect(hasDuplicateKeys(text)).toBe(expected);
  });
});
