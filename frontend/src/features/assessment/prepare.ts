// Chosen photos are prepared for upload one at a time (a 48 MP photo decodes to about 190 MB), in a
// worker where the browser allows, else on the page; any failure of the worker keeps the work going.
import { browserGraphics, downscale, type Prepared } from './downscale';

let worker: Worker | null | undefined;

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined'
        ? new Worker(new URL('./downscale.worker.ts', import.meta.url), { type: 'module' })
        : null;
  } catch {
    worker = null;
  }
  return worker;
}

function inWorker(w: Worker, file: File): Promise<Prepared> {
  return new Promise((resolve, reject) => {
    const done = () => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
      w.removeEventListener('messageerror', onError);
    };
    const onMessage = (event: MessageEvent<Prepared>) => {
      done();
      resolve(event.data);
    };
    const onError = (event: Event) => {
      done();
      event.preventDefault();
      reject(new Error('worker'));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.addEventListener('messageerror', onError);
    w.postMessage(file);
  });
}

/** One photo as it will be sent; each takes a `photo-prepare` performance entry (DevTools shows it). */
export async function preparePhoto(file: File): Promise<Prepared> {
  const start = performance.now();
  const prepared = await prepareNow(file);
  performance.measure('photo-prepare', { start, detail: { outcome: prepared.outcome, before: file.size, after: prepared.file.size } });
  return prepared;
}

async function prepareNow(file: File): Promise<Prepared> {
  const w = startWorker();
  if (w) {
    try {
      const prepared = await inWorker(w, file);
      // a worker without a canvas of its own leaves the work to the page
      if (prepared.outcome !== 'unsupported') return prepared;
    } catch {
      w.terminate();
      worker = null;
    }
  }
  return downscale(file, browserGraphics());
}

/** The photos as they will be sent, in the order chosen. */
export async function preparePhotos(files: readonly File[]): Promise<File[]> {
  const out: File[] = [];
  for (const file of files) out.push((await preparePhoto(file)).file);
  return out;
}
