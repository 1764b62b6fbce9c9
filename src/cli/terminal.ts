/**
 * Text the command line did not write itself (a server's error, a model's words, a file's
 * contents, an argument) as a terminal should show it: every control character made visible, so
 * that none is obeyed. An escape sequence cannot clear the screen, set the window's title or move
 * the cursor, and a carriage return or a line feed cannot overwrite a line or start one that looks
 * like the runner's own.
 */

/** C0 and C1 controls, DEL, and the marks that reorder text where it is shown (bidirectional controls). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One control character as it is shown: a C0 control or DEL as its Unicode symbol (ESC as ␛), any other as `\uXXXX`. */
function visible(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` with each control character shown as such, not obeyed. */
export function shown(text: string): string {
  return text.replace(CONTROL, visible);
}

/** Lines the runner joined itself, each of which may hold text from elsewhere: only its own line breaks are kept. */
export const shownLines = (lines: string[]): string => lines.map(shown).join('\n');
