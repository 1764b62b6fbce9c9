/** A line longer than a reader takes: refused as soon as it is seen, before it is read whole. */
export class LineTooLong extends Error {
  override name = 'LineTooLong';
  constructor(
    /** The line, from 1. */
    readonly line: number,
    readonly limit: number,
  ) {
    super(`Line ${line} is longer than ${limit.toLocaleString('en')} characters.`);
  }
}

/**
 * Reads a file as lines, as it streams: a file of any size costs the memory of one line, and a
 * line longer than `maxLine` characters throws LineTooLong once that much of it is read.
 */
export async function* readLines(file: Blob, onBytes?: (bytes: number) => void, maxLine = Infinity): AsyncGenerator<string> {
  const reader = file.stream().getReader();
  let decoder: TextDecoder | undefined;
  let buffer = '';
  let bytes = 0;
  let line = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      onBytes?.(bytes);
      decoder ??= new TextDecoder(encodingOf(value));
      // Only the new text is searched for line ends: a long line costs its length once, not at every piece.
      const text = decoder.decode(value, { stream: true });
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; start = end + 1, end = text.indexOf('\n', start)) {
        const whole = buffer + text.slice(start, end);
        buffer = '';
        line++;
        if (whole.length > maxLine) throw new LineTooLong(line, maxLine);
        yield whole;
      }
      buffer += text.slice(start);
      if (buffer.length > maxLine) throw new LineTooLong(line + 1, maxLine);
    }
    buffer += decoder?.decode() ?? '';
    if (buffer.length > maxLine) throw new LineTooLong(line + 1, maxLine);
    if (buffer) yield buffer;
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * The encoding its byte order mark names, UTF-8 otherwise: a file saved as UTF-16 by an editor
 * (Windows Notepad does) is read as its text, not as bytes that are no JSON. The decoder drops the mark.
 */
function encodingOf(start: Uint8Array): string {
  if (start[0] === 0xff && start[1] === 0xfe) return 'utf-16le';
  if (start[0] === 0xfe && start[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}
