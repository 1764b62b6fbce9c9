// wllama's shape in small: threads, C++ exceptions and a JavaScript call awaited through Asyncify
// (as wllama's file reads are), linked with wllama's options, to run in Chromium.
#include <emscripten/emscripten.h>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

EM_ASYNC_JS(int, js_next, (int x), { await new Promise((resolve) => setTimeout(resolve, 1)); return x + 1; });

extern "C" EMSCRIPTEN_KEEPALIVE const char * probe_start() {
  static std::string out;
  std::vector<int> parts(2);
  std::vector<std::thread> threads;
  for (int i = 0; i < 2; i++) threads.emplace_back([&parts, i] { parts[i] = i + 1; });
  for (auto & thread : threads) thread.join();
  try {
    throw std::runtime_error("caught");
  } catch (const std::exception & e) {
    out = e.what();
  }
  out += " " + std::to_string(parts[0] + parts[1]) + " " + std::to_string(js_next(41));
  return out.c_str();
}

int main() { return 0; }
