# Segue: build, run and test. `make test` is what CI runs (.ci/run).

# sudo resets PATH (secure_path), so fall back to the toolchain's usual install locations.
SWIFT ?= $(firstword $(shell command -v swift 2>/dev/null) $(wildcard /opt/swift/usr/bin/swift /usr/bin/swift) swift)
CONFIG ?= debug

.PHONY: deps build run test lint format bench screenshots examples

deps:
	./scripts/install-deps.sh

build:
	$(SWIFT) build -c $(CONFIG)

run: deps build
	.build/$(CONFIG)/segue

# Example packages: each depends on this package by path, builds in its own .build folder and
# runs its scripts headless (any failed expect fails the target). Each build starts clean: an
# example's incremental build neither sees source files added to this package since nor always
# recompiles what depends on a class whose layout changed, and a stale build crashes.
EXAMPLES := Examples/CardFlip
EXAMPLE_SOURCES := $(foreach example,$(EXAMPLES),$(example)/Package.swift $(example)/Sources)

examples:
	for example in $(EXAMPLES); do \
		name=$$(basename $$example); \
		rm -rf $$example/.build; \
		(cd $$example && $(SWIFT) build -c $(CONFIG) && rm -rf out && \
			for script in Scripts/*.segue; do \
				.build/$(CONFIG)/$$name --headless --script $$script --out out || exit 1; \
			done) || exit 1; \
		echo "$$example: built and its scripts passed"; \
	done

lint:
	$(SWIFT) format lint --strict --configuration .swift-format -r Sources Tests Package.swift $(EXAMPLE_SOURCES)

# XCTest runs test cases one after another; SDL state is global, so never pass --parallel.
test: deps build lint examples
	$(SWIFT) test

format:
	$(SWIFT) format format -i --configuration .swift-format -r Sources Tests Package.swift $(EXAMPLE_SOURCES)

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
		op=push; if [ "$$style" = sheet ] || [ "$$style" = detents ]; then op=present; fi; \
		.build/$(CONFIG)/segue record --style $$style --op $$op --scale 0.5 \
			--out docs/images/transition-$$style.gif || exit 1; \
	done
	.build/$(CONFIG)/segue plot --style system --op push --out docs/images/plot-system-push.svg
	.build/$(CONFIG)/segue plot --style system --script Assets/Scripts/lab-drag.segue \
		--out docs/images/plot-system-drag.svg
	.build/$(CONFIG)/segue compare --style system --style fold --style sheet --op present --scale 0.5 \
		--tuning Assets/Tuning/lab.json --out docs/images/compare-present.gif
	.build/$(CONFIG)/segue export --style sheet --format uikit --tuning Assets/Tuning/lab.json \
		> docs/images/export-sheet-uikit.swift
	.build/$(CONFIG)/segue export --style sheet --format swiftui --tuning Assets/Tuning/lab.json \
		> docs/images/export-sheet-swiftui.swift
