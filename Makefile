# Segue: build, run and test. `make test` is what CI runs (.ci/run).

# sudo resets PATH (secure_path), so fall back to the toolchain's usual install locations.
SWIFT ?= $(firstword $(shell command -v swift 2>/dev/null) $(wildcard /opt/swift/usr/bin/swift /usr/bin/swift) swift)
CONFIG ?= debug

.PHONY: deps build run test lint layers format bench screenshots examples symbol-graphs docs api-check api-baseline

deps:
	./scripts/install-deps.sh

build:
	$(SWIFT) build -c $(CONFIG)

run: deps build
	.build/$(CONFIG)/segue

# Example packages: each depends on this package by path, builds in its own .build folder and
# runs its scripts headless (any failed expect fails the target), then fuzzes its own scene for
# a short seeded session and records a GIF of a push. PhotoGrid's own style must be listed. Each build starts clean: an
# example's incremental build neither sees source files added to this package since nor always
# recompiles what depends on a class whose layout changed, and a stale build crashes.
EXAMPLES := Examples/CardFlip Examples/PhotoGrid
EXAMPLE_SOURCES := $(foreach example,$(EXAMPLES),$(example)/Package.swift $(example)/Sources) \
	Examples/Seeds/Package.swift Examples/Seeds/Sources

examples:
	for example in $(EXAMPLES); do \
		name=$$(basename $$example); \
		rm -rf $$example/.build; \
		(cd $$example && $(SWIFT) build -c $(CONFIG) && rm -rf out && \
			.build/$(CONFIG)/$$name --help | head -n 1 | grep -q "^usage: $$name \[--size WxH\]" && \
			{ .build/$(CONFIG)/$$name --bogus 2>bogus.txt; test $$? -eq 2; } && \
			grep -qx "$$name: unknown option --bogus (see $$name --help)" bogus.txt && rm bogus.txt && \
			for script in Scripts/*.segue; do \
				.build/$(CONFIG)/$$name --headless --script $$script --out out || exit 1; \
			done && \
			.build/$(CONFIG)/$$name fuzz --seed 1 --events 400 && \
			.build/$(CONFIG)/$$name record --op push --out out/push.gif) || exit 1; \
		echo "$$example: built, its scripts passed, fuzzed and recorded"; \
	done
	Examples/PhotoGrid/.build/$(CONFIG)/PhotoGrid --list-styles | grep -qx lift
	# The seed articles' code in Swift: built and run through every seed headless. Its comparison
	# with the built-in styles is Segue's SeedTests, which compile the same sources.
	rm -rf Examples/Seeds/.build
	cd Examples/Seeds && $(SWIFT) build -c $(CONFIG) && rm -rf out && \
		.build/$(CONFIG)/Seeds --headless --script Scripts/seeds.segue --out out
	@echo "Examples/Seeds: built, its script passed"
	# Travel, the same package's second app (written as for iOS), from the same build: checked
	# as the other examples are (usage, a bad flag, its scripts, a fuzz run, a recorded push).
	cd Examples/Seeds && \
		.build/$(CONFIG)/Travel --help | head -n 1 | grep -q "^usage: Travel \[--size WxH\]" && \
		{ .build/$(CONFIG)/Travel --bogus 2>bogus.txt; test $$? -eq 2; } && \
		grep -qx "Travel: unknown option --bogus (see Travel --help)" bogus.txt && rm bogus.txt && \
		for script in Scripts/Travel/*.segue; do \
			.build/$(CONFIG)/Travel --headless --script $$script --out out/Travel || exit 1; \
		done && \
		.build/$(CONFIG)/Travel fuzz --seed 1 --events 400 && \
		.build/$(CONFIG)/Travel record --op push --out out/Travel/push.gif
	@echo "Examples/Seeds: Travel built, its scripts passed, fuzzed and recorded"

lint: layers
	$(SWIFT) format lint --strict --configuration .swift-format -r Sources Tests Package.swift $(EXAMPLE_SOURCES)

# The layers, from the sources: each module imports only what scripts/check-layers.swift's table
# allows (a DAG), and no shipping code imports SPI. It prints the folders of a module that refer to
# each other in cycles; those are not failed on yet.
layers:
	$(SWIFT) scripts/check-layers.swift

# Documentation: a DocC archive per documented module, from the symbol graphs of the built
# modules (swift package dump-symbol-graph) and the catalogs in Sources/MODULE/MODULE.docc, with
# the toolchain's own docc and warnings as errors. Segue's archive holds the runtime's and the
# tools' symbols too (scripts/merge-symbol-graphs.swift), as `import Segue` shows them. Open one with `docc preview` (see the Segue
# catalog's article Working on Segue).
DOCC ?= $(firstword $(wildcard $(dir $(realpath $(SWIFT)))docc) docc)
DOC_MODULES := Segue SegueUI SegueCore
SYMBOL_GRAPHS := .build/symbol-graphs
DOCS := .build/docs

# dump-symbol-graph reads every module of the package, the test modules too: build them first
# (make test builds them next anyway). `docs` and `api-check` share one dump in one make run.
symbol-graphs: build
	$(SWIFT) build --build-tests
	$(SWIFT) package dump-symbol-graph --skip-synthesized-members >/dev/null

docs: symbol-graphs
	rm -rf $(SYMBOL_GRAPHS) $(DOCS) && mkdir -p $(DOCS)
	graphs=$$($(SWIFT) build --show-bin-path)/../symbolgraph && \
	$(SWIFT) scripts/merge-symbol-graphs.swift Segue $(SYMBOL_GRAPHS)/Segue \
		$$(ls $(foreach module,Segue SegueRuntime SegueTools,$$graphs/$(module).symbols.json \
			$$graphs/$(module)@*.symbols.json) 2>/dev/null)
	for module in $(DOC_MODULES); do \
		if [ $$module != Segue ]; then \
			mkdir -p $(SYMBOL_GRAPHS)/$$module && \
			cp $$($(SWIFT) build --show-bin-path)/../symbolgraph/$$module.symbols.json \
				$$(ls $$($(SWIFT) build --show-bin-path)/../symbolgraph/$$module@*.symbols.json 2>/dev/null) \
				$(SYMBOL_GRAPHS)/$$module/ || exit 1; \
		fi && \
		$(DOCC) convert Sources/$$module/$$module.docc --additional-symbol-graph-dir $(SYMBOL_GRAPHS)/$$module \
			--fallback-display-name $$module --fallback-bundle-identifier org.segue.$$module \
			--output-path $(DOCS)/$$module.doccarchive --warnings-as-errors || exit 1; \
	done
	for article in gettingstarted writingananimator interactivetransitions sharedelementsandzoom \
		sheetswithdetents scriptsandtesting thecommandline themotionlab appsonsegue transitionstyles \
		fuzzing recordinggifs workingonsegue; do \
		test -f $(DOCS)/Segue.doccarchive/data/documentation/segue/$$article.json || \
			{ echo "docs: the article $$article is missing"; exit 1; }; \
	done
	$(SWIFT) scripts/doc-coverage.swift $(foreach module,$(DOC_MODULES),$(SYMBOL_GRAPHS)/$(module)/*.json)
	@echo "docs: $(foreach module,$(DOC_MODULES),$(DOCS)/$(module).doccarchive) (open with: $(DOCC) preview ...)"

# The public API, checked: api/MODULE.txt holds each module's public declarations, one a line
# (scripts/public-api.swift, from the symbol graphs `docs` dumps too). `api-check` fails when
# the API differs from it; after a deliberate change, `make api-baseline` rewrites it to commit.
API_MODULES := Segue SegueRuntime SegueTools SegueCore SegueUI SegueSDL SegueGIF UIKit QuartzCore CoreGraphics
API_GRAPHS = $$($(SWIFT) build --show-bin-path)/../symbolgraph

api-check: symbol-graphs
	rm -rf .build/api
	$(SWIFT) scripts/public-api.swift $(API_GRAPHS) .build/api $(API_MODULES)
	@diff -ru api .build/api || { \
		echo "api-check: the public API differs from the baseline in api/ (- baseline, + now)."; \
		echo "api-check: if the change is deliberate, run 'make api-baseline' and commit api/."; \
		exit 1; }
	@echo "api-check: the public API of $(API_MODULES) matches api/"

api-baseline: symbol-graphs
	rm -rf api
	$(SWIFT) scripts/public-api.swift $(API_GRAPHS) api $(API_MODULES)
	@echo "api-baseline: api/ rewritten; review 'git diff api' and commit it"

# XCTest runs test cases one after another; SDL state is global, so never pass --parallel.
test: deps build lint examples docs api-check
	$(SWIFT) test

format:
	$(SWIFT) format format -i --configuration .swift-format -r Sources Tests Package.swift $(EXAMPLE_SOURCES)

bench:
	$(SWIFT) build -c release
	.build/release/segue bench

# Regenerates docs/images/home.png and the filmstrips from the headless scripts in Assets/Scripts,
# the window's pictures from Assets/Scripts/Window under Xvfb (the lab panel), the motion lab's
# plots (SVG and PNG), an animated GIF per style at half size (docs/images/transition-STYLE.gif:
# the sheet style presents, the others push), and the PhotoGrid example's pictures (its
# Scripts/readme.segue: docs/images/photogrid-*.gif and photogrid-sheet.png).
screenshots: build
	mkdir -p docs/images
	for script in Assets/Scripts/*.segue; do \
		.build/$(CONFIG)/segue --headless --script $$script --out docs/images || exit 1; \
	done
	for style in $$(.build/$(CONFIG)/segue --list-styles); do \
		op=push; if [ "$$style" = sheet ] || [ "$$style" = detents ]; then op=present; fi; \
		if [ "$$style" = zoom ]; then op=zoom; fi; \
		.build/$(CONFIG)/segue record --style $$style --op $$op --scale 0.5 \
			--out docs/images/transition-$$style.gif || exit 1; \
	done
	.build/$(CONFIG)/segue plot --style system --op push --out docs/images/plot-system-push.svg
	.build/$(CONFIG)/segue plot --style system --script Assets/Scripts/lab-drag.segue \
		--out docs/images/plot-system-drag.svg
	.build/$(CONFIG)/segue plot --style system --script Assets/Scripts/lab-drag.segue \
		--out docs/images/plot-system-drag.png
	.build/$(CONFIG)/segue plot --style system --script Assets/Scripts/lab-drag.segue --compare-release \
		--out docs/images/plot-release-compare.png
	# The window's own pictures (the lab panel is drawn only in a window): on a private Xvfb server.
	for script in Assets/Scripts/Window/*.segue; do \
		xvfb-run -a -s "-screen 0 1280x1024x24" .build/$(CONFIG)/segue --script $$script --out docs/images \
			|| exit 1; \
	done
	.build/$(CONFIG)/segue compare --style system --style fold --style sheet --op present --scale 0.5 \
		--tuning Assets/Tuning/lab.json --out docs/images/compare-present.gif
	.build/$(CONFIG)/segue export --style sheet --format uikit --tuning Assets/Tuning/lab.json \
		> docs/images/export-sheet-uikit.swift
	.build/$(CONFIG)/segue export --style sheet --format swiftui --tuning Assets/Tuning/lab.json \
		> docs/images/export-sheet-swiftui.swift
	rm -rf Examples/PhotoGrid/.build
	cd Examples/PhotoGrid && $(SWIFT) build -c $(CONFIG) && \
		.build/$(CONFIG)/PhotoGrid --headless --script Scripts/readme.segue --out ../../docs/images
