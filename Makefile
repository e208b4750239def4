# Earshot: two commands on a fresh Debian/Ubuntu machine with Swift.
#   make demo   installs what is missing, builds in release, renders the samples into ./out
#   make test   installs what is missing, runs the whole test suite
SWIFT ?= swift
OUT ?= out
EARSHOT = .build/release/earshot

.PHONY: demo test deps test-deps build bench-normalize bench-transcript clean

deps:
	@scripts/install-deps

test-deps:
	@scripts/install-deps --test

build: deps
	$(SWIFT) build -c release --product earshot

demo: build
	@rm -rf $(OUT) && mkdir -p $(OUT)
	@for lang in en-US zh-CN pt-BR vi-VN ru-RU; do \
	  case $$lang in \
	    en-US) text="Hello from Earshot. Settings, Button.";; \
	    zh-CN) text="你好，这是耳闻。设置，按钮。";; \
	    pt-BR) text="Olá do Earshot. Ajustes, Botão.";; \
	    vi-VN) text="Xin chào từ Earshot. Cài đặt, Nút.";; \
	    ru-RU) text="Привет от Earshot. Настройки, Кнопка.";; \
	  esac; \
	  $(EARSHOT) speak "$$text" --language $$lang -o $(OUT)/$$lang.wav || exit 1; \
	done
	@echo "Demo audio is in $(OUT)/"

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Times `earshot transcript` on 20,000 / 40,000 / 80,000-element screens (docs/simulation.md).
bench-transcript: build
	bench/transcript-20k.sh

# Normalizer benchmark: NeMo-derived scores per language (../shared/benchmarks/normalization)
# and throughput on one core. Figures are recorded in docs/normalization.md.
NORMALIZATION_BENCH ?= ../shared/benchmarks/normalization
bench-normalize: deps
	$(SWIFT) build -c release --product earshot
	@for pair in en:en-US zh:zh-CN pt:pt-BR vi:vi-VN ru:ru-RU; do \
	  lang=$${pair%%:*}; tag=$${pair#*:}; echo "== $$lang ($$tag)"; \
	  $(NORMALIZATION_BENCH)/score.py $$lang --cmd "$(CURDIR)/$(EARSHOT) normalize --language $$tag --lines" || exit 1; \
	done
	bench/normalize-throughput.sh en-US 4 5

clean:
	rm -rf .build $(OUT)
