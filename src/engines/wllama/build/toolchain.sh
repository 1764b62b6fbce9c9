#!/bin/bash
# Emscripten 3.1.6 (Debian 12's driver) driving LLVM 19: Debian's own LLVM for that Emscripten is 14,
# which knows no relaxed SIMD. Source this file; it installs what is missing and exports the settings.
packages="emscripten clang-19 lld-19 node-acorn"
dpkg -s $packages >/dev/null 2>&1 || apt-get install -y $packages || return 1
# Emscripten 3.1.6 calls its tools with a version suffix (LLVM_ADD_VERSION = '14' in /usr/share/emscripten/.emscripten).
WLLAMA_LLVM_LINKS=${WLLAMA_LLVM_LINKS:-/tmp/fogplay-llvm19-as-14}
mkdir -p "$WLLAMA_LLVM_LINKS"
for tool in clang clang++ wasm-ld llvm-ar llvm-ranlib llvm-nm llvm-objcopy llvm-dwarfdump llvm-strip llc opt; do
  ln -sf "/usr/lib/llvm-19/bin/$tool" "$WLLAMA_LLVM_LINKS/$tool-14"
done
export EM_LLVM_ROOT="$WLLAMA_LLVM_LINKS"
# Emscripten's JavaScript optimiser loads acorn, which Debian keeps outside node's search path.
export NODE_PATH=/usr/share/nodejs
