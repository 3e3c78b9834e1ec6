#!/usr/bin/env bash
# clinic-core figures: WASM size, WASM micro-benchmarks with the Fuse.js comparison, then native.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== clinic-core =="
node tests/bench/core-bench.mjs
cargo run --quiet --release -p clinic-core --example bench
