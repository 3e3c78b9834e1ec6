// Micro-benchmarks of clinic-core through the WASM build in Node, side by side with Fuse.js for search.
// Prints figures; asserts nothing (budgets are read by people, not by a flaky timer).
import { createRequire } from "node:module";
import { readFileSync, readdirSync, existsSync, writeFileSync, mkdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync, brotliCompressSync } from "node:zlib";
import Fuse from "fuse.js";
import { makeCorpus, recallAt } from "./corpus.mjs";
import { row } from "../../scripts/bench-table.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const core = createRequire(import.meta.url)(join(root, "pkg-node", "clinic_core.js"));

const time = (label, iterations, fn) => {
  for (let i = 0; i < Math.min(iterations, 50); i++) fn(i); // warm up
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn(i);
  const us = Number(process.hrtime.bigint() - t0) / 1e3 / iterations;
  console.log(`  ${label.padEnd(46)} ${us < 10 ? us.toFixed(2) : us.toFixed(1)} µs`);
  return us;
};

const wasm = readFileSync(join(root, "pkg", "clinic_core_bg.wasm"));
console.log("WASM core (pkg/clinic_core_bg.wasm)");
console.log(`  raw ${(wasm.length / 1024).toFixed(1)} KB · gzip ${(gzipSync(wasm, { level: 9 }).length / 1024).toFixed(1)} KB · brotli ${(brotliCompressSync(wasm).length / 1024).toFixed(1)} KB`);

console.log("WASM micro-benchmarks (Node " + process.version + ")");
const now = Date.UTC(2026, 10, 21, 1, 0, 0);
const booking = { name: "王小明", phone: "0912-345-678", email: "ming@example.com", branch: "taipei", preferredDate: "2026-11-23", preferredTime: "10:30", tumorType: "lipoma", termsAccepted: true, lang: "zh-TW" };
time("validate a booking", 20000, () => core.validateBooking(booking, now));

const t = new core.Translator();
const locales = ["zh-TW", "en", "ja", "ko", "es", "ar", "hi"];
for (const tag of locales) {
  const dir = join(root, "i18n", tag);
  if (!existsSync(dir)) continue;
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".ftl"))) t.addFtl(tag, readFileSync(join(dir, f), "utf8"));
}
const keys = t.keys("en");
const perThousand = time(`resolve 1,000 messages (${keys.length} keys × 7 locales)`, 20, () => {
  for (let i = 0; i < 1000; i++) t.translate(locales[i % 7], keys[i % keys.length], { min: 2, max: 5, count: i, maxMb: 10 });
});
console.log(`    = ${(perThousand / 1000).toFixed(2)} µs per message`);

const { docs, queries } = makeCorpus();
mkdirSync(join(root, "target", "bench"), { recursive: true });
writeFileSync(join(root, "target", "bench", "corpus.json"), JSON.stringify({ docs, queries }));
let index;
time("build search index over 10,000 titles", 3, () => { index = new core.Search("en", docs); });
const wasmUs = time(`search 10,000 titles (${queries.length} queries, per query)`, 10 * queries.length, (i) => index.search(queries[i % queries.length].query, undefined, 10));
const fuse = new Fuse(docs, { keys: ["title"], includeScore: true });
const fuseUs = time("Fuse.js, same titles and queries (per query)", queries.length, (i) => fuse.search(queries[i % queries.length].query, { limit: 10 }));
let wasmRecall = 0, fuseRecall = 0;
for (const q of queries) {
  wasmRecall += recallAt(10, index.search(q.query, undefined, 10).map((h) => h.id), q.relevant);
  fuseRecall += recallAt(10, fuse.search(q.query, { limit: 10 }).map((h) => h.item.id), q.relevant);
}
console.log(`  speed-up over Fuse.js                          ${(fuseUs / wasmUs).toFixed(0)}×`);
console.log(`  recall@10: clinic-core ${(wasmRecall / queries.length).toFixed(3)} · Fuse.js ${(fuseRecall / queries.length).toFixed(3)}`);
row("search", `10,000 titles, per query (${queries.length} queries)`, `${wasmUs.toFixed(1)} µs (Fuse.js ${fuseUs.toFixed(0)} µs)`);
row("search", "recall@10", `${(wasmRecall / queries.length).toFixed(3)} (Fuse.js ${(fuseRecall / queries.length).toFixed(3)})`);
