#!/bin/bash
# Builds wllama's WebAssembly with Debian's Emscripten 3.1.6 and LLVM 19, from wllama's sources as
# npm ships them and llama.cpp at the commit that wllama release pins.
#
#   src/engines/wllama/build/build.sh WLLAMA_VERSION LLAMA_CPP_DIR [OUT_DIR]
#
# WLLAMA_VERSION is one of the releases below; its package comes from npm (`npm pack`), checked
# against its integrity. LLAMA_CPP_DIR is a git checkout of llama.cpp (wllama's package leaves its
# submodule out). VARIANTS chooses what is built, by default the four the app runs:
#   simd           ggml's WebAssembly SIMD kernels, one thread
#   relaxed-simd   relaxed-SIMD kernels (relaxed-simd.patch on ggml's WebAssembly ones), one thread
#   generic        as wllama builds it: Emscripten's default processor, ggml's generic kernels, one thread
#   simd-threads, relaxed-simd-threads
#                  the same with pthreads, for a cross-origin isolated page
# OUT_DIR src/engines/wllama/build/wasm replaces the builds the app serves (builds.ts).
# A checkout at another commit than the pinned one builds, with ALLOW_OTHER_LLAMA_CPP=1, only
# llama.cpp's libraries with wllama's options, as a trial of the toolchain: wllama's glue needs the
# llama.cpp it was written for. NOTES.md says what was met on the way.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

# wllama release → llama.cpp commit (LIBLLAMA_VERSION in its worker code) and the package's integrity.
declare -A LLAMA_CPP_COMMITS=(
  [3.5.1]=dd4623a   # b9640
  [3.13.0]=7d7f028  # b12211
)
declare -A INTEGRITY=(
  [3.5.1]=sha512-m5L0KKtmUTKz5lGvVVa/Y3qRtoobu80Jne51U0CSR6O930aOUURzhMEAolNsN4v0kfQ9u58wi2IdpUicLfaXUw==
  [3.13.0]=sha512-ZvoRdQAn+E+18EvQ9qS036gudiI9rbZRBJgG/qNICPPwrA0Y6SMMdbziz/j7K/0WxcbJlhaRraVIYsnEy732NA==
)
version=${1:?Give a wllama version: ${!LLAMA_CPP_COMMITS[*]}}
LLAMA_CPP_COMMIT=${LLAMA_CPP_COMMITS[$version]:-}
[[ -n "$LLAMA_CPP_COMMIT" ]] || { echo "No pinned llama.cpp for wllama $version; known: ${!LLAMA_CPP_COMMITS[*]}." >&2; exit 1; }
llama_cpp=$(cd "${2:?Give a llama.cpp checkout at $LLAMA_CPP_COMMIT}" && pwd)
work=${WORK_DIR:-/tmp/fogplay-wllama-build}/$version
out=${3:-$work/out}
jobs=${JOBS:-2}
variants=${VARIANTS:-simd relaxed-simd simd-threads relaxed-simd-threads}

commit=$(git -C "$llama_cpp" rev-parse HEAD)
if [[ "$commit" != "$LLAMA_CPP_COMMIT"* ]]; then
  if [[ -z "${ALLOW_OTHER_LLAMA_CPP:-}" ]]; then
    echo "llama.cpp in $llama_cpp is at $commit, not $LLAMA_CPP_COMMIT as wllama $version pins." >&2
    exit 1
  fi
  echo "Warning: llama.cpp at $commit, not the pinned $LLAMA_CPP_COMMIT: its libraries only, a trial of the toolchain." >&2
  libraries_only=1
fi

source "$here/toolchain.sh"

# What the pinned llama.cpp needs in the browser, applied to the checkout once: at dd4623a,
# ggml_vec_dot_q4_1_q8_1 is defined twice for wasm (its kernel was added, its fallback name kept;
# llama.cpp removed the fallback later), and the link fails; and ggml's threads wait for each other
# at every step of the graph by spinning alone, so that one that has lost its core to the page's
# other threads stalls the rest for a time slice: with pthreads, a thread kept waiting sleeps.
fix="$here/llama.cpp-$LLAMA_CPP_COMMIT.patch"
if [[ -e "$fix" ]] && ! git -C "$llama_cpp" apply --reverse --check "$fix" 2>/dev/null; then
  git -C "$llama_cpp" apply "$fix" 2>/dev/null || {
    echo "$(basename "$fix") neither applies to $llama_cpp nor is applied there: it may hold an earlier version of it. Restore its ggml/src/ggml-cpu (git -C $llama_cpp checkout ggml/src/ggml-cpu) and build again." >&2
    exit 1
  }
fi
# TIMING=1: a diagnostic build whose threads time their work and waits (thread-timing.patch), into
# an OUT_DIR of its own; the patch is taken off the checkout again when the build ends.
if [[ -n "${TIMING:-}" ]]; then
  [[ "$(realpath -m "$out")" != "$(realpath "$here/wasm")" ]] || { echo "TIMING=1 builds into an OUT_DIR of its own, not the app's." >&2; exit 1; }
  git -C "$llama_cpp" apply "$here/thread-timing.patch"
  trap 'git -C "$llama_cpp" apply --reverse "$here/thread-timing.patch"' EXIT
fi

# wllama's package, checked, then its tree with llama.cpp where its submodule would be, its glue
# handing out a reply's results a frame at a time (wllama-VERSION.patch, where there is one), and
# its build options for Emscripten 3.1.6.
mkdir -p "$work"
tarball="$work/wllama-wllama-$version.tgz"
[[ -e "$tarball" ]] || (cd "$work" && npm pack --silent "@wllama/wllama@$version" >/dev/null)
have="sha512-$(openssl dgst -sha512 -binary "$tarball" | base64 -w0)"
[[ "$have" == "${INTEGRITY[$version]}" ]] || { echo "$tarball is not the wllama $version npm publishes (integrity $have)." >&2; exit 1; }
rm -rf "$work/src" && mkdir -p "$work/src"
tar -xzf "$tarball" -C "$work/src" --strip-components=1 package/CMakeLists.txt package/cpp
glue_fix=()
[[ ! -e "$here/wllama-$version.patch" ]] || glue_fix=("wllama-$version.patch")
for fix_file in "${glue_fix[@]}"; do patch --quiet -d "$work/src" -p1 < "$here/$fix_file"; done
ln -s "$llama_cpp" "$work/src/llama.cpp"
cp "$here/wasm-memory.js" "$work/src/"
node "$here/patch-cmake.mjs" "$work/src/CMakeLists.txt"
# A trial stops wllama's CMakeLists.txt after llama.cpp's directory: the glue's sources are not there.
[[ -z "${libraries_only:-}" ]] || sed -i '/^set(LLAMA_INSTALL_VERSION/,$d' "$work/src/CMakeLists.txt"

build_variant() { # name, build folder, processor, extra cmake flags
  local name=$1 folder=$2 dir="$work/$2" processor=$3; shift 3
  mkdir -p "$dir"
  # CMake keeps the processor of a folder's first configuration (CMakeSystem.cmake); the variants
  # of one thread count share a folder, so that switching recompiles only what the switch changes.
  sed -i "s/^set(CMAKE_SYSTEM_PROCESSOR .*/set(CMAKE_SYSTEM_PROCESSOR \"$processor\")/" "$dir"/CMakeFiles/*/CMakeSystem.cmake 2>/dev/null || true
  (cd "$dir" && nice -n 19 emcmake cmake "$work/src" -G Ninja -DCMAKE_BUILD_TYPE=Release -DEMSCRIPTEN_SYSTEM_PROCESSOR="$processor" \
      -DWLLAMA_COMPAT=ON -DLLAMA_WASM_MEM64=OFF -DGGML_WEBGPU=OFF -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF \
      -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_TOOLS=OFF -DLLAMA_BUILD_SERVER=OFF "$@")
  # The libraries first: a failure there is the toolchain's, one in wllama's glue is the source's.
  nice -n 19 ninja -C "$dir" -j "$jobs" ggml-base ggml-cpu llama
  [[ -z "${libraries_only:-}" ]] || return 0
  nice -n 19 ninja -C "$dir" -j "$jobs" wllama
  mkdir -p "$out/$name"
  # Function names and the source map's address are for debugging here, 2 MB a page need not fetch.
  llvm-objcopy-19 --remove-section=name --remove-section=sourceMappingURL "$dir/wllama.wasm" "$out/$name/wllama.wasm"
  # The variants of a folder share their glue, the JavaScript that runs the module (so build them
  # together): one file named after the folder, with Emscripten 3.1.6's thread worker inside.
  local glue="$work/$folder.js"
  if [[ -e "$dir/wllama.worker.js" ]]; then node "$here/pthread-worker.mjs" "$dir/wllama.js" "$dir/wllama.worker.js" "$glue"; else cp "$dir/wllama.js" "$glue"; fi
  if [[ -n "${glue_written[$folder]:-}" ]] && ! cmp -s "$glue" "$out/$folder.js"; then
    echo "$name's glue differs from that of the variants built before it in $folder, which share it." >&2
    exit 1
  fi
  cp "$glue" "$out/$folder.js"
  glue_written[$folder]=1
}
declare -A glue_written=()

# Emscripten's CMake toolchain file calls the processor x86, for which ggml has no kernels of its
# own (its generic C ones); wasm32 gives it its WebAssembly ones.
# The relaxed-SIMD kernels: ggml's WebAssembly ones with relaxed-simd.patch.
relaxed="$work/src/relaxed/quants.c"
mkdir -p "$(dirname "$relaxed")"
cp "$llama_cpp/ggml/src/ggml-cpu/arch/wasm/quants.c" "$relaxed"
patch --quiet "$relaxed" "$here/relaxed-simd.patch"
for variant in $variants; do
  case $variant in
    simd) build_variant "$variant" single-thread wasm32 -DFOGPLAY_THREADS=OFF -DFOGPLAY_WASM_QUANTS= ;;
    relaxed-simd) build_variant "$variant" single-thread wasm32 -DFOGPLAY_THREADS=OFF -DFOGPLAY_WASM_QUANTS="$relaxed" ;;
    generic) build_variant "$variant" single-thread x86 -DFOGPLAY_THREADS=OFF -DFOGPLAY_WASM_QUANTS= ;;
    simd-threads) build_variant "$variant" multi-thread wasm32 -DFOGPLAY_THREADS=ON -DFOGPLAY_WASM_QUANTS= ;;
    relaxed-simd-threads) build_variant "$variant" multi-thread wasm32 -DFOGPLAY_THREADS=ON -DFOGPLAY_WASM_QUANTS="$relaxed" ;;
    *) echo "No variant named $variant." >&2; exit 1 ;;
  esac
done
[[ -z "${libraries_only:-}" ]] || { echo "Built llama.cpp's libraries in $work; no wllama from this llama.cpp."; exit 0; }
# What was built, from what: the sources' versions and the hashes of this folder's files that made it.
{
  echo "# wllama $version, llama.cpp $LLAMA_CPP_COMMIT, $(emcc --version | head -1), $(clang-19 --version | head -1)"
  (cd "$here" && sha256sum build.sh patch-cmake.mjs pthread-worker.mjs toolchain.sh wasm-memory.js relaxed-simd.patch "llama.cpp-$LLAMA_CPP_COMMIT.patch" "${glue_fix[@]}")
  (cd "$out" && sha256sum ./*.js ./*/wllama.wasm | sed 's| \./| |')
} > "$out/SHA256SUMS"
echo "Built wllama $version (llama.cpp $LLAMA_CPP_COMMIT) into $out"
