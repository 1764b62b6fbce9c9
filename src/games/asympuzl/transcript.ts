/** AsymPuzl's moves and outcomes in plain words, for transcripts and lists of runs. */
import type { Move, Outcome, Result } from './types';

export function describe(move: Move, result: Result): string {
  const actions = move.actions.length ? move.actions.map((a) => `${a.replace} → ${a.by.color} ${a.by.shape}`).join(', ') : 'no action';
  const feedback = result.feedback ? ` · Feedback: ${[...new Set(Object.values(result.feedback))].join(' / ')}` : '';
  return `Turn ${result.turn}: “${move.message}” · ${actions}${feedback}`;
}

export function describeOutcome({ solved, turns, forfeit }: Outcome): string {
  const after = `${turns} turn${turns === 1 ? '' : 's'}`;
  if (forfeit) return `the ${forfeit === 'solo' ? 'agent' : forfeit} forfeited in turn ${turns}`;
  return solved ? `solved in ${after}` : `not solved in ${after}`;
}
