// One table of `make bench` figures, bench/results/latest.md, so a change's effect is a diff of that
// file. `make bench` starts it (`begin`), then every bench script adds its rows as it measures:
//   node scripts/bench-table.mjs begin
//   node scripts/bench-table.mjs row <area> <figure> <value> [budget]
// or, from a Node script, `import { row } from '…/scripts/bench-table.mjs'`. A script run on its own
// (outside `make bench`) adds its rows to the table there is, starting one if there is none.
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const TABLE = process.env.BENCH_TABLE || join(repo, 'bench', 'results', 'latest.md');

export function begin() {
  mkdirSync(dirname(TABLE), { recursive: true });
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['-C', repo, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {}
  writeFileSync(
    TABLE,
    `# make bench: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}\n\n` +
      '| area | figure | value | budget |\n|---|---|---|---|\n',
  );
}

const cell = (s) => String(s ?? '').replaceAll('|', '\\|').replaceAll('\n', ' ');

export function row(area, figure, value, budget = '') {
  if (!existsSync(TABLE)) begin();
  appendFileSync(TABLE, `| ${cell(area)} | ${cell(figure)} | ${cell(value)} | ${cell(budget)} |\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [cmd, ...args] = process.argv.slice(2);
  if (cmd === 'begin') begin();
  else if (cmd === 'row' && args.length >= 3) row(...args);
  else {
    console.error('usage: bench-table.mjs begin | row <area> <figure> <value> [budget]');
    process.exit(2);
  }
}
