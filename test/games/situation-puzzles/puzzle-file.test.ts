/** Reading a person's file of AR-Bench puzzles: every record checked, a bad one named with its field; never a throw. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import mod from '../../../src/games/situation-puzzles';
import { PUZZLES } from '../../../src/games/situation-puzzles/data';
import type { PuzzleRecord } from '../../../src/games/situation-puzzles/types';

const read = (text: string) => mod.setupsFile!.read(text);
const records = JSON.parse(readFileSync('static-data/situation-puzzles/puzzles.json', 'utf8')) as PuzzleRecord[];
const first = records[0]!;
/** The file with the second record changed. */
const withSecond = (change: (record: Record<string, unknown>) => void) => {
  const copy = structuredClone(records.slice(0, 3)) as unknown as Record<string, unknown>[];
  change(copy[1]!);
  return JSON.stringify(copy);
};
const error = (text: string) => {
  const result = read(text);
  return result.ok ? 'read without error' : result.error;
};

describe('the situation puzzles’ setups file', () => {
  // AR-Bench's own files carry no licence, so they are not copied here: set AR_BENCH_SP to their
  // paths, separated by commas (its data/sp/test.json and train.json), to read them as they are.
  const own = (process.env.AR_BENCH_SP ?? '').split(',').filter((path) => existsSync(path));
  it.runIf(own.length > 0)('reads every record of AR-Bench’s own files (AR_BENCH_SP)', () => {
    for (const path of own) {
      const text = readFileSync(path, 'utf8');
      const result = read(text);
      expect(result.ok ? result.setups.length : result.error).toBe((JSON.parse(text) as unknown[]).length);
      console.log(`${path}: ${result.ok ? result.setups.length : 0} puzzles read`);
    }
  });

  it('is offered for AR-Bench’s JSON', () => {
    expect(mod.setupsFile).toMatchObject({ label: 'AR-Bench situation puzzles (JSON)', accept: '.json' });
  });

  it('holds each record whole in its setup, without key answers, so a run replays without the file', () => {
    const result = read(JSON.stringify([{ ...first, extra: 'dropped' }]));
    expect(result).toEqual({ ok: true, setups: [{ puzzle: PUZZLES[0], keyAnswers: null }] });
  });

  it('accepts AR-Bench’s root without its two empty fields, and keeps them when present', () => {
    const { based_question: _b, key_question: _k, ...root } = first.story_tree;
    const result = read(JSON.stringify([{ ...first, story_tree: root }, first]));
    expect(result.ok && result.setups.map((s) => Object.keys((s as { puzzle: PuzzleRecord }).puzzle.story_tree))).toEqual([
      ['value', 'children'],
      ['value', 'children', 'based_question', 'key_question'],
    ]);
  });

  it('names what is wrong with a file that is not an array of records', () => {
    expect(error('{"surface": "x"')).toMatch(/^The file is not JSON: /);
    expect(error(JSON.stringify(first))).toBe('The file must hold a JSON array of records, one per setup.');
    expect(error('[]')).toBe('The file holds no records.');
    expect(error('[1]')).toBe('Record 1 must be an object, but it is 1.');
  });

  it('names the record, by position and index, and the field, for every kind of bad record', () => {
    expect(error(withSecond((r) => delete r.bottom))).toBe('Record 2 (index 2): the field "bottom" must be a non-empty string, but it is missing.');
    expect(error(withSecond((r) => (r.surface = '  ')))).toBe('Record 2 (index 2): the field "surface" must be a non-empty string, but it is blank.');
    expect(error(withSecond((r) => (r.supernatural = 'no')))).toBe('Record 2 (index 2): the field "supernatural" must be true or false, but it is a string.');
    expect(error(withSecond((r) => (r.index = 2.5)))).toBe('Record 2 (index 2.5): the field "index" must be a whole number, but it is 2.5.');
    expect(error(withSecond((r) => (r.key_question = [])))).toBe('Record 2 (index 2): the field "key_question" must be a list of at least 1 non-empty strings, but it is an empty list.');
    expect(error(withSecond((r) => (r.key_question = ['Did he die?', 7])))).toBe('Record 2 (index 2): the field "key_question" must be a list of at least 1 non-empty strings, but item 2 is 7.');
    expect(error(withSecond((r) => (r.story_tree = null)))).toBe('Record 2 (index 2): the field "story_tree" must be an object, but it is null.');
  });

  it('names the node of a bad story tree', () => {
    const tree = (r: Record<string, unknown>) => r.story_tree as { children: Record<string, unknown>[] };
    expect(error(withSecond((r) => delete (r.story_tree as Record<string, unknown>).children))).toBe('Record 2 (index 2): the field "story_tree.children" must be a list, but it is missing.');
    expect(error(withSecond((r) => (tree(r).children[1] = 'a fact' as never)))).toBe('Record 2 (index 2): the field "story_tree.children[1]" must be an object, but it is a string.');
    expect(error(withSecond((r) => delete tree(r).children[0]!.key_question))).toBe('Record 2 (index 2): the field "story_tree.children[0].key_question" must be a non-empty string, but it is missing.');
    expect(error(withSecond((r) => ((tree(r).children[0]!.children as Record<string, unknown>[])[1]!.value = 3)))).toBe('Record 2 (index 2): the field "story_tree.children[0].children[1].value" must be a non-empty string, but it is 3.');
    // A tree nested past any real one's depth is refused rather than walked.
    let deep: Record<string, unknown> = { value: 'v', based_question: 'b', key_question: 'k', children: [] };
    for (let i = 0; i < 30; i++) deep = { value: 'v', based_question: 'b', key_question: 'k', children: [deep] };
    expect(error(JSON.stringify([{ ...first, story_tree: { value: 'root', children: [deep] } }]))).toMatch(/^Record 1 \(index 1\): the field "story_tree(\.children\[0\]){20}\.children" must not nest more than 20 levels deep\.$/);
  });

  it('reads a file of 500 records into 500 setups', () => {
    // Timed by hand, not asserted: 10 to 40 ms in Node for these 1.2 MB, well under 2 s.
    const file = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ ...records[i % records.length]!, index: i + 1 })));
    const result = read(file);
    expect(result.ok && result.setups).toHaveLength(500);
  });
});
