// Rewrites wllama's CMakeLists.txt for Emscripten 3.1.6 (Debian 12), each change with its reason.
// Usage: node patch-cmake.mjs CMakeLists.txt
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2];
let text = readFileSync(file, 'utf8');
const replace = (from, to, why) => {
  if (!text.includes(from)) throw new Error(`wllama's CMakeLists.txt has no "${from}" any more (${why}): look at the change.`);
  text = text.replaceAll(from, to);
};

// 3.1.6 names the stack TOTAL_STACK; STACK_SIZE came later. wasm-memory.js (build.sh puts it
// beside this file) gives wllama's worker code the memory 3.1.6 does not export.
replace('-sSTACK_SIZE=5MB', '-sTOTAL_STACK=5MB\n    --post-js ${CMAKE_CURRENT_SOURCE_DIR}/wasm-memory.js', 'stack setting');
// One thread builds without pthreads at all, so that its memory is not shared and it runs on a page
// that is not cross-origin isolated; several threads keep wllama's options.
replace('    -pthread\n    -gsource-map\n)', '    -gsource-map\n)', 'compile options');
replace('    -sPTHREAD_POOL_SIZE=Module[\\"pthreadPoolSize\\"]\n    -sUSE_PTHREADS=1\n    -pthread\n', '', 'link options');
replace('        -fexceptions\n        -pthread\n', '        -fexceptions\n', 'compat compile options');
// Before wllama hands its options to llama.cpp's directories, so that they apply there too.
replace(
  'add_compile_options(${WLLAMA_COMPILE_OPTIONS})',
  `option(FOGPLAY_THREADS "Build with pthreads (a cross-origin isolated page only)" ON)
if (FOGPLAY_THREADS)
    list(APPEND WLLAMA_COMPILE_OPTIONS -pthread)
    list(APPEND WLLAMA_LINK_OPTIONS -pthread -sUSE_PTHREADS=1 -sPTHREAD_POOL_SIZE=Module[\\"pthreadPoolSize\\"])
endif()
add_compile_options(\${WLLAMA_COMPILE_OPTIONS})`,
  'where the options apply',
);
// ggml's WebAssembly kernels replaced by a file of relaxed-SIMD ones (build.sh writes it from
// ggml's own and relaxed-simd.patch). Only that file is compiled with relaxed SIMD, so that no
// other relaxed instruction, untried in the browser, comes in. Its relative includes resolve from
// the folder of the file it replaces.
replace(
  'add_subdirectory(llama.cpp)\n',
  `add_subdirectory(llama.cpp)
set(FOGPLAY_WASM_QUANTS "" CACHE FILEPATH "A file in place of ggml's arch/wasm/quants.c, compiled with relaxed SIMD")
if (FOGPLAY_WASM_QUANTS)
    get_target_property(fogplay_cpu_sources ggml-cpu SOURCES)
    list(TRANSFORM fogplay_cpu_sources REPLACE ".*arch/wasm/quants\\\\.c$" "\${FOGPLAY_WASM_QUANTS}")
    set_target_properties(ggml-cpu PROPERTIES SOURCES "\${fogplay_cpu_sources}")
    set_source_files_properties(\${FOGPLAY_WASM_QUANTS} TARGET_DIRECTORY ggml-cpu PROPERTIES COMPILE_OPTIONS -mrelaxed-simd)
    # Its Q8_0, Q4_K, Q4_0 and Q6_K kernels also take two rows by two columns, which ggml then asks for.
    set_source_files_properties(\${CMAKE_CURRENT_SOURCE_DIR}/llama.cpp/ggml/src/ggml-cpu/ggml-cpu.c TARGET_DIRECTORY ggml-cpu PROPERTIES COMPILE_DEFINITIONS FOGPLAY_TILED_DOTS)
    # So that the link's Binaryen passes accept the relaxed instructions.
    add_link_options(-mrelaxed-simd)
    target_include_directories(ggml-cpu PRIVATE \${CMAKE_CURRENT_SOURCE_DIR}/llama.cpp/ggml/src/ggml-cpu/arch/wasm)
endif()
`,
  'the relaxed-SIMD kernels',
);
writeFileSync(file, text);
