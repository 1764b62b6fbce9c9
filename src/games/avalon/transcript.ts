/** Avalon's moves and outcomes in plain words, for transcripts and lists of runs. */
import { SEATS } from './rules';
import { MAX_SPEECH, type Move, type Outcome, type QuestResult, type Result, type TeamDecision } from './types';

const REASONS: Record<Outcome['reason'], string> = {
  quests: 'three quests failed',
  assassination: 'the Assassin found Merlin',
  'merlin-survived': 'Merlin survived the Assassin',
  forfeit: 'the other side forfeited',
};

const seatList = (team: readonly number[]) => team.map((s) => `Player ${s}`).join(', ');

/**
 * A player's speech as the others read it: on one line, in quotes it cannot close, at most
 * MAX_SPEECH characters. A speech is free text from a model or a person; left as written, its
 * line breaks would let it add lines that read like the game's own record ("Quest 1 failed")
 * or like instructions to the models reading it.
 */
export function quoted(text: string): string {
  const line = text.replace(/[\s\u0000-\u001f\u007f-\u009f]+/gu, ' ').replace(/["“”]/g, "'").trim();
  return `“${line.length > MAX_SPEECH ? `${line.slice(0, MAX_SPEECH)}…` : line}”`;
}

export function describe(move: Move, result: Result): string {
  switch (move.kind) {
    case 'speak':
      return `says: ${quoted(move.text)}`;
    case 'propose':
      // A result here is a fifth proposal approved at once, in games played before it was voted on.
      return `proposes ${seatList(move.team)}${result ? ' (the fifth proposal: approved without a vote)' : ''}`;
    case 'vote': {
      // A vote stays secret until all five are in.
      const decision = result as TeamDecision | null;
      const votes = decision?.votes;
      if (!decision || !votes) return 'votes';
      const approvers = SEATS.filter((s) => votes[s]);
      const rejecters = SEATS.filter((s) => !votes[s]);
      // Approved without a majority: the fifth proposal, which goes ahead whatever the vote.
      const forced = decision.approved && 2 * approvers.length < SEATS.length ? ', as the fifth proposal, whatever the vote' : '';
      return `votes; the team is ${decision.approved ? 'approved' : 'rejected'}${forced} (approve: ${seatList(approvers) || 'none'}; reject: ${seatList(rejecters) || 'none'})`;
    }
    case 'quest': {
      // The card itself is never shown: only the count of fails, once all cards are in.
      const quest = result as QuestResult | null;
      if (!quest) return 'plays a quest card';
      return `plays a quest card; quest ${quest.quest} ${quest.succeeded ? 'succeeds' : 'fails'} with ${quest.fails} fail${quest.fails === 1 ? '' : 's'}`;
    }
    case 'assassinate':
      return `names Player ${move.target} as Merlin: ${(result as { merlin: boolean }).merlin ? 'right, evil wins' : 'wrong, good wins'}`;
    case 'belief':
      return `believes each player good with probability ${move.good.map((p, s) => `${s}: ${p.toFixed(2)}`).join(', ')}`;
  }
}

export const describeOutcome = ({ winner, reason }: Outcome): string => `${winner} wins: ${REASONS[reason]}`;
