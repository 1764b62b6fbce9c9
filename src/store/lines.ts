/** Reads a file as lines, as it streams: a file of any size costs the memory of one line. */
export async function* readLines(file: Blob, onBytes?: (bytes: number) => void): AsyncGenerator<string> {
  const reader = file.stream().getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    onBytes?.(bytes);
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    yield* lines;
  }
  buffer += decoder.decode();
  if (buffer) yield buffer;
}
