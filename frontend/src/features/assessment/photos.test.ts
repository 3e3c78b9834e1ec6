import { describe, expect, it } from 'vitest';
import { loadForms } from '../../lib/core';
import { admit, toggleSymptom } from './photos';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const photo = (name: string, head: Uint8Array, size = 1000) => ({ name, meta: { size, head } });

describe('photos are checked before upload', () => {
  it('a PDF renamed .jpg is refused by its content', async () => {
    const rules = await loadForms();
    const { accepted, refused } = admit(rules, [], [photo('scan.jpg', PDF), photo('lump.jpg', JPEG)]);
    expect(accepted.map((a) => a.name)).toEqual(['lump.jpg']);
    expect(refused.map((r) => [r.name, r.problem.code])).toEqual([['scan.jpg', 'file_type']]);
  });

  it('the sixth photo is one too many, whatever its type', async () => {
    const rules = await loadForms();
    const five = Array.from({ length: 5 }, () => ({ size: 1000, head: JPEG }));
    const { accepted, refused } = admit(rules, five, [photo('six.jpg', JPEG)]);
    expect(accepted).toEqual([]);
    expect(refused[0].problem).toMatchObject({ code: 'too_many_files', params: { max: 5 } });
  });

  it('a photo over 10 MB is refused with the limit', async () => {
    const rules = await loadForms();
    const { refused } = admit(rules, [], [photo('big.jpg', JPEG, 10 * 1024 * 1024 + 1)]);
    expect(refused[0].problem).toMatchObject({ code: 'file_too_large', params: { maxMb: 10 } });
  });
});

describe('symptoms', () => {
  it('none is exclusive both ways', () => {
    expect(toggleSymptom(['pain', 'itching'], 'none', true)).toEqual(['none']);
    expect(toggleSymptom(['none'], 'pain', true)).toEqual(['pain']);
    expect(toggleSymptom(['pain', 'itching'], 'pain', false)).toEqual(['itching']);
  });
});
