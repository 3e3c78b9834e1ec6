#!/usr/bin/env node
// No import circle in a Rust crate: reads every `use crate::…`, `use super::…` and inline
// `crate::a::b` path of the crate's files (tests left out), resolves each to the file of the
// module it names, and fails when the files, or the rooms (the first folder under src/), import
// each other in a circle. A circle means neither side can be read, tested or changed alone.
// Usage: node scripts/check-rust-imports.mjs <crate src dir>… (no dependencies).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every .rs file below `dir`. */
function rustFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return rustFiles(path);
    return name.endsWith('.rs') ? [path] : [];
  });
}

/** The module path of a file: `storage/inbox/mod.rs` → `storage::inbox`, `lib.rs` → ``. */
export function modulePath(file) {
  const parts = file.replace(/\.rs$/, '').split(sep);
  if (['mod', 'lib', 'main'].includes(parts[parts.length - 1])) parts.pop();
  return parts.join('::');
}

/** The source without comments, string literals and the test modules at the end of a file. */
function code(text) {
  const cut = text.search(/^#\[cfg\(test\)\]\s*\n\s*(pub\s+)?mod\s/m);
  return (cut >= 0 ? text.slice(0, cut) : text)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/"(?:\\.|[^"\\])*"/g, '""');
}

/** Expands a use tree (`a::{b, c::d}`) into its full paths. */
export function expandUseTree(tree) {
  const t = tree.replace(/\s+/g, '');
  const open = t.indexOf('{');
  if (open < 0) return [t.replace(/::self$/, '').replace(/\bas\w+$/, '')];
  const prefix = t.slice(0, open);
  const inner = t.slice(open + 1, t.lastIndexOf('}'));
  const items = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= inner.length; i++) {
    const c = inner[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if ((c === ',' || c === undefined) && depth === 0) {
      if (i > start) items.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  return items.flatMap((item) => (item === 'self' ? [prefix.replace(/::$/, '')] : expandUseTree(prefix + item)));
}

/** The crate-absolute paths a file's code names (`crate::…`, `super::…`, `self::…`). */
export function namedPaths(source, own) {
  const text = code(source);
  const paths = [];
  for (const m of text.matchAll(/\buse\s+((?:crate|super|self)::[^;]+);/g)) paths.push(...expandUseTree(m[1]));
  for (const m of text.matchAll(/(?<![\w:])((?:crate|super)(?:::\w+)+)/g)) paths.push(m[1]);
  return paths.map((p) => absolute(p, own)).filter((p) => p !== null);
}

/** `super::x` in module `a::b` → `a::x`; `crate::x` → `x`. */
function absolute(path, own) {
  const parts = path.split('::');
  let base = own ? own.split('::') : [];
  if (parts[0] === 'crate') return parts.slice(1).join('::');
  while (parts[0] === 'super' || parts[0] === 'self') {
    if (parts.shift() === 'super') {
      if (base.length === 0) return null;
      base = base.slice(0, -1);
    }
  }
  return [...base, ...parts].join('::');
}

/** The file (by module path) that defines the longest known prefix of `path`. */
function resolve(path, modules) {
  const parts = path.split('::');
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join('::');
    if (modules.has(prefix)) return prefix;
  }
  return null;
}

/** Strongly connected components of more than one node (Tarjan). */
export function circles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) {
        info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
      }
    }
    if (info.get(v).low === info.get(v).index) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return found;
}

/** The file and room graphs of one crate's src/ folder. */
export function graphs(srcDir) {
  const files = rustFiles(srcDir).map((f) => relative(srcDir, f));
  const modules = new Map(files.filter((f) => f !== 'main.rs').map((f) => [modulePath(f), f]));
  const fileGraph = new Map();
  const roomGraph = new Map();
  const room = (mod) => mod.split('::')[0] || '(root)';
  for (const [own] of modules) {
    const targets = new Set();
    for (const path of namedPaths(readFileSync(join(srcDir, modules.get(own)), 'utf8'), own)) {
      const target = resolve(path, modules);
      // A module's own file, and the crate root's map (lib.rs only declares), are not imports.
      if (target === null || target === own || target === '') continue;
      targets.add(target);
      if (room(target) !== room(own)) {
        if (!roomGraph.has(room(own))) roomGraph.set(room(own), new Set());
        roomGraph.get(room(own)).add(room(target));
      }
    }
    fileGraph.set(own, targets);
  }
  return { fileGraph, roomGraph };
}

function main(dirs) {
  let failed = false;
  for (const dir of dirs) {
    const { fileGraph, roomGraph } = graphs(dir);
    const fileCircles = circles(fileGraph);
    const roomCircles = circles(roomGraph);
    for (const c of fileCircles) console.error(`${dir}: files import each other in a circle: ${c.join(' ⇄ ')}`);
    for (const c of roomCircles) console.error(`${dir}: rooms import each other in a circle: ${c.join(' ⇄ ')}`);
    failed ||= fileCircles.length + roomCircles.length > 0;
    console.log(`${dir}: ${fileGraph.size} modules, ${fileCircles.length} file circles, ${roomCircles.length} room circles`);
  }
  if (failed) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2).length ? process.argv.slice(2) : ['server/src', 'core-wasm/src']);
