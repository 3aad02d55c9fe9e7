#!/usr/bin/env bash
# Builds the libFuzzer targets under Fuzz/ and runs each one.
#
#   Scripts/fuzz.sh                 # every target for 60 seconds
#   Scripts/fuzz.sh 300 diff        # one target (diff, key-decoder, hero-catalog) for 300 seconds
#
# Each target is compiled with `swiftc -sanitize=fuzzer,address` together with the sources it
# tests, into one module, so the package's own `swift build` and `swift test` never see fuzzing
# flags. Runs start from the committed corpus in Fuzz/<Target>/Corpus and add the inputs that
# reach new code to it; a crash leaves its input in .build/fuzz/<target>/ and fails the script.
# After each run the corpus is reduced to the smallest set of inputs covering what it covered.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
only=${2:-}
out=.build/fuzz
mkdir -p "$out"

flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6)

build() {
    local name=$1
    shift
    mkdir -p "$out/$name"
    # ld.gold warns about local sanitizer symbols it cannot export; those lines are noise.
    swiftc "${flags[@]}" -module-name "Fuzz_${name//-/_}" "$@" -o "$out/$name/fuzzer" 2>&1 \
        | { grep -v "Cannot export local symbol '__asan" || true; }
    test -x "$out/$name/fuzzer"
}

run() {
    local name=$1 corpus=$2
    [ -n "$only" ] && [ "$only" != "$name" ] && return 0
    mkdir -p "$corpus" "$out/$name/new"
    echo "=== fuzz $name for ${seconds}s"
    # SWIFT_BACKTRACE=enable=no: let a crash reach libFuzzer, which saves the input.
    (cd "$out/$name" && SWIFT_BACKTRACE=enable=no ./fuzzer -max_total_time="$seconds" -max_len=512 \
        -print_final_stats=1 -artifact_prefix="$PWD/" new "$OLDPWD/$corpus" 2>&1 | tail -n 12)
    # Fold the new interesting inputs into the committed corpus, keeping the smallest set of
    # inputs that covers everything the old corpus and the new inputs cover.
    rm -rf "$out/$name/merged" && mkdir -p "$out/$name/merged"
    (cd "$out/$name" && SWIFT_BACKTRACE=enable=no ./fuzzer -set_cover_merge=1 merged "$OLDPWD/$corpus" new \
        >/dev/null 2>&1)
    rm -rf "$corpus" && mv "$out/$name/merged" "$corpus"
    rm -rf "$out/$name/new"
}

want() { [ -z "$only" ] || [ "$only" = "$1" ]; }

if want diff; then
    build diff Fuzz/Diff/DiffFuzzer.swift $(find Sources/Differentiator -name '*.swift' | sort)
    run diff Fuzz/Diff/Corpus
fi
if want key-decoder; then
    build key-decoder Fuzz/KeyDecoder/KeyDecoderFuzzer.swift \
        Sources/TerminalUI/Terminal/Key.swift Sources/TerminalUI/Terminal/KeyDecoder.swift \
        Sources/TerminalUI/Terminal/KeyDecoder+Sequences.swift
    run key-decoder Fuzz/KeyDecoder/Corpus
fi
if want hero-catalog; then
    # The model imports Differentiator for IdentifiableType: build it as a module of its own.
    mkdir -p "$out/modules"
    swiftc -parse-as-library -O -swift-version 6 -module-name Differentiator -emit-module \
        -emit-module-path "$out/modules/Differentiator.swiftmodule" -emit-library -static \
        -o "$out/modules/libDifferentiator.a" $(find Sources/Differentiator -name '*.swift' | sort)
    build hero-catalog -I "$out/modules" -L "$out/modules" -lDifferentiator \
        Fuzz/HeroCatalog/HeroCatalogFuzzer.swift \
        $(ls Sources/HeroCatalog/Model/*.swift | grep -v -e SyntheticHeroes -e SplitMix64 -e HeroSection) \
        Sources/HeroCatalog/Internal/*.swift \
        Sources/HeroCatalog/Search/TextFolding.swift
    run hero-catalog Fuzz/HeroCatalog/Corpus
fi
echo "fuzzing: no crash"
