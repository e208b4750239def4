# Earshot: two commands on a fresh Debian/Ubuntu machine with Swift.
#   make demo   installs what is missing, builds in release, renders the samples into ./out
#   make test   installs what is missing, runs the whole test suite
SWIFT ?= swift
OUT ?= out
EARSHOT = .build/release/earshot

.PHONY: demo test deps test-deps build bench-normalize bench-render clean

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
	$(SWIFT) test --skip-build

# Rendering speed against espeak-ng -w and peak memory of a one-hour walkthrough (docs/rendering.md).
bench-render: build
	bench/render-vs-espeak.py
	bench/peak-memory.sh

clean:
	rm -rf .build $(OUT)
