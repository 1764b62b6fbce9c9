/** The bundled puzzles: AR-Bench's record format, story trees, key questions and their answers. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KEY_ANSWERS, PUZZLES } from '../../../src/games/situation-puzzles/data';
import { readPuzzleFile, treeKeyQuestions } from '../../../src/games/situation-puzzles/puzzle-file';
import type { StoryNode } from '../../../src/games/situation-puzzles/types';

const FILE = readFileSync('static-data/situation-puzzles/puzzles.json', 'utf8');
const FIELDS = ['supernatural', 'someone_dies', 'core_sentence', 'story_tree', 'bottom', 'surface', 'key_question', 'index'];

describe('the bundled puzzles', () => {
  it('are 30 or more, in AR-Bench’s fields and order, with unique indices from 1', () => {
    expect(PUZZLES.length).toBeGreaterThanOrEqual(30);
    for (const record of JSON.parse(FILE) as object[]) expect(Object.keys(record)).toEqual(FIELDS);
    expect(PUZZLES.map((p) => p.index)).toEqual(PUZZLES.map((_, i) => i + 1));
  });

  it('read as setups through the file reader people use, unchanged', () => {
    const read = readPuzzleFile(FILE);
    expect(read.ok && read.setups.map((s) => s.puzzle)).toEqual(PUZZLES);
  });

  it.each(PUZZLES.map((p) => [p.index, p] as const))('puzzle %i has a story tree whose key questions are the list, 4 to 8 of them', (_, p) => {
    expect(p.key_question.length).toBeGreaterThanOrEqual(4);
    expect(p.key_question.length).toBeLessThanOrEqual(8);
    expect(new Set(p.key_question).size).toBe(p.key_question.length);
    expect(p.story_tree.value).toBe(p.core_sentence);
    expect(p.story_tree).toMatchObject({ based_question: '', key_question: '' });
    expect(treeKeyQuestions(p.story_tree)).toEqual(p.key_question);
    const nodes = (node: StoryNode): StoryNode[] => [node, ...node.children.flatMap(nodes)];
    for (const node of p.story_tree.children.flatMap(nodes)) {
      expect(Object.keys(node).sort()).toEqual(['based_question', 'children', 'key_question', 'value']);
      expect(node.value.trim() && node.based_question.trim() && node.key_question.endsWith('?')).toBeTruthy();
    }
  });

  it('have a Yes or No answer for every key question, aligned with the list, and both answers in every puzzle', () => {
    expect(Object.keys(KEY_ANSWERS).sort()).toEqual(PUZZLES.map((p) => String(p.index)).sort());
    for (const p of PUZZLES) {
      const answers = KEY_ANSWERS[String(p.index)]!;
      expect(answers).toHaveLength(p.key_question.length);
      expect(new Set(answers)).toEqual(new Set(['Yes', 'No']));
    }
  });

  it('keep the story out of the surface', () => {
    for (const p of PUZZLES) {
      expect(p.bottom.length).toBeGreaterThan(p.surface.length);
      expect(p.surface).not.toContain(p.core_sentence);
    }
  });
});
