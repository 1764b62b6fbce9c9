// Rewrites wllama's CMakeLists.txt for Emscripten 3.1.6 (Debian 12), each change with its reason.
// Usage: node patch-cmake.mjs CMakeLists.txt
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2];
let text = readFileSync(file, 'utf8');
const replace = (from, to, why) => {
  if (!text.includes(from)) throw new Error(`wllama's CMakeLists.txt has no "${from}" any more (${why}): look at the change.`);
  text = text.replaceAll(from, to);
};

// 3.1.6 names the stack TOTAL_STACK; STACK_SIZE came later.
replace('-sSTACK_SIZE=5MB', '-sTOTAL_STACK=5MB', 'stack setting');
// One thread builds without pthreads at all, so that its memory is not shared and it runs on a page
// that is not cross-origin isolated; several threads keep wllama's options.
replace('    -pthread\n    -gsource-map\n)', '    -gsource-map\n)', 'compile options');
replace('    -sPTHREAD_POOL_SIZE=Module[\\"pthreadPoolSize\\"]\n    -sUSE_PTHREADS=1\n    -pthread\n', '', 'link options');
replace('        -fexceptions\n        -pthread\n', '        -fexceptions\n', 'compat compile options');
// Before wllama hands its options to llama.cpp's directories, so that they apply there too.
replace(
  'add_compile_options(${WLLAMA_COMPILE_OPTIONS})',
  `option(FOGPLAY_THREADS "Build with pthreads (a cross-origin isolated page only)" ON)
option(FOGPLAY_RELAXED_SIMD "Let the compiler use relaxed SIMD" OFF)
if (FOGPLAY_THREADS)
    list(APPEND WLLAMA_COMPILE_OPTIONS -pthread)
    list(APPEND WLLAMA_LINK_OPTIONS -pthread -sUSE_PTHREADS=1 -sPTHREAD_POOL_SIZE=Module[\\"pthreadPoolSize\\"])
endif()
if (FOGPLAY_RELAXED_SIMD)
    list(APPEND WLLAMA_COMPILE_OPTIONS -mrelaxed-simd)
endif()
add_compile_options(\${WLLAMA_COMPILE_OPTIONS})`,
  'where the options apply',
);
writeFileSync(file, text);
