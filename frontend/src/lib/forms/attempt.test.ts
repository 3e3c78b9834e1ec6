import { describe, expect, it } from 'vitest';
import { attemptKeys } from './attempt';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('a patient sending a form', () => {
  it('sends the same answers again under the same key (the server answers with the first result)', () => {
    const keys = attemptKeys(counter());
    expect(keys.keyFor('{"name":"A"}')).toBe('key-1');
    expect(keys.keyFor('{"name":"A"}')).toBe('key-1');
  });

  it('gets a new key for changed answers, and after a success', () => {
    const keys = attemptKeys(counter());
    keys.keyFor('{"name":"A"}');
    expect(keys.keyFor('{"name":"B"}')).toBe('key-2');
    keys.settle();
    expect(keys.keyFor('{"name":"B"}')).toBe('key-3');
  });
});
