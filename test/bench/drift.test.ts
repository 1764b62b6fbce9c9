/** `npm run bench -- --check`: reading the figures BENCHMARKS.md marks, and setting measured ones beside them. */
import { describe, expect, it } from 'vitest';
import { drifts, statedFigures, type Measured, type Stated } from './drift';

const FILE = `# Benchmarks

| Benchmark | Value | Note |
|---|---|---|
| Mean guesses | **5.2429**<!-- bench:guess-number.mean-guesses --> | known optimum 5.2131 |
| First load | **32,713<!-- bench:first-load.bytes --> bytes gzipped** | budget 100 KB |

Ours against AvalonBench's engine: **5.7×**<!-- bench:avalon.against-avalonbench --> as fast; good wins 38.5%<!-- bench:avalon.good-wins -->.
`;

const suites = (...ran: string[]) => ['guess-number', 'first-load', 'avalon', 'replay'].map((id) => ({ id, ran: ran.includes(id) }));
const stated = (key: string, figure: number, text = String(figure)): Stated => ({ key, figure, text, line: 3 });
const measured = (key: string, figure: number): Measured => ({ key, figure, row: 'A row' });

describe('the figures BENCHMARKS.md states', () => {
  it('are the numbers right before each marker, with their text and line', () => {
    expect(statedFigures(FILE)).toEqual([
      { key: 'guess-number.mean-guesses', figure: 5.2429, text: '5.2429', line: 5 },
      { key: 'first-load.bytes', figure: 32713, text: '32,713', line: 6 },
      { key: 'avalon.against-avalonbench', figure: 5.7, text: '5.7×', line: 8 },
      { key: 'avalon.good-wins', figure: 38.5, text: '38.5%', line: 8 },
    ]);
  });

  it('are none in a file without markers, whatever other comments it holds', () => {
    expect(statedFigures('# Benchmarks\n\n<!-- a note -->\n| a | 5 |\n')).toEqual([]);
  });

  it('leave out inline code, where the file shows the form of a marker', () => {
    expect(statedFigures('Mark it as `5.7×<!-- bench:KEY -->` or `<!-- bench -->`.\n\n1.5×<!-- bench:replay.fold -->')).toEqual([
      { key: 'replay.fold', figure: 1.5, text: '1.5×', line: 3 },
    ]);
  });

  it('refuse a marker that follows no number, naming the line and the key', () => {
    expect(() => statedFigures('# B\n\nFast<!-- bench:replay.fold -->, very.\n')).toThrow(
      'BENCHMARKS.md, line 3: the marker of replay.fold must come right after a number, as in 5.7×<!-- bench:replay.fold -->; it comes after "Fast".',
    );
    // A number in the middle of a word is not a figure.
    expect(() => statedFigures('Q8<!-- bench:replay.fold -->')).toThrow('must come right after a number');
  });

  it('refuse a malformed marker and an unclosed one', () => {
    expect(() => statedFigures('a\n5 <!-- bench: replay fold -->\n')).toThrow(
      'BENCHMARKS.md, line 2: "<!-- bench: replay fold -->" is not a figure\'s marker. Write <!-- bench:KEY --> right after the number',
    );
    expect(() => statedFigures('5<!--bench:replay.fold-->')).toThrow('is not a figure\'s marker');
    expect(() => statedFigures('5<!-- bench:replay.fold\n\nmore text')).toThrow('line 1: "<!-- bench:replay.fold" is not a figure\'s marker');
  });

  it('refuse a key marked twice', () => {
    expect(() => statedFigures('1.5×<!-- bench:replay.fold -->\n\n2×<!-- bench:replay.fold -->')).toThrow(
      'BENCHMARKS.md, lines 1 and 3 both mark replay.fold: a key names one figure.',
    );
  });
});

describe('a measured figure beside the stated one', () => {
  const check = (figure: number) => drifts([stated('avalon.against-avalonbench', 5.7, '5.7×')], [measured('avalon.against-avalonbench', figure)], suites('avalon'));

  it('passes within 20%, above or below', () => {
    expect(check(5.7 * 1.19)).toEqual({ problems: [], compared: 1 });
    expect(check(5.7 * 0.81)).toEqual({ problems: [], compared: 1 });
  });

  it('fails past 20%, saying by how much in the stated figure\'s own form', () => {
    expect(check(5.7 * 1.21)).toEqual({
      problems: ['avalon.against-avalonbench (A row) is 6.9×; BENCHMARKS.md states 5.7× (line 3), 21% higher.'],
      compared: 1,
    });
    expect(check(3.1).problems).toEqual(['avalon.against-avalonbench (A row) is 3.1×; BENCHMARKS.md states 5.7× (line 3), 46% lower.']);
    // A drift that rounds to 20% shows its decimal, so that it does not read as the tolerance.
    expect(check(5.7 * 1.202).problems[0]).toContain('20.2% higher');
    const bytes = drifts([stated('first-load.bytes', 32713, '32,713')], [measured('first-load.bytes', 45000.4)], suites('first-load'));
    expect(bytes.problems).toEqual(['first-load.bytes (A row) is 45,000; BENCHMARKS.md states 32,713 (line 3), 38% higher.']);
  });

  it('fails on any change from a stated 0', () => {
    const zero = (figure: number) => drifts([stated('replay.fold', 0)], [measured('replay.fold', figure)], suites('replay')).problems;
    expect(zero(0)).toEqual([]);
    expect(zero(1)).toEqual(['replay.fold (A row) is 1; BENCHMARKS.md states 0 (line 3).']);
  });

  it('fails when the bench measured no number', () => {
    expect(check(NaN).problems).toEqual(['avalon.against-avalonbench (A row): the bench measured no number (NaN); BENCHMARKS.md states 5.7× (line 3).']);
  });
});

describe('keys on one side only', () => {
  it('fail when a stated figure of a suite that ran was not measured', () => {
    expect(drifts([stated('avalon.against-avalonbench', 5.7, '5.7×')], [], suites('avalon'))).toEqual({
      problems: ['avalon.against-avalonbench: BENCHMARKS.md states 5.7× (line 3), but the bench measured no figure for it.'],
      compared: 0,
    });
  });

  it('are not asked of suites that did not run', () => {
    expect(drifts([stated('avalon.against-avalonbench', 5.7)], [measured('replay.fold', 24)], suites('replay')).problems).toEqual([
      'replay.fold (A row) is measured, but BENCHMARKS.md states no figure for it: mark the figure with <!-- bench:replay.fold -->.',
    ]);
  });

  it('fail when a key names no suite, in the file or in a row, or two rows measure one key', () => {
    const { problems } = drifts(
      [stated('guess-numbr.mean-guesses', 5.2)],
      [measured('avalon.good-wins', 38), { key: 'avalon.good-wins', figure: 39, row: 'Another row' }, measured('replay.fold', 24)],
      suites('avalon'),
    );
    expect(problems).toEqual([
      'avalon.good-wins is measured by two rows, "A row" and "Another row": a key names one figure.',
      "guess-numbr.mean-guesses (BENCHMARKS.md, line 3) names no suite: a key starts with its suite's name, one of guess-number, first-load, avalon, replay.",
      'avalon.good-wins (Another row) is measured, but BENCHMARKS.md states no figure for it: mark the figure with <!-- bench:avalon.good-wins -->.',
      "replay.fold (A row) names no suite that ran: a row's key starts with its own suite's name.",
    ]);
  });
});
