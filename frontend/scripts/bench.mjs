// Prints the first-load JS (gzip) of the home page per language: every JS file its HTML loads
// (the modules boot.js requests after first paint, which include the page chunk, and boot.js itself,
// inlined in the HTML), plus the WASM builds.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { row } from '../../scripts/bench-table.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const BUDGET_KB = 100;
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const homes = { 'zh-TW': 'index.html', en: 'en/index.html', ja: 'ja/index.html', ko: 'ko/index.html', es: 'es/index.html', ar: 'ar/index.html', hi: 'hi/index.html' };
let worst = 0;
for (const [lang, page] of Object.entries(homes)) {
  const html = readFileSync(join(dist, page), 'utf8');
  // The app's modules are listed for boot.js, which requests them once the page is painted.
  const listed = html.match(/<meta name="app-modules" content="([^"]+)"/)?.[1] ?? '';
  const files = listed.split(' ').filter(Boolean).map((f) => f.replace(/^\//, ''));
  const total = files.reduce((sum, f) => sum + gz(f), 0) + gz('boot.js');
  worst = Math.max(worst, total);
  console.log(`home ${lang.padEnd(5)} first-load JS ${(total / 1024).toFixed(1)} KB gzip (${files.length + 1} files)`);
  row('size', `first-load JS, home ${lang}`, `${(total / 1024).toFixed(1)} KB gzip`, `≤ ${BUDGET_KB} KB`);
}
console.log(`budget ${BUDGET_KB} KB: ${worst / 1024 <= BUDGET_KB ? 'met' : 'EXCEEDED'}`);

// The site ships three WASM builds (docs/decisions.md); each is named by the pkg folder it was
// copied from, found by identical bytes (Vite only renames them).
const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.wasm'));
const parts = [
  ['core (languages, translation, formats; every page, after first paint)', '../pkg'],
  ['forms (validation; form pages)', '../pkg-forms'],
  ['search (article search)', '../pkg-search'],
  ['claims (the dashboard content editor only)', '../pkg-claims'],
];
for (const [role, folder] of parts) {
  let source;
  try {
    source = readFileSync(fileURLToPath(new URL(`../${folder}/clinic_core_bg.wasm`, import.meta.url)));
  } catch {
    console.log(`wasm ${role}: ${folder} not built`);
    continue;
  }
  const asset = assets.find((f) => readFileSync(join(dist, 'assets', f)).equals(source));
  const kb = gzipSync(source, { level: 9 }).length / 1024;
  const br = brotliCompressSync(source).length / 1024;
  const budget = folder === '../pkg' ? ` (budget ${BUDGET_KB} KB gzip: ${kb <= BUDGET_KB ? 'met' : 'EXCEEDED'})` : '';
  row('size', `WASM ${folder.replace('../', '')}`, `${kb.toFixed(1)} KB gzip, ${br.toFixed(1)} KB brotli`, folder === '../pkg' ? `≤ ${BUDGET_KB} KB gzip` : '');
  console.log(`wasm ${role}: ${kb.toFixed(1)} KB gzip, ${br.toFixed(1)} KB brotli${asset ? '' : ' (not in dist: rebuild the frontend)'}${budget}`);
}

// The staff dashboard (its own build, docs/performance.md: its bundle ≤ 150 KB gzip JS, never loaded by public
// pages). The budget is read as what a staff member's browser downloads to open a screen: the JS the
// shell loads first plus that screen's own chunks, for the heaviest screen (docs/decisions.md). Every
// dashboard chunk together is printed beside it, so growth stays visible.
// The content editor's kept editor component (CodeMirror, code-editor.ts) is no screen: the content
// editor loads it on demand once it is open and usable (its textarea works until then), so it has a
// budget of its own, for its chunks beyond the shell (docs/performance.md), and is printed with the
// content editor's screen beside it.
const DASHBOARD_BUDGET_KB = 150;
const EDITOR_BUDGET_KB = 115;
const shell = readFileSync(join(dist, 'medical-dashboard', 'index.html'), 'utf8');
const firstLoad = [...shell.matchAll(/(?:src|href)="\/(assets\/dashboard-[^"]+\.js)"/g)].map((m) => m[1]);
const allDashboard = readdirSync(join(dist, 'assets')).filter((f) => f.startsWith('dashboard-') && f.endsWith('.js')).map((f) => `assets/${f}`);
const sum = (files) => [...files].reduce((s, f) => s + gz(f), 0) / 1024;
const staticImports = (file) => [...readFileSync(join(dist, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/(dashboard-[^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);
const closure = (files, seen = new Set()) => {
  for (const f of files) if (!seen.has(f)) { seen.add(f); closure(staticImports(f), seen); }
  return seen;
};
const opened = closure(firstLoad);
const editorChunks = allDashboard.filter((f) => f.startsWith('assets/dashboard-code-editor-'));
const screens = allDashboard.filter((f) => !opened.has(f) && !editorChunks.includes(f)).map((f) => ({ f, kb: sum(closure([f], new Set(opened))) }));
const heaviest = screens.reduce((a, b) => (b.kb > a.kb ? b : a), { f: 'none', kb: sum(opened) });
const dashTotal = sum(allDashboard); // its texts are .ftl files, not JS
console.log(`dashboard first-load JS ${sum(opened).toFixed(1)} KB gzip (${opened.size} files); heaviest screen opened ${heaviest.kb.toFixed(1)} KB (${heaviest.f.replace(/^assets\/dashboard-/, '').replace(/-[\w-]{8}\.js$/, '')}); all dashboard JS ${dashTotal.toFixed(1)} KB gzip (${allDashboard.length} files)`);
row('size', 'dashboard JS, shell + heaviest screen', `${heaviest.kb.toFixed(1)} KB gzip (first load ${sum(opened).toFixed(1)} KB, all chunks ${dashTotal.toFixed(1)} KB)`, `≤ ${DASHBOARD_BUDGET_KB} KB`);
console.log(`dashboard budget ${DASHBOARD_BUDGET_KB} KB (shell + heaviest screen): ${heaviest.kb <= DASHBOARD_BUDGET_KB ? 'met' : 'EXCEEDED'}`);
if (editorChunks.length === 0) console.log('content editor component: no dashboard-code-editor chunk (EXCEEDED: it must be a chunk of its own)');
else {
  const editorKb = sum(closure(editorChunks, new Set(opened))) - sum(opened);
  const contentScreen = allDashboard.filter((f) => f.startsWith('assets/dashboard-ContentEditorScreen-'));
  const withScreen = sum(closure([...contentScreen, ...editorChunks], new Set(opened)));
  console.log(`content editor component ${editorKb.toFixed(1)} KB gzip beyond the shell, on demand (budget ${EDITOR_BUDGET_KB} KB: ${editorKb <= EDITOR_BUDGET_KB ? 'met' : 'EXCEEDED'}); the content editor with it and the shell ${withScreen.toFixed(1)} KB`);
  row('size', 'dashboard content editor component (on demand)', `${editorKb.toFixed(1)} KB gzip (with the content editor screen and the shell ${withScreen.toFixed(1)} KB)`, `≤ ${EDITOR_BUDGET_KB} KB`);
}
const publicHtml = Object.values(homes).map((p) => readFileSync(join(dist, p), 'utf8'));
console.log(`public home pages referencing dashboard code: ${publicHtml.filter((h) => h.includes('dashboard-')).length}`);

// The health questions' page (/forms/intake, server-rendered; its script is a build of its own,
// vite.intake.config.ts): first load is the script with the chunks it imports at once (the forms
// WASM's glue included) and the forms WASM, against the public pages' budgets (docs/performance.md).
try {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'intake-manifest.json'), 'utf8'));
  const entry = manifest['src/intake/main.ts'];
  const files = new Set();
  const walk = (chunk) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(manifest[key]);
  };
  walk(entry);
  const js = [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0) / 1024;
  const wasmKb = gzipSync(readFileSync(fileURLToPath(new URL('../../pkg-forms/clinic_core_bg.wasm', import.meta.url))), { level: 9 }).length / 1024;
  console.log(`intake form first-load JS ${js.toFixed(1)} KB gzip (${files.size} files), WASM ${wasmKb.toFixed(1)} KB gzip (budgets ${BUDGET_KB} KB each: ${js <= BUDGET_KB && wasmKb <= BUDGET_KB ? 'met' : 'EXCEEDED'})`);
  row('size', 'intake form first load', `JS ${js.toFixed(1)} KB gzip, WASM ${wasmKb.toFixed(1)} KB gzip`, `≤ ${BUDGET_KB} KB each`);
} catch (error) {
  console.log(`intake form: not built (${error.message})`);
}
