/**
 * A scripted model for the Game of 24's benchmark search, to run Fogplay's search and Tree of
 * Thoughts' own `bfs.solve` on the same replies: each reply is a function of what its query asks
 * (the numbers left, the puzzle and the path's steps, the answer judged), never of the wording,
 * so each side may keep its own prompts. It slips as small models do, one reply in a few: steps
 * with wrong arithmetic, a line that is no step, an empty line, a repeated step, a step without
 * "left: ", verdicts in capitals or with a full stop, answers in bold, with ×, claiming 23, or
 * followed by a remark. Test code only.
 */
import { check } from '../../../src/games/game24/check';
import { scriptedEngine } from '../../agents/scripted-engine';
import { extractAnswer } from '../../../src/games/game24/parse';
import { apply, compare, format, is24, rational, type Op, type Rational } from '../../../src/games/game24/rational';
import { nextStep, solutions } from '../../../src/games/game24/solve';
import { ANSWER, JUDGE, PROPOSE, VALUE } from '../../../src/games/game24/tot-prompts';

/** What a query of the search asks; `steps` is the path's text, each line ending in "\n". */
export type Query =
  | { kind: 'propose'; left: string }
  | { kind: 'value'; left: string }
  | { kind: 'answer'; puzzle: string; steps: string }
  | { kind: 'judge'; puzzle: string; answer: string };

/** A number between 0 and 99 drawn from the text (FNV-1a): the same text, the same draw. */
function draw(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 100;
}

/** The numbers of a "left" text, or null when it holds anything else. */
function numbersOf(text: string): Rational[] | null {
  const tokens = text.trim().split(/\s+/);
  if (!tokens.every((t) => /^\d{1,6}(\/\d{1,6})?$/.test(t))) return null;
  return tokens.map((t) => {
    const [n, d = '1'] = t.split('/');
    return rational(Number(n), Number(d));
  });
}

const canMake24 = (values: Rational[]) => (values.length === 1 ? is24(values[0]!) : nextStep(values) !== null);
const listText = (values: Rational[]) => [...values].sort(compare).map(format).join(' ');

function propose(left: string): string {
  const values = numbersOf(left);
  if (!values || values.length < 2) return draw('empty', left) < 50 ? '' : 'There are no two numbers left to combine.';
  const steps: { text: string; good: boolean; order: number }[] = [];
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const [x, y] = compare(values[i]!, values[j]!) >= 0 ? [values[i]!, values[j]!] : [values[j]!, values[i]!];
      const rest = values.filter((_, k) => k !== i && k !== j);
      for (const op of ['+', '-', '*', '/'] as Op[]) {
        let result = apply(x, op, y);
        if (!result) continue;
        const text0 = `${format(x)} ${op} ${format(y)}`;
        // One step in twelve has its arithmetic wrong, and the numbers left follow the wrong result.
        if (draw('wrong', left, text0) < 8 && result.d === 1) result = rational(result.n + 1);
        const after = [...rest, result];
        const noLeft = draw('no left', left, text0) < 3;
        steps.push({ text: `${text0} = ${format(result)}${noLeft ? '' : ` (left: ${listText(after)})`}`, good: canMake24(after), order: draw('order', left, text0) });
      }
    }
  }
  const goodFirst = draw('good first', left) < 75;
  steps.sort((a, b) => (goodFirst ? Number(b.good) - Number(a.good) : 0) || a.order - b.order);
  const lines = steps.slice(0, 3 + (draw('count', left) % 4)).map((s) => s.text);
  if (draw('preamble', left) < 5) lines.unshift('Here are some possible next steps:');
  if (draw('blank', left) < 5) lines.splice(1, 0, '');
  if (draw('repeat', left) < 5) lines.push(lines[0]!);
  return lines.join('\n');
}

function value(left: string, sample: number): string {
  const values = numbersOf(left);
  const r = draw('value', left, sample);
  if (!values) return r < 60 ? 'impossible' : r < 80 ? 'likely' : 'I cannot tell.';
  if (canMake24(values)) return r < 55 ? 'sure' : r < 75 ? 'likely' : r < 82 ? 'Sure' : r < 88 ? `${left} can make 24\nsure` : r < 93 ? 'sure.' : 'impossible';
  return r < 60 ? 'impossible' : r < 80 ? 'likely' : r < 87 ? 'Impossible' : r < 93 ? 'impossible\n' : 'sure';
}

function answer(puzzle: string, steps: string): string {
  const numbers = puzzle.split(' ').map(Number);
  const all = solutions(numbers);
  const r = draw('answer', puzzle, steps);
  const right = all[draw('which', puzzle, steps) % Math.max(all.length, 1)];
  const wrong = numbers.join(' + ');
  if (right === undefined || r < 8) return `Answer: ${wrong} = 24`;
  if (r < 50) return `Answer: ${right} = 24`;
  if (r < 58) return `**Answer: ${right} = 24**`;
  if (r < 64) return `Answer: ${right} = 23`;
  if (r < 72) return `${steps.trim()}\nAnswer: ${right} = 24`;
  if (r < 80) return `Answer: ${right.replaceAll('*', '×')} = 24`;
  if (r < 88) return `${right} = 24`;
  if (r < 94) return `Answer: ${right} = 24\nThat uses each number once.`;
  return `Answer: (${right}) = 24`;
}

function judge(puzzle: string, said: string, sample: number): string {
  const read = extractAnswer(said);
  const right = read.ok && check(read.expression, puzzle.split(' ').map(Number)).ok;
  const r = draw('judge', puzzle, said, sample);
  if (right) return r < 70 ? 'sure' : r < 80 ? 'Sure' : r < 90 ? 'likely' : 'impossible';
  return r < 75 ? 'impossible' : r < 90 ? 'sure' : 'impossible.';
}

/** The replies to a query: one for a proposal or an answer, three samples for a judgement (ToT's n_evaluate_sample). */
export function replies(query: Query): string[] {
  switch (query.kind) {
    case 'propose':
      return [propose(query.left)];
    case 'answer':
      return [answer(query.puzzle, query.steps)];
    case 'value':
      return [0, 1, 2].map((i) => value(query.left, i));
    case 'judge':
      return [0, 1, 2].map((i) => judge(query.puzzle, query.answer, i));
  }
}

/** What one of the benchmark search's prompts (`tot-benchmark.ts`) asks; throws on any other text. */
export function queryOf(prompt: string): Query {
  const after = (head: string) => (prompt.startsWith(head) ? prompt.slice(head.length) : null);
  const proposal = after(`${PROPOSE}\nInput: `);
  if (proposal !== null && proposal.endsWith('\nPossible next steps:')) return { kind: 'propose', left: proposal.slice(0, -'\nPossible next steps:'.length) };
  const value = after(`${VALUE}\n`);
  if (value !== null) return { kind: 'value', left: value };
  const answer = after(`${ANSWER}\nInput: `);
  if (answer !== null) {
    const [, puzzle, steps] = /^([^\n]*)\nSteps:\n([^]*)$/.exec(answer)!;
    return { kind: 'answer', puzzle: puzzle!, steps: `${steps}\n` };
  }
  const judged = after(`${JUDGE}\nInput: `);
  if (judged !== null) {
    const [, puzzle, said] = /^([^\n]*)\nAnswer: ([^]*)$/.exec(judged)!;
    return { kind: 'judge', puzzle: puzzle!, answer: said! };
  }
  throw new Error(`Not a prompt of the benchmark search: ${prompt.slice(0, 80)}`);
}

/** The scripted model as an engine: the n-th time a prompt is asked (a judgement is asked three times in a row), the n-th of its query's samples. */
export function scriptedModelEngine() {
  const asked = new Map<string, number>();
  return scriptedEngine((messages) => {
    const prompt = messages[0]!.content;
    const n = asked.get(prompt) ?? 0;
    asked.set(prompt, n + 1);
    const samples = replies(queryOf(prompt));
    return samples[n % samples.length]!;
  });
}
