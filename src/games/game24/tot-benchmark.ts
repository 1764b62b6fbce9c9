/**
 * Tree of Thoughts' breadth-first search for the Game of 24 as its authors' code runs it
 * (`bfs.solve` with `Game24Task` in princeton-nlp/tree-of-thought-llm), the benchmark's search:
 *
 * - a node is the text of its path, one line per step (ToT's `y`); every line of a proposal reply,
 *   an empty one or one that is no step included, is a new node (`get_proposals`);
 * - the numbers left are read from the last line's text after "left: " up to ")", as the model
 *   wrote them (`get_current_numbers`); when they read "24" the model is asked for the answer, and
 *   otherwise for more steps, at every level;
 * - a judgement counts only when its reply's last line is exactly "sure", "likely" or "impossible";
 *   a fourth line without "answer" is valued 0; a path repeated in one level is valued 0 unasked
 *   (`get_values`, `value_outputs_unwrap`);
 * - the puzzle is solved when any of the b final paths' last line is right by `test_output`
 *   (the run script's `cnt_any`), "= 23" after a left side that makes 24 included.
 *
 * The prompts are Fogplay's own (those of the friendly search, `tot-prompts.ts`); the friendly
 * search reads steps and answers more kindly and is offered beside this one, labelled.
 */
import { pyStrip } from '../../core/python-text';
import { MAX_EXPRESSION } from './check';
import { MAX_CANDIDATES, type Move, type View } from './game';
import { extractAnswer } from './parse';
import { ANSWER, JUDGE, PROPOSE, VALUE, VERDICT_SCORES } from './tot-prompts';

/** A path of the search: the puzzle and the text of its steps, each line ending in "\n" (ToT's `x` and `y`). */
export interface TextNode {
  puzzle: readonly number[];
  path: string;
}

const input = (node: TextNode) => node.puzzle.join(' ');
const lastLine = (text: string) => pyStrip(text).split('\n').at(-1)!;

/** ToT's `get_current_numbers`: the numbers left as the last step wrote them, or the puzzle's at the root. */
export const currentNumbers = (node: TextNode) => lastLine(node.path || input(node)).split('left: ').at(-1)!.split(')')[0]!;

/** Whether a verdict name is one ToT values (`value_map`). */
const isVerdict = (name: string): name is keyof typeof VERDICT_SCORES => Object.hasOwn(VERDICT_SCORES, name);

export const game24ThoughtsBenchmark = {
  id: 'tot',
  label: 'Tree of Thoughts (breadth-first search, as its authors’ code reads it)',
  version: 'game24/tot-benchmark/1',
  /** ToT's `gpt` asks for at most 1,000 tokens a reply, at temperature 0.7 (its run script's default). */
  maxTokens: 1000,
  sampling: { temperature: 0.7 },
  /** ToT's `Game24Task.steps`. */
  depth: 4,
  root: (view: View): TextNode => ({ puzzle: [...view.numbers], path: '' }),
  /** ToT's `propose_prompt_wrap`: the answer once the numbers left read "24", more steps otherwise; always asked. */
  propose(node: TextNode): string {
    const left = currentNumbers(node);
    return left === '24' ? `${ANSWER}\nInput: ${input(node)}\nSteps:\n${node.path.replace(/\n$/, '')}` : `${PROPOSE}\nInput: ${left}\nPossible next steps:`;
  },
  /** Every line of the reply, as it is, one path each (ToT's `get_proposals`). Never throws. */
  expand: (node: TextNode, reply: string): TextNode[] => reply.split('\n').map((line) => ({ puzzle: node.puzzle, path: `${node.path}${line}\n` })),
  thought: (node: TextNode) => node.path.split('\n').at(-2) ?? '',
  /** The whole path: one repeated in a level is valued 0, as ToT's `get_values` does. */
  key: (node: TextNode) => node.path,
  /** ToT's `value_prompt_wrap`: the answer judged when the last line has no "left: ", else the numbers left. */
  evaluate(node: TextNode): string {
    const last = lastLine(node.path);
    return last.includes('left: ')
      ? `${VALUE}\n${currentNumbers(node)}`
      : `${JUDGE}\nInput: ${input(node)}\nAnswer: ${last.toLowerCase().replaceAll('answer: ', '')}`;
  },
  /** ToT's `value_outputs_unwrap` for one reply: its last line as it is, exactly a verdict; 0 for a fourth line without "answer". */
  score(reply: string, node: TextNode): number | null {
    if (pyStrip(node.path).split('\n').length === 4 && !node.path.toLowerCase().includes('answer')) return 0;
    const name = reply.split('\n').at(-1)!;
    return isVerdict(name) ? VERDICT_SCORES[name] : null;
  },
  /**
   * The final paths' last lines, best first, as `test_output` reads them (`candidateLines`); the
   * answer played, for Fogplay's own reading, is the first of them an answer can be read from.
   */
  answer(nodes: TextNode[]): Move {
    const lines = nodes.slice(0, MAX_CANDIDATES).map((node) => lastLine(node.path));
    const played = lines.map((line) => extractAnswer(line)).find((r) => r.ok && r.expression.length <= MAX_EXPRESSION);
    return { expression: played?.ok ? played.expression : '', candidateLines: lines };
  },
};
