#!/usr/bin/env bash
# Builds the package against the UIKit model and runs the UIKit tests.
#
# We cannot build for iOS on Linux, so UIKitModel/UIKit/ holds a Swift module named `UIKit`, written from Apple's
# documented declarations (see UIKitModel/README.md). This script compiles it into a scratch folder, then builds the
# package (warnings are errors) with that folder on the search path and `-DUIKIT_MODEL`, so `canImport(UIKit)` is
# true in every target, type-checks the ```swift blocks of README and the DocC articles that import UIKit against it
# (`Scripts/check_examples.py --uikit`), and runs the UIKit tests: the XCTest classes whose names contain `UIKit`, kept in
# `Tests/<Target>/UIKit/` and guarded by `#if canImport(UIKit) && UIKIT_MODEL`.
#
# Usage: Scripts/check_uikit.sh [extra `swift test` arguments, e.g. --filter UIKitModelTests]
#        Scripts/check_uikit.sh --bench [runs] [Benchmarks options, e.g. --repetitions 21]
#
# With --bench, it runs the release Benchmarks suites `datasource` and `uikit` in
# one process, `runs` times (default 5), printing the load average before each run: `uikit` is the main thread's time
# per RxTableViewSectionedAnimatedDataSource update through the model's table, next to SectionedAnimatedDataSource's.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-uikit
model="$PWD/$scratch/model"
mkdir -p "$model"

# SwiftPM does not see a module outside the package change: when the model's sources changed since the last run,
# the products built against the old model (whose class layouts they compiled in) are removed.
fingerprint=$(cat UIKitModel/UIKit/*.swift | sha256sum | cut -d' ' -f1)
if [ "$(cat "$model/sources.sha256" 2>/dev/null || true)" != "$fingerprint" ]; then
    rm -rf "$scratch"/*-linux-gnu "$scratch-release"/*-linux-gnu
fi

echo "== UIKit model: compiling UIKitModel/UIKit into $model"
swiftc -emit-module -emit-library -module-name UIKit -parse-as-library -swift-version 6 -warnings-as-errors \
    -module-link-name UIKit -g -O \
    -emit-module-path "$model/UIKit.swiftmodule" -o "$model/libUIKit.so" \
    UIKitModel/UIKit/*.swift
echo "$fingerprint" > "$model/sources.sha256"

if [ "${1:-}" = "--bench" ]; then
    shift
    runs=5
    if [[ "${1:-}" =~ ^[0-9]+$ ]]; then runs=$1; shift; fi
    bench=(--scratch-path "$scratch-release" -Xswiftc -I -Xswiftc "$model" -Xlinker -L -Xlinker "$model"
        -Xlinker -rpath -Xlinker "$model" -Xlinker -lUIKit -Xswiftc -DUIKIT_MODEL)
    swift build -c release --product Benchmarks "${bench[@]}"
    binary="$(swift build -c release --show-bin-path "${bench[@]}")/Benchmarks"
    for run in $(seq "$runs"); do
        echo "== run $run of $runs; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
        "$binary" datasource uikit "$@"
    done
    exit 0
fi

# Every test class under Tests/*/UIKit/ must carry `UIKit` in its name, or the filter below would skip it.
misnamed=$(grep -rhoE 'class [A-Za-z0-9_]+ *: *XCTestCase' Tests/*/UIKit 2>/dev/null | grep -v UIKit || true)
if [ -n "$misnamed" ]; then
    echo "test classes under Tests/*/UIKit/ must have UIKit in their names (the filter runs only those):"
    echo "$misnamed"
    exit 1
fi

flags=(--scratch-path "$scratch" -Xswiftc -I -Xswiftc "$model" -Xlinker -L -Xlinker "$model"
    -Xlinker -rpath -Xlinker "$model" -Xlinker -lUIKit -Xswiftc -DUIKIT_MODEL)

echo "== UIKit model: building the package with canImport(UIKit) true, warnings are errors"
swift build "${flags[@]}" -Xswiftc -warnings-as-errors --build-tests

echo "== UIKit model: type-checking the UIKit examples of README and the DocC articles"
python3 Scripts/check_examples.py --uikit "$(swift build "${flags[@]}" --show-bin-path)/Modules" "$model" \
    "$(swift build "${flags[@]}" --show-bin-path)/RxCoreAtomics.build/module.modulemap"

echo "== UIKit model: running the UIKit tests"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The filter matches the test class's name ("Target.Class/test").
if [ $# -eq 0 ]; then set -- --filter '\.[A-Za-z0-9_]*UIKit[A-Za-z0-9_]*/'; fi
swift test "${flags[@]}" -Xswiftc -warnings-as-errors --skip-build "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then exit "$status"; fi
if ! grep -qE "Executed [1-9][0-9]* tests?" "$log"; then
    echo "no UIKit test ran: check the filter and the #if canImport(UIKit) && UIKIT_MODEL guards"
    exit 1
fi
