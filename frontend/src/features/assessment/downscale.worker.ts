// Downscales photos off the main thread, so typing never waits for a large photo's decode and draw.
import { browserGraphics, downscale } from './downscale';

const graphics = browserGraphics();

self.onmessage = async (event: MessageEvent<File>) => {
  self.postMessage(await downscale(event.data, graphics));
};
