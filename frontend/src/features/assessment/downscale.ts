// A photo whose long side is above the core's limit is downscaled in the browser before upload: less
// to send on a slow network, less for the server to decode. Whenever that cannot be done well (the
// browser lacks the APIs, cannot decode the file, or the result would not be smaller) the photo goes
// as chosen and the server judges it, as it does for every client that does not downscale.
import { LIMITS } from '../../generated/contract';

/** Longest side, in pixels, a photo is sent at (the core's contract). */
export const LONG_SIDE = LIMITS.photoLongSide;
/** JPEG quality of a downscaled photo: close to a phone camera's own, and the server's first try. */
export const JPEG_QUALITY = 0.85;

export interface Size {
  width: number;
  height: number;
}

/** Why a photo goes as it goes: only `downscaled` replaces the patient's file. */
export type Outcome = 'downscaled' | 'within-limit' | 'not-smaller' | 'unsupported' | 'undecodable' | 'failed';

export interface Prepared {
  file: File;
  outcome: Outcome;
}

/** A decoded photo, the right way up (EXIF orientation applied). */
export interface Decoded extends Size {
  close(): void;
}

/** A photo drawn at its new size, ready to be encoded. */
export interface Drawn {
  /** Whether every pixel is opaque (a JPEG cannot keep transparency). */
  opaque(): boolean;
  encode(type: string, quality: number): Promise<Blob>;
}

/** What the browser offers for the work; tests pass their own. */
export interface Graphics<D extends Decoded = Decoded> {
  decode(file: Blob): Promise<D>;
  draw(image: D, size: Size): Drawn;
}

/** The size a photo is sent at, or null when it goes as it is (its long side is within `limit`). */
export function targetSize({ width, height }: Size, limit: number = LONG_SIDE): Size | null {
  const long = Math.max(width, height);
  if (!(width >= 1 && height >= 1 && long > limit)) return null;
  const scale = (side: number) => Math.max(1, Math.min(limit, Math.round((side * limit) / long)));
  return { width: scale(width), height: scale(height) };
}

/**
 * JPEG for every downscaled photo, except one with see-through pixels, which stays PNG (the server
 * keeps such a PNG as PNG too). A JPEG source is opaque by definition, so its pixels are not read.
 */
export function outputType(sourceType: string, drawn: Pick<Drawn, 'opaque'>): 'image/jpeg' | 'image/png' {
  return sourceType === 'image/jpeg' || drawn.opaque() ? 'image/jpeg' : 'image/png';
}

/** The patient's file name with the extension of what it now is. */
export function renamed(name: string, type: 'image/jpeg' | 'image/png'): string {
  const ext = type === 'image/jpeg' ? /\.jpe?g$/i : /\.png$/i;
  if (ext.test(name)) return name;
  const stem = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${stem}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}

/** Downscales one photo when its long side is above `limit`; otherwise, or on any failure, keeps it. */
export async function downscale<D extends Decoded>(file: File, graphics: Graphics<D> | null, limit: number = LONG_SIDE): Promise<Prepared> {
  if (!graphics) return { file, outcome: 'unsupported' };
  let image: D;
  try {
    image = await graphics.decode(file);
  } catch {
    // HEIC and the like, or not an image at all: the core's check and the server judge it
    return { file, outcome: 'undecodable' };
  }
  try {
    const size = targetSize(image, limit);
    if (!size) return { file, outcome: 'within-limit' };
    const drawn = graphics.draw(image, size);
    image.close();
    const type = outputType(file.type, drawn);
    const blob = await drawn.encode(type, JPEG_QUALITY);
    // a browser that cannot encode the type silently gives PNG instead
    if (blob.type !== type) return { file, outcome: 'unsupported' };
    if (blob.size >= file.size) return { file, outcome: 'not-smaller' };
    return { file: new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified }), outcome: 'downscaled' };
  } catch {
    return { file, outcome: 'failed' };
  } finally {
    image.close();
  }
}

interface Surface {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  toBlob(type: string, quality: number): Promise<Blob>;
}

/** An OffscreenCanvas (also in a worker), else a page canvas; null where there is neither. */
function surface({ width, height }: Size): Surface | null {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    return context && { context, toBlob: (type, quality) => canvas.convertToBlob({ type, quality }) };
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  return (
    context && {
      context,
      toBlob: (type, quality) =>
        new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode'))), type, quality)),
    }
  );
}

/** The browser's own decoder and canvas, or null when it lacks them. */
export function browserGraphics(): Graphics<ImageBitmap> | null {
  if (typeof createImageBitmap !== 'function') return null;
  if (typeof OffscreenCanvas === 'undefined' && typeof document === 'undefined') return null;
  return {
    decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
    draw(image, size) {
      const target = surface(size);
      if (!target) throw new Error('no canvas');
      const { context } = target;
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, size.width, size.height);
      return {
        opaque() {
          const pixels = context.getImageData(0, 0, size.width, size.height).data;
          for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) return false;
          return true;
        },
        encode: (type, quality) => target.toBlob(type, quality),
      };
    },
  };
}
