import { describe, expect, it } from 'vitest';
import { downscale, LONG_SIDE, renamed, targetSize, type Decoded, type Graphics, type Size } from './downscale';

const jpegFile = (bytes: number, name = 'IMG_0001.JPG', type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

/** A browser stand-in: decodes to the given size, encodes to `encodedBytes` of the requested type. */
function fakeGraphics(
  decoded: Size | 'fails',
  { encodedBytes = 500_000, opaque = true, encodedType }: { encodedBytes?: number; opaque?: boolean; encodedType?: string } = {},
) {
  const calls = { drawn: [] as Size[], encoded: [] as { type: string; quality: number }[], closed: 0 };
  const graphics: Graphics<Decoded> = {
    decode: async () => {
      if (decoded === 'fails') throw new DOMException('The source image cannot be decoded.', 'InvalidStateError');
      return { ...decoded, close: () => void calls.closed++ };
    },
    draw: (_image, size) => {
      calls.drawn.push(size);
      return {
        opaque: () => opaque,
        encode: async (type, quality) => {
          calls.encoded.push({ type, quality });
          return new Blob([new Uint8Array(encodedBytes)], { type: encodedType ?? type });
        },
      };
    },
  };
  return { graphics, calls };
}

describe('the size a photo is sent at', () => {
  it('the limit is the core contract’s, about 3000 px', () => {
    expect(LONG_SIDE).toBe(3000);
  });

  it('a photo within the limit goes as it is, the limit itself included', () => {
    expect(targetSize({ width: 3000, height: 2000 })).toBeNull();
    expect(targetSize({ width: 1, height: 1 })).toBeNull();
    expect(targetSize({ width: 0, height: 0 })).toBeNull();
  });

  it('a 12 MP and a 48 MP phone photo keep their shape at 3000 px on the long side', () => {
    expect(targetSize({ width: 4032, height: 3024 })).toEqual({ width: 3000, height: 2250 });
    expect(targetSize({ width: 6000, height: 8000 })).toEqual({ width: 2250, height: 3000 });
    expect(targetSize({ width: 3001, height: 3001 })).toEqual({ width: 3000, height: 3000 });
  });

  it('a panorama never loses its short side altogether', () => {
    expect(targetSize({ width: 60000, height: 10 })).toEqual({ width: 3000, height: 1 });
  });
});

describe('a chosen photo before upload', () => {
  it('a large JPEG is downscaled and re-encoded as JPEG at quality 0.85', async () => {
    const { graphics, calls } = fakeGraphics({ width: 8000, height: 6000 }, { encodedBytes: 900_000 });
    const { file, outcome } = await downscale(jpegFile(14_000_000), graphics);
    expect(outcome).toBe('downscaled');
    expect(calls.drawn).toEqual([{ width: 3000, height: 2250 }]);
    expect(calls.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect([file.name, file.type, file.size]).toEqual(['IMG_0001.JPG', 'image/jpeg', 900_000]);
    expect(calls.closed).toBeGreaterThan(0);
  });

  it('a photo within the limit is sent as chosen, untouched', async () => {
    const original = jpegFile(2_000_000);
    const { graphics, calls } = fakeGraphics({ width: 3000, height: 2000 });
    expect(await downscale(original, graphics)).toEqual({ file: original, outcome: 'within-limit' });
    expect(calls.drawn).toEqual([]);
  });

  it('the original is kept when the result would not be smaller', async () => {
    const original = jpegFile(400_000);
    const { graphics } = fakeGraphics({ width: 6000, height: 4000 }, { encodedBytes: 400_000 });
    expect(await downscale(original, graphics)).toEqual({ file: original, outcome: 'not-smaller' });
  });

  it('a photo the browser cannot decode (HEIC) passes through for the server to judge', async () => {
    const heic = jpegFile(3_000_000, 'IMG_0002.HEIC', 'image/heic');
    const { graphics } = fakeGraphics('fails');
    expect(await downscale(heic, graphics)).toEqual({ file: heic, outcome: 'undecodable' });
  });

  it('a browser without the APIs sends the original', async () => {
    const original = jpegFile(9_000_000);
    expect(await downscale(original, null)).toEqual({ file: original, outcome: 'unsupported' });
  });

  it('a browser that cannot encode JPEG (and quietly gives PNG) sends the original', async () => {
    const original = jpegFile(9_000_000);
    const { graphics } = fakeGraphics({ width: 8000, height: 6000 }, { encodedType: 'image/png' });
    expect(await downscale(original, graphics)).toEqual({ file: original, outcome: 'unsupported' });
  });

  it('a failure while drawing or encoding sends the original', async () => {
    const original = jpegFile(9_000_000);
    const { graphics } = fakeGraphics({ width: 8000, height: 6000 });
    const failing: Graphics<Decoded> = {
      ...graphics,
      draw: () => {
        throw new Error('out of memory');
      },
    };
    expect(await downscale(original, failing)).toEqual({ file: original, outcome: 'failed' });
  });

  it('an opaque PNG becomes a JPEG named .jpg; one with see-through pixels stays PNG', async () => {
    const png = jpegFile(20_000_000, 'scan.png', 'image/png');
    const opaque = fakeGraphics({ width: 5000, height: 5000 }, { opaque: true });
    expect((await downscale(png, opaque.graphics)).file).toMatchObject({ name: 'scan.jpg', type: 'image/jpeg' });
    const clear = fakeGraphics({ width: 5000, height: 5000 }, { opaque: false });
    expect((await downscale(png, clear.graphics)).file).toMatchObject({ name: 'scan.png', type: 'image/png' });
    expect(clear.calls.encoded[0].type).toBe('image/png');
  });
});

describe('file names follow what the file now is', () => {
  it('keeps a matching extension and replaces another', () => {
    expect(renamed('IMG_1.jpeg', 'image/jpeg')).toBe('IMG_1.jpeg');
    expect(renamed('lump.PNG', 'image/jpeg')).toBe('lump.jpg');
    expect(renamed('back', 'image/jpeg')).toBe('back.jpg');
    expect(renamed('.png', 'image/jpeg')).toBe('photo.jpg');
  });
});
