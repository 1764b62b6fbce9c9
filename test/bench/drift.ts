/**
 * `npm run bench -- --check`: the figures BENCHMARKS.md states set beside the ones the bench
 * measures. In the file's source a checked figure is followed by a comment that names its key,
 * `5.7×<!-- bench:avalon.against-avalonbench -->`, hidden when the Markdown is shown; a bench row
 * gives the same key to its figure. A figure more than 20% away from the stated one fails, and so
 * does a stated figure the bench did not measure and a measured one the file does not state.
 */

/** How far a measured figure may be from the stated one, as a share of the stated one. */
export const TOLERANCE = 0.2;

/** A figure as BENCHMARKS.md states it: its number, its text (`5.7×`) and its line. */
export interface Stated {
  key: string;
  figure: number;
  text: string;
  line: number;
}

/** A figure as the bench measured it, and the name of the row that printed it. */
export interface Measured {
  key: string;
  figure: number;
  row: string;
}

/** A suite of the bench: the first part of its keys, and whether this run ran it. */
export interface Suite {
  id: string;
  ran: boolean;
}

/** Every comment that starts with "bench", well formed or not (an unclosed one runs to the end). */
const ANY_MARKER = /<!--\s*bench\b[\s\S]*?(?:-->|$)/g;
const MARKER = /^<!-- bench:(\w[\w.-]*) -->$/;
/** A number at the end of the text before a marker: 1,362 or 5.2429, then % or ×, then the closing ** of bold. */
const NUMBER_BEFORE = /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?([%×]?)(?:\*\*)?$/;

/**
 * The figures BENCHMARKS.md marks; a marker that is malformed, follows no number or repeats a key
 * throws, naming its line. Inline code is left out (blanked, so that lines keep their places): the
 * file shows the marker's form there.
 */
export function statedFigures(markdown: string): Stated[] {
  const text = markdown.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  const figures = new Map<string, Stated>();
  for (const match of text.matchAll(ANY_MARKER)) {
    const before = text.slice(0, match.index);
    const line = before.split('\n').length;
    const key = MARKER.exec(match[0])?.[1];
    if (!key) {
      throw new Error(
        `BENCHMARKS.md, line ${line}: "${match[0].split('\n')[0]}" is not a figure's marker. ` +
          'Write <!-- bench:KEY --> right after the number, the key in letters, digits, dots, dashes and underscores.',
      );
    }
    const lineBefore = before.slice(before.lastIndexOf('\n') + 1);
    const number = NUMBER_BEFORE.exec(lineBefore);
    if (!number) {
      throw new Error(
        `BENCHMARKS.md, line ${line}: the marker of ${key} must come right after a number, as in 5.7×<!-- bench:${key} -->; ` +
          `it comes after "${lineBefore.slice(-20)}".`,
      );
    }
    const [, whole, fraction = '', suffix] = number;
    const earlier = figures.get(key);
    if (earlier) throw new Error(`BENCHMARKS.md, lines ${earlier.line} and ${line} both mark ${key}: a key names one figure.`);
    figures.set(key, { key, figure: Number(whole!.replaceAll(',', '') + fraction), text: `${whole}${fraction}${suffix}`, line });
  }
  return [...figures.values()];
}

/** `figure` written as `like` is: as many decimals, thousands separated if it separates them, the same % or ×. */
function writtenLike(figure: number, like: string): string {
  const decimals = /\.(\d+)/.exec(like)?.[1]?.length ?? 0;
  const digits = figure.toLocaleString('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: like.includes(',') });
  return digits + (/[%×]$/.exec(like)?.[0] ?? '');
}

/** A drift in words, with a decimal where a whole number would read as the tolerance itself. */
function driftInWords(measured: number, stated: number): string {
  const percent = (100 * Math.abs(measured - stated)) / stated;
  return `${percent.toFixed(Math.round(percent) === 100 * TOLERANCE ? 1 : 0)}% ${measured > stated ? 'higher' : 'lower'}`;
}

/**
 * What is wrong, a sentence each: every figure of the suites that ran more than TOLERANCE from
 * the one stated, stated without a measurement or measured without a statement, and every key that
 * names no suite; none when all agree. And how many figures were compared.
 */
export function drifts(stated: Stated[], measured: Measured[], suites: Suite[]): { problems: string[]; compared: number } {
  const problems: string[] = [];
  const suiteOf = (key: string) => suites.find((suite) => key.startsWith(`${suite.id}.`));
  const byKey = new Map<string, Measured>();
  for (const m of measured) {
    const other = byKey.get(m.key);
    if (other) problems.push(`${m.key} is measured by two rows, "${other.row}" and "${m.row}": a key names one figure.`);
    byKey.set(m.key, m);
  }
  let compared = 0;
  for (const s of stated) {
    const suite = suiteOf(s.key);
    if (!suite) {
      problems.push(`${s.key} (BENCHMARKS.md, line ${s.line}) names no suite: a key starts with its suite's name, one of ${suites.map((x) => x.id).join(', ')}.`);
      continue;
    }
    if (!suite.ran) continue;
    const m = byKey.get(s.key);
    if (!m) {
      problems.push(`${s.key}: BENCHMARKS.md states ${s.text} (line ${s.line}), but the bench measured no figure for it.`);
    } else if (!Number.isFinite(m.figure)) {
      problems.push(`${s.key} (${m.row}): the bench measured no number (${m.figure}); BENCHMARKS.md states ${s.text} (line ${s.line}).`);
    } else {
      compared++;
      const drift = s.figure === 0 ? (m.figure === 0 ? 0 : Infinity) : Math.abs(m.figure - s.figure) / s.figure;
      if (drift > TOLERANCE) {
        const how = s.figure === 0 ? '' : `, ${driftInWords(m.figure, s.figure)}`;
        problems.push(`${s.key} (${m.row}) is ${writtenLike(m.figure, s.text)}; BENCHMARKS.md states ${s.text} (line ${s.line})${how}.`);
      }
    }
  }
  const statedKeys = new Set(stated.map((s) => s.key));
  for (const m of byKey.values()) {
    if (!suiteOf(m.key)?.ran) problems.push(`${m.key} (${m.row}) names no suite that ran: a row's key starts with its own suite's name.`);
    else if (!statedKeys.has(m.key)) problems.push(`${m.key} (${m.row}) is measured, but BENCHMARKS.md states no figure for it: mark the figure with <!-- bench:${m.key} -->.`);
  }
  return { problems, compared };
}
