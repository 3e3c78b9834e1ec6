// Seeds for `make fuzz`: the shared validation vectors (tests/vectors/validate.json) as JSON bodies
// and as the data part of multipart bodies, and the photo fixtures (fuzz/seeds/image) as images and
// as photo parts. Written into fuzz/corpus/<target>/, which the fuzzer then grows (not in git), with
// a dictionary fuzz/corpus/<target>.dict for the two JSON targets.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fuzz = dirname(fileURLToPath(import.meta.url));
const vectors = JSON.parse(readFileSync(join(fuzz, '../tests/vectors/validate.json'), 'utf8')).cases;
const images = readdirSync(join(fuzz, 'seeds/image'))
  .sort()
  .map((name) => ({ name, bytes: readFileSync(join(fuzz, 'seeds/image', name)) }));
const corpus = (target) => {
  const dir = join(fuzz, 'corpus', target);
  mkdirSync(dir, { recursive: true });
  return (name, bytes) => writeFileSync(join(dir, name), bytes);
};

// A libFuzzer dictionary for the JSON bodies: the vectors' field names and short values, so mutations
// write the contract's keys and choices instead of waiting to guess them byte by byte.
const dictByte = (b) =>
  b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`;
const dictEntry = (text) => `"${[...Buffer.from(text)].map(dictByte).join('')}"`;
const tokens = new Set(['{', '}', '[', ']', ',', ':', 'true', 'false', 'null', '""']);
const collect = (value) => {
  if (Array.isArray(value)) value.forEach(collect);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      tokens.add(`"${key}":`);
      collect(inner);
    }
  } else if (typeof value === 'string' && Buffer.byteLength(value) <= 40) tokens.add(JSON.stringify(value));
};
vectors.forEach((c) => collect(c.input?.request));
const dictionary = (target, extra = []) =>
  writeFileSync(join(fuzz, 'corpus', `${target}.dict`), [...tokens, ...extra].map(dictEntry).join('\n') + '\n');

// json_body: the first byte picks the form (fuzz_targets/json_body.rs).
const FORM = { validateBooking: 0, validateInquiry: 1, validateAssessment: 2, validateWaitlist: 3 };
const json = corpus('json_body');
vectors.forEach((c, i) => {
  if (!(c.op in FORM) || c.input?.request === undefined) return;
  json(`vector-${i}`, Buffer.concat([Buffer.from([FORM[c.op]]), Buffer.from(JSON.stringify(c.input.request))]));
});

dictionary('json_body');

// multipart: boundary XfuzzX (fuzz_targets/multipart.rs); each assessment vector with 0–2 photos.
const part = (headers, body) =>
  Buffer.concat([Buffer.from(`--XfuzzX\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
const multipart = corpus('multipart');
vectors
  .filter((c) => c.op === 'validateAssessment' && c.input?.request !== undefined)
  .forEach((c, i) => {
    const parts = [
      part('Content-Disposition: form-data; name="data"\r\nContent-Type: application/json', JSON.stringify(c.input.request)),
    ];
    for (let k = 0; k < i % 3; k++) {
      const img = images[(i + k) % images.length];
      const type = img.name.endsWith('.png') ? 'image/png' : 'image/jpeg';
      parts.push(part(`Content-Disposition: form-data; name="images"; filename="${img.name}"\r\nContent-Type: ${type}`, img.bytes));
    }
    multipart(`vector-${i}`, Buffer.concat([...parts, Buffer.from('--XfuzzX--\r\n')]));
  });
dictionary('multipart', [
  '--XfuzzX\r\n',
  '--XfuzzX--',
  '\r\n\r\n',
  'Content-Disposition: form-data; ',
  'name="data"',
  'name="images"',
  'name="images[]"',
  'filename="a.jpg"',
  'Content-Type: image/jpeg',
]);

// image: the fixtures as they are.
const image = corpus('image');
for (const img of images) image(img.name, img.bytes);
