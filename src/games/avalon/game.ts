/** Avalon's rules as AvalonBench plays them: phases, moves and who acts; views per seat and for the table. */
import type { Game, Variant } from '../../core/game';
import type { Rng } from '../../core/rng';
import { describe, describeOutcome } from './transcript';
import { info } from './info';
import { metrics, summarize, tally } from './metrics';
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
} from './rules';
import {
  MAX_SPEECH,
  type Move,
  type MoveKind,
  type Outcome,
  type Params,
  type Phase,
  type Proposal,
  type PublicView,
  type QuestResult,
  type Setup,
  type State,
  type StoredParams,
  type Types,
  type View,
} from './types';

export * from './types';
export { deductionAccuracy } from './metrics';

const MOVE_KIND: Record<Exclude<Phase, 'over'>, MoveKind> = {
  discussion: 'speak',
  proposal: 'propose',
  vote: 'vote',
  quest: 'quest',
  assassination: 'assassinate',
  belief: 'belief',
};

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The params a record holds, those it lacks as the game was before they existed (see `StoredParams`). */
const complete = (params: StoredParams): Params => ({ voteHistory: true, fixedSeat: null, fixedRole: null, fifthProposalVote: false, ...params });

/** Refuses a fixed role that is half given or names no seat or role; and a setup that does not honour it. */
function checkParams({ fixedSeat, fixedRole }: Params, setup?: Setup): void {
  if ((fixedSeat === null) !== (fixedRole === null)) throw new Error('Fix a role with both fixedSeat and fixedRole, or with neither.');
  if (fixedSeat !== null && !isSeat(fixedSeat)) throw new Error(`fixedSeat is a seat from 0 to ${PLAYERS - 1}, not ${JSON.stringify(fixedSeat)}.`);
  if (fixedRole !== null && !isRole(fixedRole)) throw new Error(`fixedRole is one of ${[...new Set(ROLES)].join(', ')}, not ${JSON.stringify(fixedRole)}.`);
  if (setup && fixedSeat !== null && setup.roles[fixedSeat] !== fixedRole) throw new Error(`The setup deals Player ${fixedSeat} ${setup.roles[fixedSeat]}, not the fixed ${fixedRole}.`);
}

/** The five roles, the fixed seat's in place and the others shuffled. */
function dealRoles({ fixedSeat, fixedRole }: Params, rng: Rng): Role[] {
  if (fixedSeat === null || fixedRole === null) return rng.shuffle(ROLES);
  const rest = [...ROLES];
  rest.splice(rest.indexOf(fixedRole), 1);
  const roles = rng.shuffle(rest);
  roles.splice(fixedSeat, 0, fixedRole);
  return roles;
}

const currentProposal = (state: State): Proposal => state.proposals.at(-1)!;
function successes(state: State): number {
  let count = 0;
  for (const quest of state.quests) if (quest.succeeded) count++;
  return count;
}

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

/*
 * The state and proposal after a move, as literals with every field: in Node's V8 a spread with
 * a field changed (`{ ...state, ballot }`) copies ten times slower, at every move. A field left
 * out of a change (undefined; no field of either is ever undefined) is kept.
 */
function changed(state: State, change: Partial<State>): State {
  return {
    params: state.params,
    roles: state.roles,
    proposals: change.proposals ?? state.proposals,
    quests: change.quests ?? state.quests,
    target: change.target !== undefined ? change.target : state.target,
    ballot: change.ballot ?? state.ballot,
    cards: change.cards ?? state.cards,
    beliefs: change.beliefs ?? state.beliefs,
    forfeited: change.forfeited !== undefined ? change.forfeited : state.forfeited,
  };
}

function changedProposal(proposal: Proposal, change: Partial<Proposal>): Proposal {
  return {
    quest: proposal.quest,
    attempt: proposal.attempt,
    leader: proposal.leader,
    speeches: change.speeches ?? proposal.speeches,
    team: change.team !== undefined ? change.team : proposal.team,
    votes: change.votes !== undefined ? change.votes : proposal.votes,
    approved: change.approved !== undefined ? change.approved : proposal.approved,
  };
}

/** The proposals with the current one changed, and possibly the next one begun. */
function update(state: State, change: Partial<Proposal>, next?: Proposal): Proposal[] {
  const proposals = state.proposals.slice();
  proposals[proposals.length - 1] = changedProposal(currentProposal(state), change);
  if (next) proposals.push(next);
  return proposals;
}

function publicView(state: State, { phase, seat } = phaseOf(state)): PublicView {
  const proposal = currentProposal(state);
  return {
    discussion: state.params.discussion,
    voteHistory: state.params.voteHistory,
    phase,
    // Who names Merlin would tell everyone who the Assassin is.
    acting: phase === 'assassination' ? null : seat,
    quest: proposal.quest,
    teamSize: teamSize(proposal.quest),
    leader: proposal.leader,
    attempt: proposal.attempt,
    // A move makes new proposals and quests and never changes old ones: the history is shared, not copied.
    proposals: state.proposals,
    quests: state.quests,
    assassinated: state.target,
    ending: decided(state),
  };
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

type BenchmarkRole = 'servant' | 'assassin';
const BENCHMARK_ROLES: Record<BenchmarkRole, { label: string; inText: string }> = {
  servant: { label: 'Servant', inText: 'a Servant' },
  assassin: { label: 'Assassin', inText: 'the Assassin' },
};

/**
 * AvalonBench's setting: one player dealt `role` against four naive bots, who are dealt the other
 * roles at random; the player is never told the others' votes. Seat 0 does as well as any other:
 * the first leader is drawn at random.
 */
function benchmark(role: BenchmarkRole, discussion: boolean): Variant<Params> {
  const { label, inText } = BENCHMARK_ROLES[role];
  return {
    id: `avalonbench-${role}${discussion ? '-discussion' : ''}`,
    label: `AvalonBench: ${label}${discussion ? ', with discussion' : ''}`,
    description: `Player 0 is ${inText}, the other roles dealt at random, ${discussion ? 'every player speaking before each proposal' : 'without discussion'}, as in the benchmark’s ${label} results: seat a model at 0 and naive bots elsewhere.`,
    params: { discussion, beliefs: true, voteHistory: false, fixedSeat: 0, fixedRole: role, fifthProposalVote: true },
  };
}

export const avalon: Game<Types> = {
  id: 'avalon',
  info,
  variants: [
    benchmark('servant', false),
    benchmark('servant', true),
    benchmark('assassin', false),
    benchmark('assassin', true),
    {
      id: 'open',
      label: 'Any role',
      description: 'Every role dealt at random, without discussion; a model is told how everyone voted.',
      params: { discussion: false, beliefs: true, voteHistory: true, fixedSeat: null, fixedRole: null, fifthProposalVote: true },
    },
    {
      id: 'discussion',
      label: 'Any role, with discussion',
      description: 'Every role dealt at random; every player speaks before each proposal, the leader first; a model is told how everyone voted.',
      params: { discussion: true, beliefs: true, voteHistory: true, fixedSeat: null, fixedRole: null, fifthProposalVote: true },
    },
  ],
  // A person is dealt any role and sees how everyone voted; AvalonBench's fixed seat is a model's.
  personVariant: 'open',
  seats: () => SEATS.map(String),
  setup(stored, rng) {
    const params = complete(stored);
    checkParams(params);
    return { roles: dealRoles(params, rng), firstLeader: rng.int(PLAYERS) };
  },
  init(stored, setup) {
    const params = complete(stored);
    checkParams(params, setup);
    return {
      params,
      roles: setup.roles,
      proposals: [newProposal(1, 1, setup.firstLeader)],
      quests: [],
      target: null,
      ballot: [],
      cards: [],
      beliefs: [],
      forfeited: null,
    };
  },
  current: (state) => {
    const { seat } = phaseOf(state);
    return seat === null ? null : String(seat);
  },
  view(state, seatId) {
    const seat = Number(seatId);
    const role = state.roles[seat]!;
    const turn = phaseOf(state);
    const evil = knownEvil(state.roles, seat);
    const partner = isEvil(role) ? evil.find((s) => s !== seat)! : null;
    // Set on the table's view one by one: in Node's V8 a spread into a new object, or Object.assign, costs several times as much.
    const view = publicView(state, turn) as View;
    view.seat = seat;
    view.role = role;
    view.knownEvil = evil;
    view.partner = partner === null ? null : { seat: partner, role: state.roles[partner] as EvilRole };
    view.yourMove = turn.phase !== 'over' && turn.seat === seat ? MOVE_KIND[turn.phase] : null;
    return view;
  },
  publicView: (state) => publicView(state),
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
        return { state: changed(state, { proposals: update(state, { speeches: [...proposal.speeches, { seat, text: move.text }] }) }), result: null };
      case 'propose': {
        if (proposal.attempt < MAX_PROPOSALS || state.params.fifthProposalVote) return { state: changed(state, { proposals: update(state, { team: move.team }) }), result: null };
        // As records made before the fifth proposal was voted on have it: it goes ahead at once.
        const decision = { votes: null, approved: true };
        return { state: changed(state, { proposals: update(state, { team: move.team, ...decision }) }), result: decision };
      }
      case 'vote': {
        const ballot = [...state.ballot, move.approve];
        if (ballot.length < PLAYERS) return { state: changed(state, { ballot }), result: null };
        const decision = { votes: ballot, approved: isApproved(ballot, proposal.attempt) };
        const next = decision.approved ? undefined : newProposal(proposal.quest, proposal.attempt + 1, nextSeat(proposal.leader));
        return { state: changed(state, { proposals: update(state, decision, next), ballot: [] }), result: decision };
      }
      case 'quest': {
        const team = proposal.team!;
        const cards = [...state.cards, move.pass];
        if (cards.length < team.length) return { state: changed(state, { cards }), result: null };
        const fails = cards.filter((pass) => !pass).length;
        const result: QuestResult = { quest: proposal.quest, team, fails, succeeded: questSucceeds(fails) };
        const after = changed(state, { quests: [...state.quests, result], cards: [] });
        const goesOn = !decided(after) && successes(after) < QUESTS_TO_WIN;
        return {
          state: goesOn ? changed(after, { proposals: update(after, {}, newProposal(proposal.quest + 1, 1, nextSeat(proposal.leader))) }) : after,
          result,
        };
      }
      case 'assassinate':
        return { state: changed(state, { target: move.target }), result: { merlin: state.roles[move.target] === 'merlin' } };
      case 'belief':
        return { state: changed(state, { beliefs: [...state.beliefs, move.good] }), result: null };
    }
  },
  forfeit: (state, seatId) => changed(state, { forfeited: Number(seatId) }),
  outcome(state) {
    if (phaseOf(state).phase !== 'over') return null;
    // Only a forfeit ends a game the quests and the Assassin left undecided: the forfeiting seat's side loses.
    return decided(state) ?? { winner: sideOf(state.roles[state.forfeited!]!) === 'good' ? 'evil' : 'good', reason: 'forfeit' };
  },
  errorAllowance: 3,
  metrics,
  summarize,
  tally,
  describe,
  describeOutcome,
};
