/** Detective cases' moves and outcomes in plain words, for transcripts and lists of runs. */
import type { Move, Outcome, Result } from './types';

export function describe(move: Move, result: Result): string {
  switch (move.kind) {
    case 'choose':
      return move.suspect ? `Turn ${(result as { turn: number }).turn}: the detective chooses suspect ${move.suspect}` : `Turn ${(result as { turn: number }).turn}: lost, the detective named no suspect`;
    case 'ask':
      return `Q${(result as { turn: number }).turn} to ${move.suspect}: ${move.question}`;
    case 'answer': {
      const { turn, suspect } = result as { turn: number; suspect: string };
      const hits = move.hits.length ? ` (key questions hit: ${move.hits.join(', ')})` : '';
      return `A${turn} from ${suspect}: ${move.text}${hits}`;
    }
    case 'accuse':
      return move.suspect ? `Accusation: suspect ${move.suspect}` : 'Accusation: no suspect named';
  }
}

/** A move as anyone may read it: which key questions an answer hit is the suspect's to know. */
export const describePublic = (move: Move, result: Result): string => describe(move.kind === 'answer' ? { ...move, hits: [] } : move, result);

export function describeOutcome({ accused, murderer, correct, turns, keyQuestionsHit, keyQuestions, forfeit }: Outcome): string {
  const after = `${turns} turn${turns === 1 ? '' : 's'}`;
  const keys = `${keyQuestionsHit} of ${keyQuestions} key questions hit`;
  if (forfeit) return `${forfeit === 'detective' ? 'the detective' : `suspect ${forfeit}`} forfeited after ${after}; ${keys}`;
  if (correct) return `solved after ${after}: ${murderer} is the murderer; ${keys}`;
  return `${accused ? `accused ${accused}` : 'named no one'}, but ${murderer} is the murderer; ${after}, ${keys}`;
}
