#!/bin/bash
# Builds wllama's WebAssembly (one thread and several) with Debian's Emscripten 3.1.6 and LLVM 19,
# from wllama's sources as npm ships them and llama.cpp at the commit that wllama release pins.
#
#   src/engines/wllama/build/build.sh LLAMA_CPP_DIR [OUT_DIR]
#
# LLAMA_CPP_DIR is a git checkout of llama.cpp (wllama's npm package leaves its submodule out).
# A checkout at another commit than the pinned one builds, with ALLOW_OTHER_LLAMA_CPP=1, only
# llama.cpp's libraries with wllama's options, as a trial of the toolchain: wllama's glue needs the
# llama.cpp it was written for. NOTES.md says what was met on the way.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../../.." && pwd)
WLLAMA_VERSION=3.13.0
LLAMA_CPP_COMMIT=7d7f028 # b12211, LIBLLAMA_VERSION in wllama 3.13.0's worker code
llama_cpp=$(cd "${1:?Give a llama.cpp checkout at $LLAMA_CPP_COMMIT}" && pwd)
work=${WORK_DIR:-/tmp/fogplay-wllama-build}
out=${2:-$work/out}
jobs=${JOBS:-2}

wllama="$repo/node_modules/@wllama/wllama"
have=$(node -p "require('$wllama/package.json').version")
[[ "$have" == "$WLLAMA_VERSION" ]] || { echo "wllama is $have in node_modules; this script builds $WLLAMA_VERSION." >&2; exit 1; }
commit=$(git -C "$llama_cpp" rev-parse HEAD)
if [[ "$commit" != "$LLAMA_CPP_COMMIT"* ]]; then
  if [[ -z "${ALLOW_OTHER_LLAMA_CPP:-}" ]]; then
    echo "llama.cpp in $llama_cpp is at $commit, not $LLAMA_CPP_COMMIT as wllama $WLLAMA_VERSION pins." >&2
    exit 1
  fi
  echo "Warning: llama.cpp at $commit, not the pinned $LLAMA_CPP_COMMIT: its libraries only, a trial of the toolchain." >&2
  libraries_only=1
fi

source "$here/toolchain.sh"

# wllama's tree with llama.cpp where its submodule would be, and its build options for Emscripten 3.1.6.
rm -rf "$work/src" && mkdir -p "$work/src"
cp -r "$wllama/CMakeLists.txt" "$wllama/cpp" "$work/src/"
ln -s "$llama_cpp" "$work/src/llama.cpp"
node "$here/patch-cmake.mjs" "$work/src/CMakeLists.txt"
# A trial stops wllama's CMakeLists.txt after llama.cpp's directory: the glue's sources are not there.
[[ -z "${libraries_only:-}" ]] || sed -i '/^set(LLAMA_INSTALL_VERSION/,$d' "$work/src/CMakeLists.txt"

build_variant() { # name, extra cmake flags
  local name=$1; shift
  local dir="$work/$name"
  mkdir -p "$dir"
  (cd "$dir" && nice -n 19 emcmake cmake "$work/src" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DEMSCRIPTEN_SYSTEM_PROCESSOR=wasm32 -DWLLAMA_COMPAT=ON -DLLAMA_WASM_MEM64=OFF -DGGML_WEBGPU=OFF -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF \
      -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_TOOLS=OFF -DLLAMA_BUILD_SERVER=OFF "$@")
  # The libraries first: a failure there is the toolchain's, one in wllama's glue is the source's.
  nice -n 19 ninja -C "$dir" -j "$jobs" ggml-base ggml-cpu llama
  [[ -z "${libraries_only:-}" ]] || return 0
  nice -n 19 ninja -C "$dir" -j "$jobs" wllama
  mkdir -p "$out/$name"
  # Emscripten 3.1.6 starts threads from a file of their own, wllama.worker.js.
  cp "$dir/wllama.js" "$dir/wllama.wasm" "$out/$name/"
  [[ ! -e "$dir/wllama.worker.js" ]] || cp "$dir/wllama.worker.js" "$out/$name/"
}

build_variant single-thread -DFOGPLAY_THREADS=OFF
build_variant multi-thread -DFOGPLAY_THREADS=ON
[[ -z "${libraries_only:-}" ]] || { echo "Built llama.cpp's libraries in $work; no wllama from this llama.cpp."; exit 0; }
(cd "$out" && sha256sum */wllama.* > SHA256SUMS)
echo "Built into $out"
