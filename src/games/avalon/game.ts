import type { Game, Summary, SummaryStat } from '../../core/game';
import type { EpisodeRecord, MoveEvent } from '../../core/record';
import { mean, wilson, type Interval } from '../../core/stats';
import {
  MAX_PROPOSALS,
  PLAYERS,
  QUESTS_TO_WIN,
  ROLES,
  SEATS,
  isApproved,
  isEvil,
  knownEvil,
  nextSeat,
  questSucceeds,
  sideOf,
  isSeat,
  isTeam,
  teamSize,
  type EvilRole,
  type Role,
  type Side,
} from './rules';
import { avalonInfo } from './info';

export interface Params {
  /** Whether the players speak before each proposal (AvalonBench's discussion setting; off for its baseline). */
  discussion: boolean;
  /** Whether every seat reports, once the game is decided, how likely each player is to be good (AvalonBench's deduction). */
  beliefs: boolean;
}

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
      /** By seat: the probability that the player is good (the reporter's own entry is ignored: its own side counts as known). */
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
  /** Its number among the quest's proposals, 1–5; the fifth is approved without a vote. */
  attempt: number;
  /** The seat that proposes. */
  leader: number;
  /** What the players said before the proposal, leader first, then in seat order (empty without discussion). */
  speeches: Speech[];
  /** The team's seats, ascending; null until proposed. */
  team: number[] | null;
  /** Every seat's vote (true: approve), by seat; null until all five are in, and for a fifth proposal. */
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

/** The decision on a team: by the last vote, or without a vote for a fifth proposal. */
export interface TeamDecision {
  /** Every seat's vote, by seat; null when approved without a vote. */
  votes: boolean[] | null;
  approved: boolean;
}

/**
 * The public result of a move: a team decision after the last vote (or a fifth proposal),
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

/** What one seat may know; role names appear only for itself and, for an evil player, its partner. */
export interface View {
  /** This seat, 0–4. */
  seat: number;
  role: Role;
  /** The evil seats this seat knows: both for Merlin and for an evil player (itself included), none for a Servant. */
  knownEvil: number[];
  /** An evil player's partner and the partner's role; null for a good player. */
  partner: { seat: number; role: EvilRole } | null;
  /** Whether the players speak before each proposal. */
  discussion: boolean;
  phase: Phase;
  /** The current quest, 1–5 (the last one played once the quests are over). */
  quest: number;
  /** The current quest's team size. */
  teamSize: number;
  /** The current proposal's leader. */
  leader: number;
  /** The current proposal's number for this quest, 1–5; the fifth is approved without a vote. */
  attempt: number;
  /** Every proposal so far, the current one last; votes appear only once all five are in. */
  proposals: Proposal[];
  /** Every finished quest, with its number of fail cards. */
  quests: QuestResult[];
  /** The seat the Assassin named; null until then. */
  assassinated: number | null;
  /** How the game ended, once decided (while players report beliefs); null before. */
  ending: Outcome | null;
  /** The move this seat may make now; null while others act. */
  yourMove: MoveKind | null;
}

interface Types {
  params: Params;
  setup: Setup;
  state: State;
  move: Move;
  view: View;
  result: Result;
  outcome: Outcome;
}

const MOVE_KIND: Record<Exclude<Phase, 'over'>, MoveKind> = {
  discussion: 'speak',
  proposal: 'propose',
  vote: 'vote',
  quest: 'quest',
  assassination: 'assassinate',
  belief: 'belief',
};

const currentProposal = (state: State): Proposal => state.proposals.at(-1)!;
const successes = (state: State) => state.quests.filter((q) => q.succeeded).length;

/** The winner once the quests or the assassination decided it; null before. */
function decided(state: State): Outcome | null {
  if (state.quests.length - successes(state) >= QUESTS_TO_WIN) return { winner: 'evil', reason: 'quests' };
  if (state.target === null) return null;
  return state.roles[state.target] === 'merlin'
    ? { winner: 'evil', reason: 'assassination' }
    : { winner: 'good', reason: 'merlin-survived' };
}

/** The phase, and the one seat to act in it. */
function phaseOf(state: State): { phase: Phase; seat: number | null } {
  const over = { phase: 'over' as const, seat: null };
  if (state.forfeited !== null) return over;
  if (decided(state)) {
    return state.params.beliefs && state.beliefs.length < PLAYERS ? { phase: 'belief', seat: state.beliefs.length } : over;
  }
  if (successes(state) >= QUESTS_TO_WIN) return { phase: 'assassination', seat: state.roles.indexOf('assassin') };
  const proposal = currentProposal(state);
  if (proposal.team === null) {
    const spoken = proposal.speeches.length;
    return state.params.discussion && spoken < PLAYERS
      ? { phase: 'discussion', seat: (proposal.leader + spoken) % PLAYERS }
      : { phase: 'proposal', seat: proposal.leader };
  }
  if (proposal.approved === null) return { phase: 'vote', seat: state.ballot.length };
  return { phase: 'quest', seat: proposal.team[state.cards.length]! };
}

function newProposal(quest: number, attempt: number, leader: number): Proposal {
  return { quest, attempt, leader, speeches: [], team: null, votes: null, approved: null };
}

/** The state with the current proposal changed, and possibly the next one begun. */
function update(state: State, change: Partial<Proposal>, next?: Proposal): State {
  const proposals = [...state.proposals.slice(0, -1), { ...currentProposal(state), ...change }];
  return { ...state, proposals: next ? [...proposals, next] : proposals };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isProbability = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1;

/** What to do in each kind of move, as the error text says it. */
function instruction(state: State, kind: MoveKind): string {
  switch (kind) {
    case 'speak':
      return 'Say one or two sentences to the table (a speak move with your text).';
    case 'propose':
      return `Propose a team of exactly ${teamSize(currentProposal(state).quest)} different players, numbered 0 to ${PLAYERS - 1}.`;
    case 'vote':
      return 'Vote to approve (true) or reject (false) the proposed team.';
    case 'quest':
      return 'Play a quest card: pass (true) or fail (false).';
    case 'assassinate':
      return `Name the good player you think is Merlin: a player from 0 to ${PLAYERS - 1} other than you and your partner.`;
    case 'belief':
      return `For each player 0 to ${PLAYERS - 1} in order, give the probability (0 to 1) that they are good: ${PLAYERS} numbers.`;
  }
}

function checkMove(state: State, seat: number, kind: MoveKind, move: Record<string, unknown>): Move | string {
  const role = state.roles[seat]!;
  switch (kind) {
    case 'speak':
      return typeof move.text === 'string' ? { kind, text: move.text.trim().slice(0, MAX_SPEECH) } : instruction(state, kind);
    case 'propose':
      return isTeam(move.team, teamSize(currentProposal(state).quest))
        ? { kind, team: [...move.team].sort((a, b) => a - b) }
        : instruction(state, kind);
    case 'vote':
      return typeof move.approve === 'boolean' ? { kind, approve: move.approve } : instruction(state, kind);
    case 'quest':
      if (typeof move.pass !== 'boolean') return instruction(state, kind);
      if (!move.pass && !isEvil(role)) return 'Good players always pass: as a good player you can only play pass (true).';
      return { kind, pass: move.pass };
    case 'assassinate': {
      const { target } = move;
      // The only evil players are the Assassin and its partner, whom it knows: refusing them reveals nothing.
      const isGood = isSeat(target) && !isEvil(state.roles[target]!);
      return isGood ? { kind, target } : instruction(state, kind);
    }
    case 'belief': {
      const { good } = move;
      return Array.isArray(good) && good.length === PLAYERS && good.every(isProbability)
        ? { kind, good: [...(good as number[])] }
        : instruction(state, kind);
    }
  }
}

/**
 * AvalonBench's deduction accuracy (`deduction_acc`): the share of the five players whose side a
 * report gets right, good meaning a probability of at least 0.5. As there, the reporting player's
 * own side counts as known, so a report that is right about k of the other four scores (k + 1) / 5.
 */
export function deductionAccuracy(good: readonly number[], roles: readonly Role[], seat: number): number {
  const right = SEATS.filter((s) => s === seat || (good[s]! >= 0.5) === (sideOf(roles[s]!) === 'good'));
  return right.length / PLAYERS;
}

/** A mean's 95% normal interval. */
function meanInterval(values: readonly number[]): Interval {
  const m = mean(values);
  const variance = values.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, values.length - 1);
  const half = 1.959963984540054 * Math.sqrt(variance / values.length);
  return { low: m - half, high: m + half };
}

const REASONS: Record<Outcome['reason'], string> = {
  quests: 'three quests failed',
  assassination: 'the Assassin found Merlin',
  'merlin-survived': 'Merlin survived the Assassin',
  forfeit: 'the other side forfeited',
};

const seatList = (team: readonly number[]) => team.map((s) => `Player ${s}`).join(', ');

export const avalon: Game<Types> = {
  id: 'avalon',
  info: avalonInfo,
  variants: [
    {
      id: 'avalonbench',
      label: 'AvalonBench',
      description: 'Five players without discussion, as in the benchmark’s baseline games.',
      params: { discussion: false, beliefs: true },
    },
    {
      id: 'discussion',
      label: 'With discussion',
      description: 'Every player speaks before each proposal, the leader first.',
      params: { discussion: true, beliefs: true },
    },
  ],
  seats: () => SEATS.map(String),
  setup: (_params, rng) => ({ roles: rng.shuffle(ROLES), firstLeader: rng.int(PLAYERS) }),
  init: (params, setup) => ({
    params,
    roles: setup.roles,
    proposals: [newProposal(1, 1, setup.firstLeader)],
    quests: [],
    target: null,
    ballot: [],
    cards: [],
    beliefs: [],
    forfeited: null,
  }),
  current: (state) => {
    const { seat } = phaseOf(state);
    return seat === null ? null : String(seat);
  },
  view(state, seatId) {
    const seat = Number(seatId);
    const role = state.roles[seat]!;
    const { phase, seat: acting } = phaseOf(state);
    const evil = knownEvil(state.roles, seat);
    const partner = isEvil(role) ? evil.find((s) => s !== seat)! : null;
    const proposal = currentProposal(state);
    return {
      seat,
      role,
      knownEvil: evil,
      partner: partner === null ? null : { seat: partner, role: state.roles[partner] as EvilRole },
      discussion: state.params.discussion,
      phase,
      quest: proposal.quest,
      teamSize: teamSize(proposal.quest),
      leader: proposal.leader,
      attempt: proposal.attempt,
      proposals: state.proposals.map((p) => ({
        ...p,
        speeches: p.speeches.map((speech) => ({ ...speech })),
        team: p.team && [...p.team],
        votes: p.votes && [...p.votes],
      })),
      quests: state.quests.map((q) => ({ ...q, team: [...q.team] })),
      assassinated: state.target,
      ending: decided(state),
      yourMove: phase !== 'over' && acting === seat ? MOVE_KIND[phase] : null,
    };
  },
  validate(state, seatId, move) {
    const seat = Number(seatId);
    const { phase, seat: acting } = phaseOf(state);
    if (phase === 'over' || acting !== seat) return { ok: false, reason: 'It is not your turn.' };
    const kind = MOVE_KIND[phase];
    if (!isRecord(move) || move.kind !== kind) return { ok: false, reason: instruction(state, kind) };
    const checked = checkMove(state, seat, kind, move);
    return typeof checked === 'string' ? { ok: false, reason: checked } : { ok: true, move: checked };
  },
  apply(state, seatId, move) {
    const seat = Number(seatId);
    const proposal = currentProposal(state);
    switch (move.kind) {
      case 'speak':
        return { state: update(state, { speeches: [...proposal.speeches, { seat, text: move.text }] }), result: null };
      case 'propose': {
        if (proposal.attempt < MAX_PROPOSALS) return { state: update(state, { team: move.team }), result: null };
        const decision = { votes: null, approved: true };
        return { state: update(state, { team: move.team, ...decision }), result: decision };
      }
      case 'vote': {
        const ballot = [...state.ballot, move.approve];
        if (ballot.length < PLAYERS) return { state: { ...state, ballot }, result: null };
        const decision = { votes: ballot, approved: isApproved(ballot) };
        const next = decision.approved ? undefined : newProposal(proposal.quest, proposal.attempt + 1, nextSeat(proposal.leader));
        return { state: { ...update(state, decision, next), ballot: [] }, result: decision };
      }
      case 'quest': {
        const team = proposal.team!;
        const cards = [...state.cards, move.pass];
        if (cards.length < team.length) return { state: { ...state, cards }, result: null };
        const fails = cards.filter((pass) => !pass).length;
        const result: QuestResult = { quest: proposal.quest, team, fails, succeeded: questSucceeds(fails) };
        const after = { ...state, quests: [...state.quests, result], cards: [] };
        const goesOn = !decided(after) && successes(after) < QUESTS_TO_WIN;
        return {
          state: goesOn ? update(after, {}, newProposal(proposal.quest + 1, 1, nextSeat(proposal.leader))) : after,
          result,
        };
      }
      case 'assassinate':
        return { state: { ...state, target: move.target }, result: { merlin: state.roles[move.target] === 'merlin' } };
      case 'belief':
        return { state: { ...state, beliefs: [...state.beliefs, move.good] }, result: null };
    }
  },
  forfeit: (state, seatId) => ({ ...state, forfeited: Number(seatId) }),
  outcome(state) {
    if (phaseOf(state).phase !== 'over') return null;
    // Only a forfeit ends a game the quests and the Assassin left undecided: the forfeiting seat's side loses.
    return decided(state) ?? { winner: sideOf(state.roles[state.forfeited!]!) === 'good' ? 'evil' : 'good', reason: 'forfeit' };
  },
  errorAllowance: 3,
  metrics(episode: EpisodeRecord) {
    const { roles } = episode.setup as unknown as Setup;
    const outcome = episode.outcome as unknown as Outcome;
    const moves = episode.events
      .filter((e): e is MoveEvent => e.type === 'move')
      .map((e) => ({ seat: Number(e.seat), move: e.move as unknown as Move }));
    const beliefs: (number[] | null)[] = SEATS.map(() => null);
    let target: number | null = null;
    for (const { seat, move } of moves) {
      if (move.kind === 'belief') beliefs[seat] = move.good;
      if (move.kind === 'assassinate') target = move.target;
    }
    return {
      roles,
      winner: outcome.winner,
      reason: outcome.reason,
      goodWin: outcome.winner === 'good',
      evilByQuests: outcome.reason === 'quests',
      evilByAssassination: outcome.reason === 'assassination',
      assassinationCorrect: target === null ? null : roles[target] === 'merlin',
      deduction: beliefs.map((good, seat) => good && deductionAccuracy(good, roles, seat)),
      beliefs,
    };
  },
  summarize(metrics): Summary {
    const n = metrics.length;
    const proportion = (id: string, label: string, hits: number, of: number): SummaryStat => ({
      id, label, value: hits / of, interval: wilson(hits, of), format: 'percent',
    });
    const count = (key: string) => metrics.filter((m) => m[key] === true).length;
    const assassinations = metrics.filter((m) => m.assassinationCorrect !== null).length;
    // One value per game (the mean over its Servants who reported): the two Servants of a game are not independent.
    const servantDeduction = metrics.flatMap((m) => {
      const roles = m.roles as Role[];
      const accuracies = (m.deduction as (number | null)[]).filter(
        (a, seat): a is number => a !== null && roles[seat] === 'servant',
      );
      return accuracies.length > 0 ? [mean(accuracies)] : [];
    });
    const stats = [
      proportion('goodWin', 'Good wins', count('goodWin'), n),
      proportion('evilByQuests', 'Evil wins by quests', count('evilByQuests'), n),
      proportion('evilByAssassination', 'Evil wins by assassination', count('evilByAssassination'), n),
    ];
    if (assassinations > 0) {
      stats.push(proportion('assassinationAccuracy', 'Assassin finds Merlin', count('assassinationCorrect'), assassinations));
    }
    if (servantDeduction.length > 0) {
      stats.push({
        id: 'servantDeduction',
        label: 'Servant deduction accuracy',
        value: mean(servantDeduction),
        interval: meanInterval(servantDeduction),
        format: 'percent',
      });
    }
    return { episodes: n, stats, series: [] };
  },
  describe(move, result) {
    switch (move.kind) {
      case 'speak':
        return `says: ${move.text}`;
      case 'propose':
        return `proposes ${seatList(move.team)}${result ? ' (the fifth proposal: approved without a vote)' : ''}`;
      case 'vote': {
        // A vote stays secret until all five are in.
        const decision = result as TeamDecision | null;
        if (!decision?.votes) return 'votes';
        const approvers = SEATS.filter((s) => decision.votes![s]);
        const rejecters = SEATS.filter((s) => !decision.votes![s]);
        return `votes; the team is ${decision.approved ? 'approved' : 'rejected'} (approve: ${seatList(approvers) || 'none'}; reject: ${seatList(rejecters) || 'none'})`;
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
  },
  describeOutcome: ({ winner, reason }) => `${winner} wins: ${REASONS[reason]}`,
};
