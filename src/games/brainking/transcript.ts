/** BrainKing's moves and outcomes in plain words, for transcripts and lists of runs. */
import type { Move, Outcome, Result } from './types';

export function describe(move: Move, result: Result): string {
  switch (move.kind) {
    case 'ask':
      return `Q${(result as { number: number }).number}: ${move.question}`;
    case 'answer':
      return `A${(result as { number: number }).number}: ${move.answer === 'yes' ? 'Yes' : 'No'}${move.misleading ? ' (misleading)' : ''}`;
    case 'guess': {
      const { correct } = result as { correct: boolean | null };
      return `Guess: ${move.text} (${correct === null ? 'for the oracle to judge' : correct ? 'right' : 'wrong'})`;
    }
    case 'verdict':
      return `The oracle judged the guess ${move.correct ? 'right' : 'wrong'}`;
  }
}

/** A move as anyone may read it: whether an answer misled is the oracle's secret. */
export const describePublic = (move: Move, result: Result): string => describe(move.kind === 'answer' ? { ...move, misleading: false } : move, result);

export function describeOutcome({ correct, questions, guess, forfeit }: Outcome): string {
  const after = `${questions} question${questions === 1 ? '' : 's'}`;
  if (forfeit) return `the ${forfeit} forfeited after ${after}`;
  if (guess === null) return `no guess after ${after}`;
  return correct ? `found after ${after}` : `wrong guess after ${after}`;
}
