// Photos of a self-assessment on their way to the clinic (issue 15 point 1, issue 11): a large phone
// photo is downscaled in the browser to the core's long side before upload, the right way up; a photo
// dropped on the chooser before the scripts take over is kept, and never opens in place of the page.
// Books no day (no openDay range used).
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { open, url, waitForHydration } from './helpers';
import { tr } from './forms-support';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contract = join(repo, 'frontend', 'src', 'generated', 'contract.json');
const { LIMITS } = JSON.parse(readFileSync(contract, 'utf8')).values as { LIMITS: { photoLongSide: number; photoMb: number } };
const LONG_SIDE = LIMITS.photoLongSide;
const MAX_BYTES = LIMITS.photoMb * 1024 * 1024;
const previews = (page: Page) => page.getByRole('list', { name: tr('en', 'assess-photos-list') }).getByRole('img');
const photoInput = (page: Page) => page.locator('input[type="file"]');

/**
 * A photo-like JPEG (or PNG) made by the page's own canvas: soft shapes and fine grain, so it does not
 * compress like a flat test card (about 0.2 bytes a pixel as JPEG; a phone's own are somewhat larger).
 */
async function cameraPhoto(page: Page, width: number, height: number, as: { type?: string; seeThrough?: boolean; grain?: boolean } = {}): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, type, seeThrough, grain }) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      let seed = 7;
      const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
      ctx.fillStyle = '#c9a48a';
      ctx.fillRect(0, 0, width, height);
      for (let i = 0; i < 60; i++) {
        const x = random() * width;
        const y = random() * height;
        const r = (0.05 + random() * 0.3) * Math.max(width, height);
        const g = ctx.createRadialGradient(x, y, 0, x, y, r);
        g.addColorStop(0, `rgba(${(random() * 255) | 0},${(random() * 200) | 0},${(random() * 160) | 0},0.6)`);
        g.addColorStop(1, 'rgba(0,0,0,0)');
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, width, height);
      }
      // sensor grain, a band of rows at a time (a 48 MP frame at once would need 190 MB more)
      const band = 256;
      for (let top = 0; grain && top < height; top += band) {
        const rows = Math.min(band, height - top);
        const pixels = ctx.getImageData(0, top, width, rows);
        const d = pixels.data;
        for (let i = 0; i < d.length; i += 4) {
          const n = (random() - 0.5) * 14;
          d[i] += n;
          d[i + 1] += n;
          d[i + 2] += n;
        }
        ctx.putImageData(pixels, 0, top);
      }
      if (seeThrough) ctx.clearRect(0, 0, width / 4, height / 4);
      const blob = await canvas.convertToBlob({ type, quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { width, height, type: as.type ?? 'image/jpeg', seeThrough: as.seeThrough ?? false, grain: as.grain ?? true },
  );
  return Buffer.from(base64, 'base64');
}

/** The JPEG with an EXIF orientation tag (6: the camera was turned, show it rotated 90° clockwise). */
function withOrientation6(jpeg: Buffer): Buffer {
  // APP1 "Exif\0\0", a big-endian TIFF header, one IFD entry: 0x0112 Orientation, SHORT, 1, value 6
  const tiff = Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** Width and height from a PNG's header chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Width and height from a JPEG's frame header. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let i = 2;
  while (i + 9 < jpeg.length) {
    if (jpeg[i] !== 0xff) throw new Error(`not a JPEG marker at ${i}`);
    const marker = jpeg[i + 1];
    const length = jpeg.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: jpeg.readUInt16BE(i + 5), width: jpeg.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  throw new Error('no frame header');
}

/**
 * Keeps the photos of every multipart body the page sends (the DevTools protocol does not expose a
 * body made of files), so the test reads exactly the bytes that went to the server.
 */
async function recordUploads(page: Page) {
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
      if (body instanceof FormData) (window as unknown as { sentPhotos: FormDataEntryValue[] }).sentPhotos = body.getAll('images');
      return send.call(this, body);
    };
  });
}

async function sentPhotos(page: Page): Promise<{ filename: string; type: string; bytes: Buffer }[]> {
  const sent = await page.evaluate(async () =>
    Promise.all(
      ((window as unknown as { sentPhotos?: File[] }).sentPhotos ?? []).map(async (file) => {
        const bytes = new Uint8Array(await file.arrayBuffer());
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return { filename: file.name, type: file.type, base64: btoa(text) };
      }),
    ),
  );
  return sent.map(({ filename, type, base64 }) => ({ filename, type, bytes: Buffer.from(base64, 'base64') }));
}

/** Bytes of the request body the server received (photos and answers together), as sent on the wire. */
async function bodyBytes(request: Request): Promise<number> {
  return Number((await request.allHeaders())['content-length']);
}

/** The sizes of the photos the server stored since `since` (the e2e server keeps them under data/uploads). */
function storedSince(since: number): { width: number; height: number }[] {
  const dir = join(repo, 'data', 'uploads', 'assessments');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jpg') && statSync(join(dir, name)).mtimeMs >= since)
    .map((name) => jpegSize(readFileSync(join(dir, name))));
}

/** From now on, the page's main-thread tasks over 50 ms are noted (what would hold back typing). */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(Math.round(e.duration)))).observe({ type: 'longtask' });
  });
}
const longestTask = async (page: Page) => Math.max(0, ...(await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)));
/** How long each photo took to prepare, in ms (the app's `photo-prepare` performance entries). */
const preparedMs = (page: Page) => page.evaluate(() => performance.getEntriesByName('photo-prepare').map((e) => Math.round(e.duration)));

async function answerAndSend(page: Page): Promise<Request> {
  await page.getByRole('radio', { name: tr('en', 'assess-size-2_to_5cm') }).check();
  await page.getByLabel(tr('en', 'assess-field-location')).selectOption('arm');
  await page.getByLabel(tr('en', 'assess-field-duration')).selectOption('over_year');
  await page.getByLabel(tr('en', 'assess-field-age')).fill('38');
  await page.getByRole('checkbox', { name: tr('en', 'assess-symptom-none') }).check();
  await page.getByRole('checkbox', { name: tr('en', 'assess-terms') }).check();
  await page.getByRole('checkbox', { name: tr('en', 'assess-health-consent') }).check();
  const upload = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/assessments');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/assessments');
  await page.getByRole('button', { name: tr('en', 'assess-submit') }).click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByRole('heading', { name: tr('en', 'assess-result-title') })).toBeFocused();
  return upload;
}

test.describe('a large phone photo is downscaled before upload', () => {
  test.setTimeout(120_000);

  test('a 24 MP photo, turned on its side by EXIF, reaches the server at 3000 px, upright and much smaller', async ({ page }) => {
    await recordUploads(page);
    await open(page, url('en', '/assessment'));
    const original = withOrientation6(await cameraPhoto(page, 6000, 4000));
    const since = Date.now() - 1000;
    await photoInput(page).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: original });
    await expect(previews(page)).toHaveCount(1);
    await expect(previews(page).first()).toHaveAccessibleName(/IMG_2041\.jpg/);
    // the preview shows what will be sent
    const shown = await previews(page).first().evaluate((img: HTMLImageElement) => img.decode().then(() => [img.naturalWidth, img.naturalHeight]));
    expect(shown).toEqual([2000, 3000]);

    const request = await answerAndSend(page);
    const parts = await sentPhotos(page);
    expect(parts).toHaveLength(1);
    const [sent] = parts;
    expect(sent.type).toBe('image/jpeg');
    expect(jpegSize(sent.bytes)).toEqual({ width: 2000, height: LONG_SIDE });
    const body = await bodyBytes(request);
    expect(body).toBeGreaterThan(sent.bytes.length);
    expect(body).toBeLessThan(original.length / 2);
    // the server keeps it at that size (it would have shrunk a larger photo to its own, larger cap)
    expect(storedSince(since)).toContainEqual({ width: 2000, height: LONG_SIDE });
  });

  test('a 12 MP and a 48 MP photo are sent at the core’s long side; the 48 MP one, over the size limit as taken, is no longer refused', async ({ page }) => {
    await recordUploads(page);
    await open(page, url('en', '/assessment'));
    const figures: string[] = [];
    const taken: number[] = [];
    for (const [name, width, height] of [['twelve.jpg', 4032, 3024], ['fortyeight.jpg', 8064, 6048]] as const) {
      const buffer = await cameraPhoto(page, width, height);
      taken.push(buffer.length);
      const before = await previews(page).count();
      await watchLongTasks(page);
      // chosen from disk, as a patient does (a buffer would be rebuilt by script in the page)
      const path = join(mkdtempSync(join(tmpdir(), 'clinic-photo-')), name);
      writeFileSync(path, buffer);
      const started = Date.now();
      await photoInput(page).setInputFiles(path);
      await expect(previews(page)).toHaveCount(before + 1, { timeout: 60_000 });
      const longest = await longestTask(page);
      figures.push(`${name} ${width}×${height}: ${buffer.length} bytes taken, downscaled in ${(await preparedMs(page)).at(-1)} ms, in the list after ${Date.now() - started} ms, longest main-thread task ${longest} ms`);
      // the work is in the worker: typing never waits for it (on the page itself a 24 MP photo holds
      // the main thread for most of a second, see the test without workers)
      expect(longest).toBeLessThan(300);
    }
    expect(taken[1]).toBeGreaterThan(MAX_BYTES);

    const request = await answerAndSend(page);
    const parts = await sentPhotos(page);
    expect(parts.map((p) => jpegSize(p.bytes))).toEqual([
      { width: LONG_SIDE, height: 2250 },
      { width: LONG_SIDE, height: 2250 },
    ]);
    parts.forEach((p, i) => {
      expect(p.bytes.length).toBeLessThan(taken[i]);
      figures[i] += `, ${p.bytes.length} bytes sent`;
    });
    figures.push(`request body ${await bodyBytes(request)} bytes against ${taken[0] + taken[1]} bytes taken`);
    test.info().annotations.push({ type: 'figures', description: figures.join('; ') });
    console.log(figures.join('\n'));
  });

  test('a browser without workers downscales on the page itself', async ({ page }) => {
    await page.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
    await recordUploads(page);
    await open(page, url('en', '/assessment'));
    expect(await page.evaluate(() => typeof Worker)).toBe('undefined');
    const original = await cameraPhoto(page, 6000, 4000);
    const path = join(mkdtempSync(join(tmpdir(), 'clinic-photo-')), 'wide.jpg');
    writeFileSync(path, original);
    await watchLongTasks(page);
    await photoInput(page).setInputFiles(path);
    await expect(previews(page)).toHaveCount(1);
    const figure = `without workers, 6000×4000: ${original.length} bytes taken, downscaled in ${(await preparedMs(page)).at(-1)} ms, longest main-thread task ${await longestTask(page)} ms`;
    test.info().annotations.push({ type: 'figures', description: figure });
    console.log(figure);
    await answerAndSend(page);
    const [sent] = await sentPhotos(page);
    expect(jpegSize(sent.bytes)).toEqual({ width: LONG_SIDE, height: 2000 });
    expect(sent.bytes.length).toBeLessThan(original.length);
  });

  test('a large opaque PNG goes as a JPEG; one with see-through pixels stays a PNG', async ({ page }) => {
    await recordUploads(page);
    await open(page, url('en', '/assessment'));
    // without grain: a PNG of a phone photo's grain stays over the size limit even at 3000 px
    const opaque = await cameraPhoto(page, 4000, 3000, { type: 'image/png', grain: false });
    const clear = await cameraPhoto(page, 4000, 3000, { type: 'image/png', grain: false, seeThrough: true });
    await photoInput(page).setInputFiles([
      { name: 'opaque.png', mimeType: 'image/png', buffer: opaque },
      { name: 'cut-out.png', mimeType: 'image/png', buffer: clear },
    ]);
    await expect(previews(page)).toHaveCount(2);
    await answerAndSend(page);
    const [first, second] = await sentPhotos(page);
    expect([first.filename, first.type, jpegSize(first.bytes)]).toEqual(['opaque.jpg', 'image/jpeg', { width: LONG_SIDE, height: 2250 }]);
    expect([second.filename, second.type, pngSize(second.bytes)]).toEqual(['cut-out.png', 'image/png', { width: LONG_SIDE, height: 2250 }]);
    expect(second.bytes.length).toBeLessThan(clear.length);
  });

  test('a photo already within the long side goes byte for byte as chosen', async ({ page }) => {
    await recordUploads(page);
    await open(page, url('en', '/assessment'));
    const original = await cameraPhoto(page, 1600, 1200);
    await photoInput(page).setInputFiles({ name: 'close.jpg', mimeType: 'image/jpeg', buffer: original });
    await expect(previews(page)).toHaveCount(1);
    const request = await answerAndSend(page);
    const [sent] = await sentPhotos(page);
    expect(await bodyBytes(request)).toBeGreaterThan(original.length);
    expect(sent.filename).toBe('close.jpg');
    expect(sent.bytes.equals(original)).toBe(true);
  });
});

/** Holds every script of the site back until the returned function is called: the page stays plain HTML. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.(js|wasm)$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer));

/** A real drag of a file from the desktop onto the point at the centre of `target` (DevTools input). */
async function dropFile(page: Page, path: string, target: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const data = { items: [], files: [path], dragOperationsMask: 1 };
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const) {
    await cdp.send('Input.dispatchDragEvent', { type, x: target.x, y: target.y, data });
  }
  await cdp.detach();
}

/** What the page did with the browser's default for each drag event so far, each once. */
const dropDefaults = (page: Page) => page.evaluate(() => [...new Set((window as unknown as { dropDefaults: string[] }).dropDefaults)]);

async function centre(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the drop target is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('a photo dropped before the scripts take over', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-drop-'));
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const photo = join(dir, 'dropped.png');
  writeFileSync(photo, PNG);

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'medical-privacy-consent',
        JSON.stringify({ analytics: false, functional: true, marketing: false, timestamp: new Date().toISOString(), version: '1.0' }),
      ),
    );
    // Headless Chromium never opens a dropped file in the tab as a desktop browser does, so the test
    // reads whether the page refused the browser's default (what stops that) once each event is done.
    await page.addInitScript(() => {
      const w = window as unknown as { dropDefaults: string[] };
      w.dropDefaults = [];
      for (const type of ['dragover', 'drop']) {
        addEventListener(type, (e) => setTimeout(() => w.dropDefaults.push(`${type} ${e.defaultPrevented ? 'prevented' : 'allowed'} ${(e as DragEvent).dataTransfer?.dropEffect}`)));
      }
    });
  });

  test('dropped on the chooser, it stays on the page, keeps what was typed, and is in the list once the scripts arrive', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(url('en', '/assessment'), { waitUntil: 'domcontentloaded' });
    const page_url = page.url();
    await page.getByLabel(tr('en', 'assess-field-age')).fill('51');
    await dropFile(page, photo, await centre(page.getByTestId('photo-drop')));
    await expect.poll(() => dropDefaults(page)).toEqual(['dragover prevented copy', 'drop prevented copy']);
    await expect.poll(() => photoInput(page).evaluate((el: HTMLInputElement) => Array.from(el.files ?? []).map((f) => f.name))).toEqual(['dropped.png']);
    expect(page.url()).toBe(page_url);
    expect(await hydrated(page)).toBe(false);

    release();
    await waitForHydration(page);
    await expect(previews(page)).toHaveCount(1);
    await expect(previews(page).first()).toHaveAccessibleName(/dropped\.png/);
    await expect(page.getByLabel(tr('en', 'assess-field-age'))).toHaveValue('51');
  });

  test('dropped anywhere else, it is refused instead of replacing the page', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(url('en', '/assessment'), { waitUntil: 'domcontentloaded' });
    const page_url = page.url();
    await page.getByLabel(tr('en', 'assess-field-age')).fill('51');
    await dropFile(page, photo, await centre(page.getByText(tr('en', 'forms-required-note'))));
    await expect.poll(() => dropDefaults(page)).toEqual(['dragover prevented none']);
    release();
    await waitForHydration(page);
    expect(page.url()).toBe(page_url);
    await expect(page.getByLabel(tr('en', 'assess-field-age'))).toHaveValue('51');
    await expect(previews(page)).toHaveCount(0);
    // after the scripts, the chooser takes a drop itself, and a miss still never opens the file
    await dropFile(page, photo, await centre(page.getByText(tr('en', 'forms-required-note'))));
    await dropFile(page, photo, await centre(page.getByTestId('photo-drop')));
    await expect(previews(page)).toHaveCount(1);
    expect(page.url()).toBe(page_url);
  });
});
