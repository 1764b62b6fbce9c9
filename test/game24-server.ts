/** Scripted "models" for the Game of 24 on the test OpenAI-compatible server, backed by the solver. Test code only. */
import { check } from '../src/games/game24/check';
import { rational, type Rational } from '../src/games/game24/rational';
import { nextStep, solutions, stepText } from '../src/games/game24/solve';
import type { ChatRequestBody, Reply } from './openai-server';

/** The numbers after the last match of `after` in the request's last message, fractions included. */
function numbersIn(request: ChatRequestBody, after: RegExp): Rational[] {
  const text = request.messages.at(-1)!.content;
  const line = [...text.matchAll(after)].at(-1)![1]!;
  return line.trim().split(/\s+/).map((t) => rational(Number(t.split('/')[0]), Number(t.split('/')[1] ?? 1)));
}

/**
 * Answers a one-query prompt (IO, CoT, AoT) with a solution of its puzzle, in the JSON asked for
 * where the request holds a schema (as a server that keeps to it does), and a prompt of no puzzle
 * (a speed probe) with a sentence.
 */
export function answerWithSolution(request: ChatRequestBody): Reply {
  if (!/Input: \d/.test(request.messages.at(-1)!.content)) return { text: 'They play games of incomplete information.' };
  const numbers = numbersIn(request, /Input: ([\d ]+)/g).map((r) => r.n);
  const solution = solutions(numbers)[0];
  if (request.response_format) return { text: JSON.stringify({ answer: solution }), pieces: 3 };
  return { text: `Trying a promising first operation:\n…\nanswer: ${solution} = 24`, pieces: 3 };
}

/**
 * Tree of Thoughts' prompts: proposes a step that keeps 24 within reach, judges by the solver,
 * writes a solution as the answer once the steps left 24, and judges an answer by the checker.
 */
export function thinkAlongSolver(request: ChatRequestBody): Reply {
  const prompt = request.messages.at(-1)!.content;
  if (prompt.endsWith('Possible next steps:')) return { text: stepText(nextStep(numbersIn(request, /Input: ([\d/ ]+)\n/g))!) };
  const puzzle = () => numbersIn(request, /Input: ([\d ]+)\n/g).map((r) => r.n);
  if (prompt.endsWith('(left: 24)')) return { text: `Answer: ${solutions(puzzle())[0]} = 24` };
  const answer = /\nAnswer: (.+)$/.exec(prompt);
  if (answer) return { text: check(answer[1]!, puzzle()).ok ? 'sure' : 'impossible' };
  const left = numbersIn(request, /\n([\d/ ]+)$/g);
  const reachable = left.length === 1 ? left[0]!.n === 24 && left[0]!.d === 1 : nextStep(left) !== null;
  return { text: reachable ? 'sure' : 'impossible' };
}
