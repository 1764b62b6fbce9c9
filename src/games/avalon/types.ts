/** The data of an Avalon game: its parameters, setup, moves, state, views, outcome and metrics. */
import type { Json } from '../../core/record';
import type { EvilRole, Role, Side } from './rules';

export interface Params {
  /** Whether the players speak before each proposal (AvalonBench's discussion setting; off for its baseline). */
  discussion: boolean;
  /** Whether every seat reports, once the game is decided, how likely each player is to be good (AvalonBench's deduction). */
  beliefs: boolean;
  /**
   * Whether a model's prompts say how each player voted on each team. AvalonBench's model is never
   * told the others' votes: only the teams it is asked to vote on and the quests' results.
   */
  voteHistory: boolean;
  /** The seat whose role is fixed (AvalonBench seats its model as a Servant or as the Assassin); null when every role is dealt at random. */
  fixedSeat: number | null;
  /** The role of `fixedSeat`; null exactly when it is. The other roles are still dealt at random. */
  fixedRole: Role | null;
  /** Whether the fifth proposal for a quest is voted on before it goes ahead (AvalonBench's engine); before, it went ahead without a vote. */
  fifthProposalVote: boolean;
}

/**
 * The params as a record holds them. Records made before the last four params existed lack them:
 * their games were played with every role dealt, the votes shown, and no vote on a fifth proposal.
 */
export type StoredParams = Pick<Params, 'discussion' | 'beliefs'> & Partial<Params>;

export interface Setup {
  /** The role of seats 0–4. */
  roles: Role[];
  /** The seat that proposes the first team. */
  firstLeader: number;
}

export type Move =
  | {
      kind: 'speak';
      /** One or two sentences, at most `MAX_SPEECH` characters. */
      text: string;
    }
  | {
      kind: 'propose';
      /** The team's seats, ascending once validated. */
      team: number[];
    }
  | {
      kind: 'vote';
      /** Approve (true) or reject (false) the proposed team. */
      approve: boolean;
    }
  | {
      kind: 'quest';
      /** The secret quest card: pass (true) or fail (false). */
      pass: boolean;
    }
  | {
      kind: 'assassinate';
      /** The seat the Assassin names as Merlin. */
      target: number;
    }
  | {
      kind: 'belief';
      /** By seat: the probability that the player is good, the reporter's own entry included (AvalonBench scores it too). */
      good: number[];
    };

export type MoveKind = Move['kind'];

/** Longer speeches are cut to this many characters. */
export const MAX_SPEECH = 1000;

export interface Speech {
  /** The speaker. */
  seat: number;
  text: string;
}

/** One proposal of a team, public to every seat. */
export interface Proposal {
  /** The quest it is for, 1–5. */
  quest: number;
  /** Its number among the quest's proposals, 1–5; the fifth goes on the quest whatever the vote. */
  attempt: number;
  /** The seat that proposes. */
  leader: number;
  /** What the players said before the proposal, leader first, then in seat order (empty without discussion). */
  speeches: Speech[];
  /** The team's seats, ascending; null until proposed. */
  team: number[] | null;
  /** Every seat's vote (true: approve), by seat; null until all five are in. */
  votes: boolean[] | null;
  /** Null until decided. */
  approved: boolean | null;
}

/** A finished quest: only the number of fail cards is known, never who played them. */
export interface QuestResult {
  /** The quest, 1–5. */
  quest: number;
  /** The team's seats, ascending. */
  team: number[];
  /** The number of fail cards played. */
  fails: number;
  succeeded: boolean;
}

/** The decision on a team, after the last vote: by a majority, or approved whatever the vote for a fifth proposal. */
export interface TeamDecision {
  /** Every seat's vote, by seat; null for a fifth proposal approved without a vote (`fifthProposalVote` false). */
  votes: boolean[] | null;
  approved: boolean;
}

/**
 * The public result of a move: a team decision after the last vote,
 * the quest result after the last card, whether the Assassin found Merlin; null for moves
 * that reveal nothing yet (a vote or quest card before the last, a speech, a belief report).
 */
export type Result = TeamDecision | QuestResult | { merlin: boolean } | null;

export interface Outcome {
  winner: Side;
  /** Three failed quests; the Assassin named Merlin; the Assassin missed; a seat forfeited. */
  reason: 'quests' | 'assassination' | 'merlin-survived' | 'forfeit';
}

export type Phase = 'discussion' | 'proposal' | 'vote' | 'quest' | 'assassination' | 'belief' | 'over';

export interface State {
  params: Params;
  /** The role of seats 0–4. */
  roles: Role[];
  /** Every proposal so far; while the quests go on, the last is the current one. */
  proposals: Proposal[];
  /** Every finished quest. */
  quests: QuestResult[];
  /** The seat the Assassin named; null until then. */
  target: number | null;
  /** Secret: the votes cast on the current team, in seat order. */
  ballot: boolean[];
  /** Secret: the quest cards played on the current quest, in team order (true: pass). */
  cards: boolean[];
  /** The belief reports, in seat order. */
  beliefs: number[][];
  /** The seat that used up its error allowance. */
  forfeited: number | null;
}

/** What anyone at the table may know: the proposals, the votes once all are in, the quests' fail counts. */
export interface PublicView {
  /** Whether the players speak before each proposal. */
  discussion: boolean;
  /** Whether a model's prompts say how each player voted (the board always shows the votes). */
  voteHistory: boolean;
  phase: Phase;
  /** The seat to act now; null once the game is over, and while the Assassin, unnamed, chooses. */
  acting: number | null;
  /** The current quest, 1–5 (the last one played once the quests are over). */
  quest: number;
  /** The current quest's team size. */
  teamSize: number;
  /** The current proposal's leader. */
  leader: number;
  /** The current proposal's number for this quest, 1–5; the fifth goes on the quest whatever the vote. */
  attempt: number;
  /** Every proposal so far, the current one last; votes appear only once all five are in. The state's own, to read only. */
  proposals: readonly Proposal[];
  /** Every finished quest, with its number of fail cards. The state's own, to read only. */
  quests: readonly QuestResult[];
  /** The seat the Assassin named; null until then. */
  assassinated: number | null;
  /** How the game ended, once decided (while players report beliefs); null before. */
  ending: Outcome | null;
}

/** What one seat may know; role names appear only for itself and, for an evil player, its partner. */
export interface View extends PublicView {
  /** This seat, 0–4. */
  seat: number;
  role: Role;
  /** The evil seats this seat knows: both for Merlin and for an evil player (itself included), none for a Servant. */
  knownEvil: readonly number[];
  /** An evil player's partner and the partner's role; null for a good player. */
  partner: { seat: number; role: EvilRole } | null;
  /** The move this seat may make now; null while others act. */
  yourMove: MoveKind | null;
}

/** AvalonBench's measures of one game. */
export interface Metrics {
  [key: string]: Json;
  roles: Role[];
  winner: Side;
  reason: Outcome['reason'];
  goodWin: boolean;
  evilByQuests: boolean;
  evilByAssassination: boolean;
  /** Whether the Assassin named Merlin; null when there was no assassination. */
  assassinationCorrect: boolean | null;
  /** Each seat's deduction accuracy as AvalonBench defines it (all five players, itself included), null where it reported no beliefs. */
  deduction: (number | null)[];
  /** Each seat's deduction accuracy over the four other players only, null where it reported no beliefs. */
  deductionOthers: (number | null)[];
  /** The seat whose role the run fixed (the benchmark's model seat), null when every role was dealt. */
  fixedSeat: number | null;
  /** Each seat's reported probabilities that each player is good, null where it reported none. */
  beliefs: (number[] | null)[];
  /** Moves refused, all seats together. */
  invalid: number;
  /** Model replies cut off at the token limit, counted apart from `invalid` (metrics written before it was kept lack it). */
  cut: number;
}

export interface Types {
  params: StoredParams;
  setup: Setup;
  state: State;
  move: Move;
  view: View;
  publicView: PublicView;
  result: Result;
  outcome: Outcome;
  metrics: Metrics;
}
