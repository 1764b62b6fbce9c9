// ggml's WebAssembly dot products against its generic C ones (the same sources, the same compiler),
// on one 4096-long row: the values, and the time of each, run from kernel-probe.mjs in Chromium;
// a kernel that takes two rows by two columns at once against four calls of one by one; ggml's
// vector store of four floats as halves (its vector operations on halves) against its scalar
// conversion; and its conversion of a row of halves to floats (flash attention's rows of K and V)
// against its table.
#include <emscripten/emscripten.h>
#include <stdint.h>
#include <string.h>
#include "ggml-cpu.h"
#include "ggml-quants.h"
#include "quants.h"
#include "simd-mappings.h"

enum { N = 4096 };
static float weights[2 * N], activations[2 * N];
// The first N activations as halves, for the conversion back to floats.
static ggml_fp16_t activation_halves[N];
// Two rows of weights and two columns of activations, each 2 * N bytes apart.
static uint8_t quantised_weights[4 * N], quantised_activations[4 * N];
// Each format's kernel and its generic one, in turn.
static const ggml_vec_dot_t kernels[] = {
  ggml_vec_dot_q8_0_q8_0, ggml_vec_dot_q8_0_q8_0_generic, ggml_vec_dot_q4_K_q8_K, ggml_vec_dot_q4_K_q8_K_generic,
  ggml_vec_dot_q4_0_q8_0, ggml_vec_dot_q4_0_q8_0_generic, ggml_vec_dot_q6_K_q8_K, ggml_vec_dot_q6_K_q8_K_generic,
};

// format 0: Q8_0 weights, Q8_0 activations; 1: Q4_K, Q8_K; 2: Q4_0, Q8_0; 3: Q6_K, Q8_K.
EMSCRIPTEN_KEEPALIVE void setup(int format) {
  ggml_cpu_init();
  uint32_t seed = 12345;
  for (int i = 0; i < 2 * N; i++) {
    seed = seed * 1664525u + 1013904223u;
    weights[i] = (float)((int)(seed >> 9) % 2001 - 1000) / 1000.0f;
    seed = seed * 1664525u + 1013904223u;
    activations[i] = (float)((int)(seed >> 9) % 2001 - 1000) / 1000.0f;
  }
  for (int i = 0; i < N; i++) activation_halves[i] = GGML_CPU_FP32_TO_FP16(activations[i]);
  for (int row = 0; row < 2; row++) {
    const float * w = weights + row * N, * a = activations + row * N;
    uint8_t * qw = quantised_weights + row * 2 * N, * qa = quantised_activations + row * 2 * N;
    switch (format) {
      case 0: quantize_row_q8_0_ref(w, (block_q8_0 *)qw, N); break;
      case 1: quantize_row_q4_K_ref(w, (block_q4_K *)qw, N); break;
      case 2: quantize_row_q4_0_ref(w, (block_q4_0 *)qw, N); break;
      case 3: quantize_row_q6_K_ref(w, (block_q6_K *)qw, N); break;
    }
    if (format % 2 == 0) quantize_row_q8_0(a, qa, N);
    else quantize_row_q8_K(a, qa, N);
  }
}

// kernel: 2 * format for its WebAssembly kernel, 2 * format + 1 for its generic one. Returns the mean dot product.
EMSCRIPTEN_KEEPALIVE float run(int kernel, int times) {
  float sum = 0, result;
  for (int i = 0; i < times; i++) {
    kernels[kernel](N, &result, 0, quantised_weights, 0, quantised_activations, 0, 1);
    sum += result;
  }
  return sum / (float)times;
}

// The four products of two rows by two columns, by the format's WebAssembly kernel: at once
// (tiled) or one by one. Returns the mean of their sum.
static float tile[32];
EMSCRIPTEN_KEEPALIVE float run_tile(int format, int tiled, int times) {
  const ggml_vec_dot_t kernel = kernels[2 * format];
  float sum = 0;
  for (int i = 0; i < times; i++) {
    if (tiled) {
      kernel(N, tile, 16, quantised_weights, 2 * N, quantised_activations, 2 * N, 2);
    } else {
      for (int c = 0; c < 2; c++)
        for (int r = 0; r < 2; r++)
          kernel(N, &tile[16 * c + r], 0, quantised_weights + r * 2 * N, 0, quantised_activations + c * 2 * N, 0, 1);
    }
    sum += tile[0] + tile[1] + tile[16] + tile[17];
  }
  return sum / (float)times;
}

// 1 when the tiled kernel's four products are those of one by one, bit for bit.
EMSCRIPTEN_KEEPALIVE int tile_matches(int format) {
  float one_by_one[32];
  run_tile(format, 0, 1);
  for (int i = 0; i < 32; i++) one_by_one[i] = tile[i];
  run_tile(format, 1, 1);
  for (int c = 0; c < 2; c++)
    for (int r = 0; r < 2; r++)
      if (__builtin_memcmp(&tile[16 * c + r], &one_by_one[16 * c + r], sizeof(float)) != 0) return 0;
  return 1;
}

// 1 when ggml's vector store of four floats as halves gives, for each of the 2^32 floats, the half
// its scalar conversion does.
EMSCRIPTEN_KEEPALIVE int f16_store_matches(void) {
  for (uint64_t i = 0; i < (1ull << 32); i += 4) {
    const uint32_t bits[4] = { (uint32_t)i, (uint32_t)i + 1, (uint32_t)i + 2, (uint32_t)i + 3 };
    ggml_fp16_t stored[4];
    GGML_F16x4_STORE(stored, wasm_v128_load(bits));
    for (int k = 0; k < 4; k++) {
      float f;
      memcpy(&f, &bits[k], sizeof f);
      if (stored[k] != GGML_CPU_FP32_TO_FP16(f)) return 0;
    }
  }
  return 1;
}

// ggml's WebAssembly store of four halves before it took lanes: four scalar conversions.
static inline void scalar_f16x4_store(ggml_fp16_t * p, v128_t x) {
  float tmp[4];
  wasm_v128_store(tmp, x);
  for (int k = 0; k < 4; k++) p[k] = GGML_CPU_FP32_TO_FP16(tmp[k]);
}

// A row of floats stored as halves, four at a time, by ggml's vector store or the scalar one.
// Returns the last half.
static ggml_fp16_t stored_row[N];
EMSCRIPTEN_KEEPALIVE int run_f16_store(int vector, int times) {
  for (int t = 0; t < times; t++) {
    for (int i = 0; i < N; i += 4) {
      if (vector) GGML_F16x4_STORE(stored_row + i, wasm_v128_load(activations + i));
      else scalar_f16x4_store(stored_row + i, wasm_v128_load(activations + i));
    }
  }
  return stored_row[N - 1];
}

// 1 when ggml's conversion of rows of halves to floats gives, for each of the 65,536 halves, the
// float of ggml's table: in rows of 8 consecutive halves, the rows that hold only zeros and normal
// halves go by lanes, the others by the table.
EMSCRIPTEN_KEEPALIVE int f16_load_matches(void) {
  for (int i = 0; i < (1 << 16); i += 8) {
    ggml_fp16_t halves[8];
    float floats[8];
    for (int k = 0; k < 8; k++) halves[k] = (ggml_fp16_t)(i + k);
    ggml_cpu_fp16_to_fp32(halves, floats, 8);
    for (int k = 0; k < 8; k++) {
      const float table = GGML_CPU_FP16_TO_FP32(halves[k]);
      if (memcmp(&floats[k], &table, sizeof table) != 0) return 0;
    }
  }
  return 1;
}

// The activations as halves converted back to floats in rows of 64 (a head's row of K or V), by
// ggml's conversion or one lookup in its table each. Returns the last float.
static float loaded_row[N];
EMSCRIPTEN_KEEPALIVE float run_f16_load(int vector, int times) {
  for (int t = 0; t < times; t++) {
    for (int i = 0; i < N; i += 64) {
      if (vector) ggml_cpu_fp16_to_fp32(activation_halves + i, loaded_row + i, 64);
      else for (int k = i; k < i + 64; k++) loaded_row[k] = GGML_CPU_FP16_TO_FP32(activation_halves[k]);
    }
  }
  return loaded_row[N - 1];
}
