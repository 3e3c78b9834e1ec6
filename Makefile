# The README's two commands: `make run` and `make test`; `make bench` prints the budgets' figures.
SHELL := /bin/bash
.DEFAULT_GOAL := run
ROOT := $(CURDIR)
export PATH := $(ROOT)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

# The WASM build has its own target dir and a size-first profile; the server's release build is unaffected.
WASM_ENV := CARGO_TARGET_DIR=$(ROOT)/target/wasm CARGO_PROFILE_RELEASE_OPT_LEVEL=z \
	CARGO_PROFILE_RELEASE_LTO=true CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 CARGO_PROFILE_RELEASE_PANIC=abort
CORE_SRC := $(shell find core-wasm/src -type f) core-wasm/Cargo.toml core-wasm/build.rs content/clinics.json content/facts.json Cargo.lock

.PHONY: run test bench tools-run tools-test tools-bench wasm frontend server \
	test-content test-lint test-core test-generated test-vectors test-frontend test-server test-html test-links test-e2e \
	fault test-fault fuzz fuzz-api

tools-run:
	@scripts/install-tools.sh run
tools-test:
	@scripts/install-tools.sh test
tools-bench:
	@scripts/install-tools.sh bench

## WASM, split by what a page needs (core-wasm/src/wasm/mod.rs): pkg/ (languages, translation,
## formats: every page), pkg-forms/ (validation, triage, slots), pkg-search/ (article search),
## pkg-claims/ (the claims check, the dashboard's content editor only), all for Vite (bundler target);
## pkg-node/ exports everything for the prerender and Vitest.
WASM_OUT := pkg/clinic_core_bg.wasm pkg-forms/clinic_core_bg.wasm pkg-search/clinic_core_bg.wasm pkg-claims/clinic_core_bg.wasm \
	pkg-node/clinic_core_bg.wasm
wasm: $(WASM_OUT)
wasm_pack = $(WASM_ENV) wasm-pack --quiet build core-wasm --release --out-name clinic_core --no-pack
pkg/clinic_core_bg.wasm: $(CORE_SRC)
	$(wasm_pack) --target bundler --out-dir ../pkg -- --no-default-features --features wasm-core
pkg-forms/clinic_core_bg.wasm: $(CORE_SRC)
	$(wasm_pack) --target bundler --out-dir ../pkg-forms -- --no-default-features --features wasm-forms
pkg-search/clinic_core_bg.wasm: $(CORE_SRC)
	$(wasm_pack) --target bundler --out-dir ../pkg-search -- --no-default-features --features wasm-search
pkg-claims/clinic_core_bg.wasm: $(CORE_SRC)
	$(wasm_pack) --target bundler --out-dir ../pkg-claims -- --no-default-features --features wasm-claims
pkg-node/clinic_core_bg.wasm: $(CORE_SRC)
	$(wasm_pack) --target nodejs --out-dir ../pkg-node

## The built site, rebuilt only when a source changed (so the suites that use it build it once).
FRONTEND_SRC := $(shell find frontend/src frontend/scripts frontend/public frontend/medical-dashboard i18n content -type f 2>/dev/null) \
	$(wildcard frontend/*.ts frontend/*.json frontend/*.js frontend/*.html)
frontend: frontend/dist/.built
frontend/dist/.built: $(WASM_OUT) $(FRONTEND_SRC)
	npm run build --workspace frontend
	touch $@

server:
	cargo build --release -p clinic-server

run: tools-run wasm frontend server
	@echo "Serving on http://127.0.0.1:8080 (Ctrl-C to stop)"
	CLINIC_ADDR=$${CLINIC_ADDR:-127.0.0.1:8080} $${CARGO_TARGET_DIR:-target}/release/clinic serve

## Tests: the core natively, the shared vectors through the WASM build, the frontend's unit tests,
## the server against SQLite and PostgreSQL (+ schemathesis), and the browser tests in Chromium.
## Each suite is timed; the table is printed at the end (scripts/timed-suites.sh). The core's own Rust
## tests (test-core, test-vectors) come before the server's (test-generated on): they build clinic-core
## with its default features, the server with `openapi` and `ts`, and cargo keeps one clinic-core library
## for both (the crate is a cdylib too, whose file names carry no hash), so every switch between them
## rebuilt clinic-core and then the whole server. Suites joined by `+` run at once: the fault rounds
## mostly wait (each round lasts a set time), so they run beside the site's build and the HTML checker.
TEST_SUITES := tools-test test-content wasm test-lint test-core test-vectors test-frontend test-generated \
	test-server test-fault+test-html test-links test-e2e
test:
	@scripts/timed-suites.sh $(TEST_SUITES)
	@echo "make test: all suites passed"

## The words patients read: content format, glossaries, number convention, facts (seconds, no build).
test-content:
	node content/check.mjs
	node --test content/words.test.mjs content/claims.test.mjs content/facts.test.mjs content/sheets.test.mjs content/fees.test.mjs

## The quick gates first (docs/architecture.md): formatting, clippy (unwrap denied outside tests, see the crates'
## lib.rs), TypeScript types over the app and the browser tests, ESLint (hooks and the import layers
## app → features → components/lib), and no import circle in the frontend (type imports included) nor
## between the Rust modules and rooms of the server and the core (scripts/check-rust-imports.mjs).
test-lint: wasm
	node scripts/check-rust-imports.mjs server/src core-wasm/src
	cargo fmt --all --check
	cargo clippy -q --workspace --all-targets -- -D warnings
	tsc --noEmit -p frontend
	tsc --noEmit -p tests/e2e
	cd frontend && eslint --max-warnings 0 src scripts
	cd frontend && dpdm --no-warning --no-tree --exit-code circular:1 'src/**/*.ts' 'src/**/*.tsx'

test-core:
	cargo test -p clinic-core

## The TypeScript side of the contract is generated from Rust (ts-rs, and core-wasm/src/contract.rs for
## the lists and limits): write it again and fail when the committed files differ. One crate at a time:
## `-p clinic-core -p clinic-server` together would add the core's dev-dependencies' features (proptest's)
## to the server's dependencies, a feature set no other suite builds, so test-server compiled them again.
test-generated:
	rm -rf frontend/src/generated
	cargo test -q -p clinic-core --lib export_bindings
	cargo test -q -p clinic-server --lib export_bindings
	@if [ -n "$$(git status --porcelain -- frontend/src/generated)" ]; then \
		git status --short -- frontend/src/generated; git --no-pager diff --stat -- frontend/src/generated; \
		echo "frontend/src/generated is stale: commit what cargo test wrote"; exit 1; fi

test-vectors: wasm
	vitest run --root tests/vectors
	cargo test -q -p clinic-core --test vectors -- --ignored

test-frontend: wasm
	npm run test:unit --workspace frontend

test-server:
	scripts/test-server.sh

## Fault rounds (scripts/fault.sh): kill -9 under mixed load, a full disk, PostgreSQL restarted under
## load. `make test` runs a short round (3 kills); `make fault` the full one (20 kills).
test-fault:
	scripts/fault.sh 3

fault:
	scripts/fault.sh 20

## Fuzzing (cargo-fuzz on the nightly toolchain; not in `make test`): the JSON bodies of the four
## forms, the self-assessment's multipart body and the photo decode/re-encode, FUZZ_SECONDS each, from
## seeds made of the shared vectors and the photo fixtures (fuzz/seed-corpus.mjs). A finding stops the
## run and is kept under fuzz/artifacts/<target>/; `cargo +nightly fuzz run --dev -s <sanitizer> <target> <file>`
## replays it (docs/fuzzing.md). fuzz/campaign.sh runs a long campaign that goes on past findings.
## fuzz/ is its own workspace (own target dir). The dev profile (debug assertions and overflow checks
## on, photo crates optimised as in the root workspace) builds in a fraction of release's time on a
## small machine; FUZZ_SANITIZER=address adds AddressSanitizer (the unsafe code is in the decoders).
## The HTTP API under schemathesis for long (not in `make test`, which runs a short round in
## test-server): 1,000 examples per operation, unauthenticated and signed in as an admin and as a
## one-branch staff member (scripts/schemathesis-server.sh, scripts/schemathesis_auth.py).
fuzz-api:
	ST_MAX_EXAMPLES=1000 ST_ADMIN_EXAMPLES=1000 nice -n 10 scripts/schemathesis-server.sh

FUZZ_SECONDS ?= 300
FUZZ_TARGETS ?= json_body multipart image
FUZZ_SANITIZER ?= none
fuzz:
	node fuzz/seed-corpus.mjs
	cd fuzz && CARGO_INCREMENTAL=0 nice -n 19 cargo +nightly fuzz build --dev -s $(FUZZ_SANITIZER)
	cd fuzz && for t in $(FUZZ_TARGETS); do \
		echo "==> fuzz $$t for $(FUZZ_SECONDS)s"; \
		LSAN_OPTIONS=suppressions=$$PWD/lsan.supp CARGO_INCREMENTAL=0 nice -n 19 \
			cargo +nightly fuzz run --dev -s $(FUZZ_SANITIZER) $$t corpus/$$t -- \
			-max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=1536 -print_final_stats=1 \
			$$(test -f corpus/$$t.dict && echo -dict=corpus/$$t.dict) || exit 1; \
	done

## Every prerendered page in every language through the W3C Nu HTML checker: 0 errors.
test-html: frontend
	scripts/check-html.sh

## Findable pages (issue 14): every public page is linked from another, and the pages patients look
## for are within two clicks of every page.
test-links: frontend
	node --test scripts/check-links.test.mjs
	node scripts/check-links.mjs

## The server they start is the debug build the server's tests made (scripts/debug-server.sh).
test-e2e: frontend
	scripts/debug-server.sh
	npm run test:e2e

## Every figure also goes into one table, bench/results/latest.md (scripts/bench-table.mjs).
bench: tools-bench wasm frontend
	node scripts/bench-table.mjs begin
	scripts/bench-core.sh
	npm run bench
	scripts/bench-server.sh
	cargo test -q -p clinic-server --release --test it -- --ignored --nocapture availability_scale::
	cargo test -q -p clinic-server --release --test it -- --ignored --nocapture reminder_scale::
	cargo test -q -p clinic-server --release --test it -- --ignored --nocapture chat_delivery_rate::
	scripts/bench-inbox.sh
	scripts/bench-backup.sh
	BENCH_RECORD=1 ST_MAX_EXAMPLES=1000 scripts/schemathesis-server.sh
	@echo "make bench: the table is in bench/results/latest.md"
