// wllama's worker code reads Module.wasmMemory; Emscripten 3.1.6 does not put it there, even when
// EXPORTED_RUNTIME_METHODS names it (newer Emscripten does). Given to the link as --post-js.
Module['wasmMemory'] = wasmMemory;
