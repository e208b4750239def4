# Earshot: two commands on a fresh Debian/Ubuntu machine with Swift.
#   make demo   installs what is missing, builds in release, renders the samples into ./out
#   make test   installs what is missing, runs the whole test suite
SWIFT ?= swift
OUT ?= out
EARSHOT = .build/release/earshot

.PHONY: demo test deps test-deps build bench-normalize bench-transcript bench-render bench-batch fuzz clean

# scripts/install-deps runs `apt-get install` (as root, or through sudo) for the Debian packages
# that are missing: libespeak-ng-dev, espeak-ng-data, espeak-ng, pkg-config, libxml2, libmecab-dev,
# mecab-ipadic-utf8; with --test also chromium for the review-page tests and mecab for the benchmark.
deps:
	@scripts/install-deps

test-deps:
	@scripts/install-deps --test

# Static Swift libraries: a render starts in ~10 ms instead of ~60 ms of dynamic linking.
build: deps
	$(SWIFT) build -c release --product earshot --static-swift-stdlib

SAMPLES = $(wildcard Samples/*.yaml Samples/*.json)

demo: build
	@rm -rf $(OUT) && mkdir -p $(OUT)
	$(EARSHOT) render $(SAMPLES) -o $(OUT)
	@echo "Demo audio is in $(OUT)/: one folder per screen (walkthrough.wav, stops/, captions.vtt, transcript.txt, timeline.json)"

test: test-deps
	$(SWIFT) build --build-tests
	EARSHOT_PACKAGE_USER_TESTS=1 $(SWIFT) test --skip-build

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
	@for tag in en-US zh-CN pt-BR vi-VN ru-RU de-DE es-ES fr-FR ja-JP ko-KR; do \
	  bench/normalize-throughput.sh $$tag 2 3 | tail -1; \
	done

# Rendering speed against espeak-ng -w and peak memory of a one-hour walkthrough (docs/rendering.md).
bench-render: build
	bench/render-vs-espeak.py
	bench/peak-memory.sh

# Batch benchmark (docs/batch.md): 200 generated screens, --jobs 1 vs 2, warm vs cold, vs a naive pipeline
bench-batch: build
	bench/batch.py

# libFuzzer on the screen loader and the script (docs/reliability.md): make fuzz FUZZ_SECONDS=600
FUZZ_SECONDS ?= 60
fuzz: deps
	scripts/fuzz $(FUZZ_SECONDS)

clean:
	rm -rf .build Fuzz/.build $(OUT)
