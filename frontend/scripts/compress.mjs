// Precompresses every text asset in dist/ to .br and .gz (the server sends them when accepted).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const EXT = /\.(html|js|css|wasm|svg|xml|ftl|txt|json|webmanifest)$/;
let files = 0;
let raw = 0;
let br = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (EXT.test(name)) {
      const data = readFileSync(path);
      const b = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
      writeFileSync(`${path}.br`, b);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      files++;
      raw += data.length;
      br += b.length;
    }
  }
}
walk(dist);
console.log(`compressed ${files} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`);
