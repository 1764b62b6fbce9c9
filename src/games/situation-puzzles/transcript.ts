/** Situation puzzles' moves and outcomes in plain words, for transcripts and lists of runs. */
import type { Move, Outcome, Reply, Result, VerdictGiven } from './types';

/** AR-Bench's judge's fixed reply to what is not a question (`system_prompt_with_2shots`). */
export const NOT_A_QUESTION = 'This is not a question, please propose your next question.';

/** A reply in words. */
export const replyText = (reply: Reply) => (reply === 'not-a-question' ? NOT_A_QUESTION : reply === 'other' ? '(none of Yes, No or Unknown)' : reply);

/** A reply as the player reads it: as the judge wrote it in AR-Bench's loop, else in words. */
export const heard = (turn: { reply: Reply; said?: string }) => turn.said ?? replyText(turn.reply);

/** A reply as the board says it to a person: Unknown in words, for the judge could not tell from the story. */
export const replyWords = (reply: Reply) => (reply === 'Unknown' ? 'I can’t tell (Unknown)' : replyText(reply));

const VERDICT_TEXT: Record<VerdictGiven, string> = {
  correct: 'correct',
  partly: 'partly correct',
  wrong: 'wrong',
  none: 'none, for this judge cannot judge an explanation (compare it with the story)',
};

export const verdictText = (verdict: VerdictGiven) => VERDICT_TEXT[verdict];

const score = (f1Char: number, f1Word: number) => `F1 ${f1Char.toFixed(2)} (characters), ${f1Word.toFixed(2)} (words)`;

export function describe(move: Move, result: Result): string {
  switch (move.kind) {
    case 'ask':
      return `Q${(result as { number: number }).number}: ${move.question}`;
    case 'answer': {
      const resolved = move.resolved.length ? `key questions resolved: ${move.resolved.join(', ')}` : 'no key question resolved';
      return `A${(result as { number: number }).number}: ${heard(move)} (${resolved})`;
    }
    case 'explain': {
      const { f1Char, f1Word } = result as { f1Char: number; f1Word: number };
      return `Explanation: ${move.text.trim()} (${score(f1Char, f1Word)})`;
    }
    case 'verdict':
      return `Verdict on the explanation: ${verdictText(move.verdict)}`;
  }
}

/** A move as anyone may read it: which key questions an answer resolved is the judge's to know. */
export function describePublic(move: Move, result: Result): string {
  return move.kind === 'answer' ? `A${(result as { number: number }).number}: ${heard(move)}` : describe(move, result);
}

export function describeOutcome({ explanation, f1Char, f1Word, questions, resolved, keyQuestions, verdict, forfeit }: Outcome): string {
  const after = `${questions} question${questions === 1 ? '' : 's'}`;
  // In words first (the key facts the questions uncovered, the verdict), AR-Bench's figure beside.
  const found = `found ${resolved} of ${keyQuestions} key facts`;
  if (forfeit) return `the ${forfeit} forfeited after ${after}, having ${found}`;
  if (explanation === null) return `no explanation after ${after}; ${found}`;
  const judged = verdict && verdict !== 'none' ? ` and judged ${verdictText(verdict)}` : '';
  return `explained after ${after}${judged}: ${found}; AR-Bench's ${score(f1Char, f1Word)} against the story`;
}
