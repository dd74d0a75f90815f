#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/Harnesses against the GEOS and GeoJournalCore sources.
#
#   bash Fuzz/build.sh            # builds every harness into .build-fuzz/
#   bash Fuzz/build.sh edits_body # builds one
#
# SwiftPM has no fuzzer build mode, so the modules are compiled with swiftc directly, every one
# with -sanitize=fuzzer so that libFuzzer sees coverage inside the decoders, not only the harness.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${FUZZ_BUILD_DIR:-$root/.build-fuzz}"
mkdir -p "$out/modules"
flags=(-O -sanitize=fuzzer -parse-as-library -package-name GeoJournal -I "$root/Sources/CGEOS" -I "$out/modules" -L "$out")

# One static library per module, rebuilt only when a source is newer than it.
build_module() {
    local name="$1"; shift
    local lib="$out/lib$name.a"
    local sources=("$root/Sources/$name"/*.swift "$root/Sources/$name"/*/*.swift)
    local existing=()
    for s in "${sources[@]}"; do [[ -f "$s" ]] && existing+=("$s"); done
    if [[ -f "$lib" ]] && [[ -z "$(find "${existing[@]}" -newer "$lib" 2>/dev/null | head -1)" ]]; then return; fi
    echo "fuzz build: module $name (${#existing[@]} files)" >&2
    swiftc "${flags[@]}" -module-name "$name" -wmo -whole-module-optimization \
        -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -emit-library -static -o "$lib" "$@" "${existing[@]}"
}

build_module GEOS
build_module GeoJournalCore -lGEOS

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
    for h in "$root"/Fuzz/Harnesses/*.swift; do targets+=("$(basename "$h" .swift)"); done
fi
for t in "${targets[@]}"; do
    src="$root/Fuzz/Harnesses/$t.swift"
    [[ -f "$src" ]] || { echo "fuzz build: no harness $src" >&2; exit 2; }
    bin="$out/$t"
    if [[ -x "$bin" && "$bin" -nt "$src" && "$bin" -nt "$out/libGeoJournalCore.a" && "$bin" -nt "$root/Fuzz/Harnesses/Shared/FuzzFixtures.swift" ]]; then continue; fi
    echo "fuzz build: harness $t" >&2
    swiftc "${flags[@]}" -module-name "Fuzz_$t" "$src" "$root"/Fuzz/Harnesses/Shared/*.swift \
        -lGeoJournalCore -lGEOS -lgeos_c -o "$bin"
done
