// The 8-bit dot product that llama.cpp's quantised kernels need, written with relaxed SIMD, against
// the scalar sum: a toolchain whose relaxed opcodes differ from the browser's fails here first.
#include <stdint.h>
#include <wasm_simd128.h>

int8_t a[64], b[64];

__attribute__((export_name("dot_relaxed")))
int32_t dot_relaxed(void) {
  v128_t sum = wasm_i32x4_splat(0);
  for (int i = 0; i < 64; i += 16) {
    v128_t pairs = wasm_i16x8_relaxed_dot_i8x16_i7x16(wasm_v128_load(a + i), wasm_v128_load(b + i));
    sum = wasm_i32x4_add(sum, wasm_i32x4_extadd_pairwise_i16x8(pairs));
  }
  return wasm_i32x4_extract_lane(sum, 0) + wasm_i32x4_extract_lane(sum, 1) + wasm_i32x4_extract_lane(sum, 2) + wasm_i32x4_extract_lane(sum, 3);
}

__attribute__((export_name("dot_scalar")))
int32_t dot_scalar(void) {
  int32_t sum = 0;
  for (int i = 0; i < 64; i++) sum += a[i] * b[i];
  return sum;
}

// b's values stay within 7 bits, as the instruction asks for a defined result.
__attribute__((export_name("fill")))
void fill(uint32_t seed) {
  for (int i = 0; i < 64; i++) {
    seed = seed * 1664525u + 1013904223u;
    a[i] = (int8_t)(seed >> 24);
    b[i] = (int8_t)((seed >> 8) & 0x7f);
  }
}
