#!/usr/bin/env bash
# Counts the instructions one operation of each `Benchmarks rx` workload executes, and one call of
# the opaque closure the suite measures against, with callgrind. Unlike times, the counts do not
# move with the machine's load. Needs valgrind and a release build (`swift build -c release
# --product Benchmarks`); valgrind cannot read the binary's DWARF 5, so a copy without debug
# information is measured.
#
# Usage: Scripts/count_rx_instructions.sh [BINARY]
set -euo pipefail
binary=${1:-.build/release/Benchmarks}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/Benchmarks"
strip --strip-debug "$work/Benchmarks"
# --quick: 1 warm-up and 3 timed runs of each side.
runs=4
declare -A operations=([a]=10000 [b]=10000 [c]=10000 [d]=1000 [e]=1000 [f]=10000 [g]=1000)
count() { # workload, function to collect
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/out" \
        --toggle-collect="*$2*" "$work/Benchmarks" rx --quick --workload "$1" >/dev/null 2>&1
    callgrind_annotate "$work/out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
printf '%-9s %14s %16s %12s\n' workload "Ir per op" "Ir per call" "x one call"
for workload in a b c d e f g; do
    subject=$(count "$workload" measuredSubject)
    unit=$(count "$workload" measuredUnit)
    # (b) has two rows, 1 and 10 subscribers, counted together per accept.
    rows=1
    [ "$workload" = b ] && rows=2
    awk -v w="$workload" -v s="$subject" -v u="$unit" -v o="${operations[$workload]}" -v r="$runs" -v n="$rows" \
        'BEGIN { per = s / (o * r * n); call = u / (1000000 * r * n);
                 printf "(%s)       %14.1f %16.2f %11.1fx\n", w, per, call, per / call }'
done
