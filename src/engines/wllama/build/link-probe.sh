#!/bin/bash
# Builds link-probe.cpp with wllama's compat link options under Emscripten 3.1.6 and runs it in
# Chromium on a cross-origin isolated page; prints "caught 3 42" when threads, exceptions and
# Asyncify all work. Usage: src/engines/wllama/build/link-probe.sh [PORT]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/toolchain.sh"
out=$(mktemp -d)
nice -n 19 em++ -O3 -msimd128 -frtti -pthread -fexceptions "$here/link-probe.cpp" -o "$out/probe.js" \
  -sTOTAL_STACK=5MB -sINITIAL_MEMORY=128MB -sMAXIMUM_MEMORY=4096MB -sALLOW_MEMORY_GROWTH=1 -sFORCE_FILESYSTEM=1 \
  -sEXPORTED_FUNCTIONS=_main,_probe_start -sEXPORTED_RUNTIME_METHODS=ccall,cwrap,HEAPU8,MEMFS,FS,mmapAlloc,ENV,wasmMemory \
  '-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=$ENV' -sNO_EXIT_RUNTIME=1 -sIMPORTED_MEMORY=1 \
  '-sPTHREAD_POOL_SIZE=Module["pthreadPoolSize"]' -sUSE_PTHREADS=1 -sASYNCIFY=1 "-sASYNCIFY_ADD=['probe_start']" \
  -Wno-pthreads-mem-growth
node "$here/link-probe.mjs" "$out" "${1:-4197}"
