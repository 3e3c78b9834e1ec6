// The site as built with GA_MEASUREMENT_ID, for analytics-tag.spec.ts, in its own directory (never
// frontend/dist, which the other browser tests are serving). The client bundles do not depend on the
// measurement id (it reaches a page through its page data), so this copies frontend/dist and prerenders
// the pages again into the copy: seconds, not a second Vite build.
//
// The copy also publishes one video: the site's videos are all still to come (no play button), and
// pressing play is what the product’s outgoing calls's video engagement measures.
//
// Usage: node tests/e2e/analytics-build.mjs <out dir> <measurement id> <video id> <its YouTube id>
// (analytics-build.config.ts passes the values analytics-fixture.ts holds)  →  <out dir>/dist
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function build(out, measurementId, videoId, youtubeId) {
  const source = join(repo, 'frontend', 'dist');
  if (!existsSync(join(source, 'index.html'))) throw new Error('frontend/dist is missing: run `make frontend` first');
  rmSync(out, { recursive: true, force: true });
  // Precompressed pages would be stale once the pages are prerendered again: only the bundles (unchanged)
  // keep theirs, the rest is served uncompressed.
  cpSync(source, join(out, 'dist'), {
    recursive: true,
    filter: (path) => !/\.(br|gz)$/.test(path) || path.includes(`${sep}assets${sep}`),
  });
  cpSync(join(repo, 'content'), join(out, 'root', 'content'), { recursive: true });
  const videosFile = join(out, 'root', 'content', 'videos.json');
  const videos = JSON.parse(readFileSync(videosFile, 'utf8'));
  const video = videos.find((v) => v.id === videoId);
  if (!video) throw new Error(`content/videos.json has no video ${videoId}`);
  video.youtubeId = youtubeId;
  writeFileSync(videosFile, JSON.stringify(videos, null, 2));
  execFileSync(process.execPath, [join(repo, 'frontend', 'scripts', 'prerender.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, GA_MEASUREMENT_ID: measurementId, PRERENDER_DIST: join(out, 'dist'), CONTENT_ROOT: join(out, 'root') },
  });
}

const [out, measurementId, videoId, youtubeId] = process.argv.slice(2);
if (!out || !measurementId || !videoId || !youtubeId) {
  throw new Error('usage: node tests/e2e/analytics-build.mjs <out dir> <measurement id> <video id> <its YouTube id>');
}
build(resolve(out), measurementId, videoId, youtubeId);
