#!/usr/bin/env bash
# Builds the DocC documentation of RxCore, Differentiator, SectionedData and TerminalUI into .build/docs/<Module>.doccarchive,
# failing on any DocC warning (an unresolved symbol link, a malformed article).
#
#   Scripts/build_docs.sh            # build all four archives
#   Scripts/build_docs.sh --preview  # then serve them as static sites on http://localhost:8000/
#
# Symbol graphs come from a debug build in its own scratch path (.build-docs), so switching the
# compiler flags does not rebuild the main .build.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(RxCore Differentiator SectionedData TerminalUI)
graphs=.build-docs/symbol-graphs
output=.build/docs
rm -rf "$output"
mkdir -p "$graphs" "$output"

# TerminalUI depends on the other three, so one build compiles every module. The graphs are then
# extracted from the built modules: `swift-symbolgraph-extract` leaves out the modules a module
# re-exports (RxCore re-exports Foundation, whose thousands of symbols `-emit-symbol-graph` would
# put into RxCore's archive), except those named here: SectionedData's articles link to the
# Differentiator types it re-exports.
swift build -j 2 --scratch-path .build-docs --target TerminalUI
module_maps=()
for map in .build-docs/debug/*.build/module.modulemap; do module_maps+=(-Xcc "-fmodule-map-file=$PWD/$map"); done
rm -f "$graphs"/*.symbols.json
for module in "${modules[@]}"; do
    swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
        -I .build-docs/debug/Modules "${module_maps[@]}" -minimum-access-level public -output-dir "$graphs" \
        -experimental-allowed-reexported-modules=Differentiator
done

for module in "${modules[@]}"; do
    # Each catalog gets its own module's graph and its extensions of other modules' types.
    module_graphs=".build-docs/graphs-of-$module"
    rm -rf "$module_graphs" && mkdir -p "$module_graphs"
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    for extension in "$graphs/$module@"*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$module_graphs/"
    done
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.sectioneddata.$module" \
        --output-path "$output/$module.doccarchive" \
        --transform-for-static-hosting --hosting-base-path "$module" \
        --warnings-as-errors
done

echo "documentation: $(printf '%s ' "${modules[@]}")built into $output/"
if [ "${1:-}" = "--preview" ]; then
    site=.build/docs/site
    rm -rf "$site" && mkdir -p "$site"
    for module in "${modules[@]}"; do cp -R "$output/$module.doccarchive" "$site/$module"; done
    echo "open http://localhost:8000/RxCore/documentation/rxcore (and differentiator, sectioneddata, terminalui)"
    cd "$site" && python3 -m http.server 8000
fi
