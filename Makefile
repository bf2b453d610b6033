# Segue: build, run and test. `make test` is what CI runs (.ci/run).

# sudo resets PATH (secure_path), so fall back to the toolchain's usual install locations.
SWIFT ?= $(firstword $(shell command -v swift 2>/dev/null) $(wildcard /opt/swift/usr/bin/swift /usr/bin/swift) swift)
CONFIG ?= debug

.PHONY: deps build run test lint format bench screenshots

deps:
	./scripts/install-deps.sh

build:
	$(SWIFT) build -c $(CONFIG)

run: deps build
	.build/$(CONFIG)/segue

lint:
	$(SWIFT) format lint --strict --configuration .swift-format -r Sources Tests Package.swift Examples

# XCTest runs test cases one after another; SDL state is global, so never pass --parallel.
test: deps build lint
	$(SWIFT) test

format:
	$(SWIFT) format format -i --configuration .swift-format -r Sources Tests Package.swift Examples

bench:
	$(SWIFT) build -c release
	.build/release/segue bench

# Regenerates docs/images/home.png and the filmstrips from the headless scripts in Assets/Scripts,
# and an animated GIF per style at half size (docs/images/transition-STYLE.gif: the sheet style
# presents, the others push).
screenshots: build
	mkdir -p docs/images
	for script in Assets/Scripts/*.segue; do \
		.build/$(CONFIG)/segue --headless --script $$script --out docs/images || exit 1; \
	done
	for style in $$(.build/$(CONFIG)/segue --list-styles); do \
		op=push; if [ "$$style" = sheet ]; then op=present; fi; \
		.build/$(CONFIG)/segue record --style $$style --op $$op --scale 0.5 \
			--out docs/images/transition-$$style.gif || exit 1; \
	done
