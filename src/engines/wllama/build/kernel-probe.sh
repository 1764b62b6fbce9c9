#!/bin/bash
# Links kernel-probe.c with the ggml libraries of a build.sh run and times ggml's WebAssembly
# kernels against its generic ones in Chromium (a one-off look, not a benchmark of the project).
# Usage: src/engines/wllama/build/kernel-probe.sh [BUILD_DIR] [PORT] [OBJECT…]
# An OBJECT (a kernel file compiled on its own, as quants.c.o) comes before the libraries' own.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-/tmp/fogplay-wllama-build/3.5.1/single-thread}
libs=$build/llama.cpp/ggml/src
# ggml's headers, from the llama.cpp build.sh linked beside the build folder.
ggml=$build/../src/llama.cpp/ggml
source "$here/toolchain.sh"
out=$(mktemp -d)
nice -n 19 emcc -O3 -msimd128 -I"$ggml/include" -I"$ggml/src" -I"$ggml/src/ggml-cpu" -c "$here/kernel-probe.c" -o "$out/kernel-probe.o"
# -mrelaxed-simd lets the link's Binaryen passes read a relaxed build's kernels.
nice -n 19 em++ -O3 -msimd128 -mrelaxed-simd -fexceptions "$out/kernel-probe.o" "${@:3}" "$libs/libggml-cpu.a" "$libs/libggml-base.a" -o "$out/probe.js" \
  -sEXPORTED_FUNCTIONS=_setup,_run,_run_tile,_tile_matches,_f16_store_matches,_run_f16_store,_f16_load_matches,_run_f16_load -sEXPORTED_RUNTIME_METHODS=cwrap -sALLOW_MEMORY_GROWTH=1
node "$here/kernel-probe.mjs" "$out" "${2:-4197}"
