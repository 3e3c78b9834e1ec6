#!/usr/bin/env bash
# Installs what the build and the tests need and are missing; quick when everything is there.
# Usage: scripts/install-tools.sh run|test|bench
set -euo pipefail
profile=${1:-run}
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=0.2.130   # must equal the wasm-bindgen pin in core-wasm/Cargo.toml
WASM_PACK_VERSION=0.15.1

say() { printf '==> %s\n' "$*"; }

if ! command -v cargo >/dev/null; then
  echo "cargo (Rust) is required: https://rustup.rs" >&2
  exit 1
fi
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "Node.js 20+ with npm is required" >&2
  exit 1
fi

if ! rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$'; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi
if [ "$(wasm-pack --version 2>/dev/null | awk '{print $2}')" != "$WASM_PACK_VERSION" ]; then
  say "installing wasm-pack $WASM_PACK_VERSION"
  cargo install wasm-pack --version "$WASM_PACK_VERSION" --locked --force
fi

# npm packages (wasm-opt from the binaryen package, Vite, Playwright's driver, …); never a browser download.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi

apt_need=()
need() { command -v "$1" >/dev/null || apt_need+=("$2"); }
case "$profile" in
  test|bench)
    need chromium chromium
    [ -x /usr/lib/postgresql/15/bin/initdb ] || apt_need+=(postgresql)
    need python3 python3
    need curl curl
    need java default-jre-headless   # the W3C Nu HTML checker (npm vnu-jar)
    python3 -m venv --help >/dev/null 2>&1 || apt_need+=(python3-venv)
    ;;&
  bench)
    need wrk wrk
    ;;
esac
if [ ${#apt_need[@]} -gt 0 ]; then
  say "installing Debian packages: ${apt_need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${apt_need[@]}"
fi
