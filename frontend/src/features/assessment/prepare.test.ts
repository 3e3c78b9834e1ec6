import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Prepared } from './downscale';

/** A stand-in for the browser's worker: answers every photo as `reply` says. */
function fakeWorker(reply: (file: File) => Prepared | 'error') {
  const made: FakeWorker[] = [];
  class FakeWorker extends EventTarget {
    terminated = false;
    constructor() {
      super();
      made.push(this);
    }
    postMessage(file: File) {
      queueMicrotask(() => {
        const answer = reply(file);
        if (answer === 'error') this.dispatchEvent(new Event('error', { cancelable: true }));
        else this.dispatchEvent(new MessageEvent('message', { data: answer }));
      });
    }
    terminate() {
      this.terminated = true;
    }
  }
  return { FakeWorker, made };
}

const photo = () => new File([new Uint8Array(5_000_000)], 'IMG_9.jpg', { type: 'image/jpeg' });

describe('photos are prepared in a worker where there is one', () => {
  beforeEach(() => {
    vi.resetModules();
    // a worker needs an OffscreenCanvas to draw on; Node has none, so the page itself cannot decode
    vi.stubGlobal('OffscreenCanvas', class {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the worker’s downscaled photo is what goes, in the order chosen', async () => {
    const { FakeWorker, made } = fakeWorker((file) => ({ file: new File([new Uint8Array(10)], `small-${file.name}`), outcome: 'downscaled' }));
    vi.stubGlobal('Worker', FakeWorker);
    const { preparePhotos } = await import('./prepare');
    const files = await preparePhotos([photo(), new File([new Uint8Array(3)], 'b.png')]);
    expect(files.map((f) => f.name)).toEqual(['small-IMG_9.jpg', 'small-b.png']);
    expect(made).toHaveLength(1);
  });

  it('a worker that fails is stopped and the photo still goes, prepared by the page (here: as chosen)', async () => {
    const { FakeWorker, made } = fakeWorker(() => 'error');
    vi.stubGlobal('Worker', FakeWorker);
    const { preparePhoto } = await import('./prepare');
    const original = photo();
    expect(await preparePhoto(original)).toEqual({ file: original, outcome: 'unsupported' });
    expect(made[0].terminated).toBe(true);
    // and it is not asked again
    expect(await preparePhoto(original)).toEqual({ file: original, outcome: 'unsupported' });
    expect(made).toHaveLength(1);
  });

  it('a browser without workers prepares on the page', async () => {
    vi.stubGlobal('Worker', undefined);
    const { preparePhoto } = await import('./prepare');
    const original = photo();
    expect(await preparePhoto(original)).toEqual({ file: original, outcome: 'unsupported' });
  });

  it('each photo leaves a performance entry with its outcome and sizes', async () => {
    const { FakeWorker } = fakeWorker((file) => ({ file, outcome: 'within-limit' }));
    vi.stubGlobal('Worker', FakeWorker);
    performance.clearMeasures('photo-prepare');
    const { preparePhoto } = await import('./prepare');
    await preparePhoto(photo());
    const [entry] = performance.getEntriesByName('photo-prepare') as PerformanceMeasure[];
    expect(entry.detail).toEqual({ outcome: 'within-limit', before: 5_000_000, after: 5_000_000 });
  });
});
