# Earshot: two commands on a fresh Debian/Ubuntu machine with Swift.
#   make demo   installs what is missing, builds in release, renders the samples into ./out
#   make test   installs what is missing, runs the whole test suite
# and to put `earshot` on the machine (docs/install.md):
#   make install PREFIX=/usr/local [DESTDIR=/staging]   binary, man page, bash/zsh/fish completions
#   make uninstall PREFIX=/usr/local                    removes exactly those files
SWIFT ?= swift
OUT ?= out
EARSHOT = .build/release/earshot

.PHONY: demo test deps test-deps build manual install install-files uninstall docs docs-only bench-normalize bench-transcript bench-render bench-batch explore fuzz clean

# scripts/install-deps runs `apt-get install` (as root, or through sudo) for the Debian packages
# that are missing: libespeak-ng1, espeak-ng-data, espeak-ng, libxml2, libsndfile1, libmecab2,
# mecab-ipadic-utf8, unicode-cldr-core, libhunspell-1.7-0 and 19 hunspell-* dictionaries; with --test also chromium for the review-page tests, mecab for the benchmark and the three libraries'
# -dev headers the C shims are checked against. Building needs no -dev package (docs/install.md).
deps:
	@scripts/install-deps

test-deps:
	@scripts/install-deps --test

# Static Swift libraries: a render starts in ~10 ms instead of ~60 ms of dynamic linking. The
# one release build: `make demo`, `make install` and the benchmarks all use it as it is.
build: deps
	@echo "make: building earshot in release with static Swift libraries (.build/release; minutes the first time, seconds after)"
	$(SWIFT) build -c release --product earshot --static-swift-stdlib

# Where `make install` puts things; DESTDIR stages them for a package (files land in
# $(DESTDIR)$(PREFIX) but are made to run from $(PREFIX)). CONFIG picks the build installed:
# `install-files CONFIG=debug` installs an existing debug build (the tests do), skipping the build.
PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
INSTALL ?= install
BINDIR = $(DESTDIR)$(PREFIX)/bin
MAN1DIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The man page, beside the binary it describes.
MANUAL = .build/$(CONFIG)/earshot.1

# The man page, written by scripts/manual-page from the built binary's own help
# (`earshot --experimental-dump-help`): nothing is compiled for it. CONFIG=debug for the tests.
manual:
	@test -x .build/$(CONFIG)/earshot || { echo "make: no .build/$(CONFIG)/earshot to describe; run make build (release) first" >&2; exit 1; }
	@echo "make: writing the man page $(MANUAL) from .build/$(CONFIG)/earshot's help"
	@scripts/manual-page .build/$(CONFIG)/earshot > $(MANUAL).partial && mv -f $(MANUAL).partial $(MANUAL)

# One release build (the one `make demo` made is reused as it is), then its man page, then the copy.
install: build
	@$(MAKE) --no-print-directory manual CONFIG=release
	@echo "make: installing into $(DESTDIR)$(PREFIX)"
	@$(MAKE) --no-print-directory install-files CONFIG=release

# Copies a finished build: the binary, its man page, and
# completion scripts it writes itself.
install-files:
	$(INSTALL) -d $(BINDIR) $(MAN1DIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	$(INSTALL) -m 755 .build/$(CONFIG)/earshot $(BINDIR)/earshot
	$(INSTALL) -m 644 $(MANUAL) $(MAN1DIR)/earshot.1
	.build/$(CONFIG)/earshot --generate-completion-script bash > $(BASHDIR)/earshot
	.build/$(CONFIG)/earshot --generate-completion-script zsh > $(ZSHDIR)/_earshot
	.build/$(CONFIG)/earshot --generate-completion-script fish > $(FISHDIR)/earshot.fish
	@echo "installed $(BINDIR)/earshot, its man page and bash/zsh/fish completions"

uninstall:
	rm -f $(BINDIR)/earshot $(MAN1DIR)/earshot.1 $(BASHDIR)/earshot $(ZSHDIR)/_earshot $(FISHDIR)/earshot.fish

# The library's documentation (Sources/Earshot/Earshot.docc) as a static website in .build/docs,
# made by docc from the symbol graphs scripts/docs-symbol-graphs extracts (the Earshot module with
# the types it re-exports, and the snippets): swift-docc-plugin leaves re-exported types out.
# Any warning (a broken link, a missing snippet) fails it; `make test` runs it.
docs:
	$(SWIFT) build --target Earshot
	$(SWIFT) build --product snippet-extract
	@$(MAKE) --no-print-directory docs-only

# The same from an existing debug build.
docs-only:
	rm -rf .build/docs-symbol-graphs .build/docs
	scripts/docs-symbol-graphs .build/docs-symbol-graphs
	docc convert Sources/Earshot/Earshot.docc --additional-symbol-graph-dir .build/docs-symbol-graphs \
	  --output-path .build/docs --transform-for-static-hosting --fallback-display-name Earshot \
	  --fallback-bundle-identifier Earshot --warnings-as-errors
	@echo "Documentation: .build/docs/documentation/earshot/index.html"

SAMPLES = $(wildcard Samples/*.yaml Samples/*.json)

demo: build
	@rm -rf $(OUT) && mkdir -p $(OUT)
	$(EARSHOT) render $(SAMPLES) -o $(OUT)
	@echo "Demo audio is in $(OUT)/: one folder per screen (walkthrough.wav, stops/, captions.vtt, transcript.txt, timeline.json)"

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) build --product snippet-extract
	scripts/check-doc-coverage
	@$(MAKE) --no-print-directory docs-only
	@$(MAKE) --no-print-directory manual CONFIG=debug
	EARSHOT_INSTALL_TESTS=1 EARSHOT_PACKAGE_USER_TESTS=1 $(SWIFT) test --skip-build

# Times `earshot transcript` on 20,000 / 40,000 / 80,000-element screens (docs/simulation.md).
bench-transcript: build
	bench/transcript-20k.sh

# Normalizer benchmark: NeMo-derived scores for the ten languages (../shared/benchmarks/normalization;
# ja is scored through MeCab, installed by test-deps) and throughput on one core in each. Figures are recorded in docs/normalization.md.
NORMALIZATION_BENCH ?= ../shared/benchmarks/normalization
bench-normalize: test-deps
	$(SWIFT) build -c release --product earshot
	@for pair in en:en-US zh:zh-CN pt:pt-BR vi:vi-VN ru:ru-RU de:de-DE es:es-ES fr:fr-FR ja:ja-JP ko:ko-KR; do \
	  lang=$${pair%%:*}; tag=$${pair#*:}; echo "== $$lang ($$tag)"; \
	  $(NORMALIZATION_BENCH)/score.py $$lang --cmd "$(CURDIR)/$(EARSHOT) normalize --language $$tag --lines" || exit 1; \
	done
	@for pair in en:en-US de:de-DE fr:fr-FR es:es-ES; do \
	  lang=$${pair%%:*}; tag=$${pair#*:}; echo "== UI strings $$lang ($$tag)"; \
	  $(NORMALIZATION_BENCH)/score.py $$lang --tsv bench/ui-strings.tsv --cmd "$(CURDIR)/$(EARSHOT) normalize --language $$tag --lines" || exit 1; \
	done
	@for tag in en-US zh-CN pt-BR vi-VN ru-RU de-DE es-ES fr-FR ja-JP ko-KR; do \
	  bench/normalize-throughput.sh $$tag 2 3 | tail -1; \
	done

# Rendering speed against espeak-ng -w and peak memory of a one-hour walkthrough (docs/rendering.md).
bench-render: build
	bench/render-vs-espeak.py
	bench/peak-memory.sh
	@if command -v perf >/dev/null; then bench/render-cpu-profile.py; else echo "perf not installed: no CPU profile (apt-get install linux-perf)"; fi

# Batch benchmark (docs/batch.md): 200 generated screens, --jobs 1 vs 2, warm vs cold, vs a naive pipeline
bench-batch: build
	bench/batch.py

# The normalizer's property tests with new random draws (the suite's own draws are fixed); a failure
# prints the EARSHOT_PROPERTY_SEED that repeats it. make explore EXPLORE_RUNS=20
EXPLORE_RUNS ?= 5
explore: test-deps
	$(SWIFT) build --build-tests
	@for i in $$(seq $(EXPLORE_RUNS)); do \
	  EARSHOT_PROPERTY_SEED=random $(SWIFT) test --skip-build --filter 'PropertyTests|EveryProfileTests' > .build/explore.log 2>&1; \
	  status=$$?; grep -E "property draws|✘|Test run with" .build/explore.log; \
	  [ $$status -eq 0 ] || exit 1; \
	done

# libFuzzer on the screen loader and the script (docs/reliability.md): make fuzz FUZZ_SECONDS=600
FUZZ_SECONDS ?= 60
fuzz: deps
	scripts/fuzz $(FUZZ_SECONDS)

clean:
	rm -rf .build Fuzz/.build $(OUT)
