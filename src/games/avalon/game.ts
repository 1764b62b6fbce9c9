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
  ascending,
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

const SEAT_IDS = SEATS.map(String);

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

const currentProposal = (state: State): Proposal => state.proposals[state.proposals.length - 1]!;
function successes(state: State): number {
  let count = 0;
  for (let i = 0; i < state.quests.length; i++) if (state.quests[i]!.succeeded) count++;
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

/** Where a state stands: its phase, the one seat to act and the move it makes, and the ending once decided. */
interface Turn {
  phase: Phase;
  seat: number | null;
  kind: MoveKind | null;
  ending: Outcome | null;
}

const turn = (phase: Phase, seat: number | null, ending: Outcome | null): Turn => ({ phase, seat, kind: phase === 'over' ? null : MOVE_KIND[phase], ending });

function turnIn(state: State): Turn {
  const ending = decided(state);
  if (state.forfeited !== null) return turn('over', null, ending);
  if (ending) return state.params.beliefs && state.beliefs.length < PLAYERS ? turn('belief', state.beliefs.length, ending) : turn('over', null, ending);
  if (successes(state) >= QUESTS_TO_WIN) return turn('assassination', state.roles.indexOf('assassin'), ending);
  const proposal = currentProposal(state);
  if (proposal.team === null) {
    const spoken = proposal.speeches.length;
    return state.params.discussion && spoken < PLAYERS ? turn('discussion', (proposal.leader + spoken) % PLAYERS, ending) : turn('proposal', proposal.leader, ending);
  }
  if (proposal.approved === null) return turn('vote', state.ballot.length, ending);
  return turn('quest', proposal.team[state.cards.length]!, ending);
}

/*
 * The runner asks who acts, then for that seat's view, then whether its move is valid, all of one
 * state: `current`, asked first of each new state, works its turn out and keeps it, and the others
 * find it kept, so that it is worked out once a move (and V8 compiles its working out into
 * `current` alone). A state is never changed (a move makes a new one), so the same object has the same turn.
 */
let lastState: State | undefined;
let lastTurn: Turn | undefined;
function keepTurn(state: State): Turn {
  lastTurn = turnIn(state);
  lastState = state;
  return lastTurn;
}
const turnOf = (state: State): Turn => (state === lastState ? lastTurn! : keepTurn(state));

function newProposal(quest: number, attempt: number, leader: number): Proposal {
  return { quest, attempt, leader, speeches: [], team: null, votes: null, approved: null };
}

/*
 * A copy of the state or of a proposal, for a move to change before handing it on: a literal
 * with every field, since in Node's V8 a spread with a field changed (`{ ...state, ballot }`)
 * copies ten times slower, at every move.
 */
function copy(state: State): State {
  return {
    params: state.params,
    roles: state.roles,
    proposals: state.proposals,
    quests: state.quests,
    target: state.target,
    ballot: state.ballot,
    cards: state.cards,
    beliefs: state.beliefs,
    forfeited: state.forfeited,
  };
}

function copyProposal(proposal: Proposal): Proposal {
  return {
    quest: proposal.quest,
    attempt: proposal.attempt,
    leader: proposal.leader,
    speeches: proposal.speeches,
    team: proposal.team,
    votes: proposal.votes,
    approved: proposal.approved,
  };
}

/** The proposals with the current one replaced. */
function withCurrent(proposals: readonly Proposal[], current: Proposal): Proposal[] {
  const changed = proposals.slice();
  changed[changed.length - 1] = current;
  return changed;
}

function publicView(state: State, { phase, seat, ending } = turnOf(state)): PublicView {
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
    ending,
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
        ? { kind, team: ascending(move.team) }
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
  // Copies of one array: `map` makes arrays of another kind once V8 has compiled it, which code compiled for the first kind would throw away.
  seats: () => [...SEAT_IDS],
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
    const { seat } = keepTurn(state);
    return seat === null ? null : String(seat);
  },
  view(state, seatId) {
    const seat = Number(seatId);
    const role = state.roles[seat]!;
    const turn = turnOf(state);
    const evil = knownEvil(state.roles, seat);
    let partner: View['partner'] = null;
    if (isEvil(role)) for (let i = 0; i < evil.length; i++) if (evil[i] !== seat) partner = { seat: evil[i]!, role: state.roles[evil[i]!] as EvilRole };
    // Set on the table's view one by one: in Node's V8 a spread into a new object, or Object.assign, costs several times as much.
    const view = publicView(state, turn) as View;
    view.seat = seat;
    view.role = role;
    view.knownEvil = evil;
    view.partner = partner;
    view.yourMove = turn.seat === seat ? turn.kind : null;
    return view;
  },
  publicView: (state) => publicView(state),
  validate(state, seatId, move) {
    const seat = Number(seatId);
    const { kind, seat: acting } = turnOf(state);
    if (kind === null || acting !== seat) return { ok: false, reason: 'It is not your turn.' };
    if (!isRecord(move) || move.kind !== kind) return { ok: false, reason: instruction(state, kind) };
    const checked = checkMove(state, seat, kind, move);
    return typeof checked === 'string' ? { ok: false, reason: checked } : { ok: true, move: checked };
  },
  apply(state, seatId, move) {
    const seat = Number(seatId);
    const proposal = currentProposal(state);
    const next = copy(state);
    switch (move.kind) {
      case 'speak': {
        const spoken = copyProposal(proposal);
        spoken.speeches = [...proposal.speeches, { seat, text: move.text }];
        next.proposals = withCurrent(state.proposals, spoken);
        return { state: next, result: null };
      }
      case 'propose': {
        const proposed = copyProposal(proposal);
        proposed.team = move.team;
        next.proposals = withCurrent(state.proposals, proposed);
        if (proposal.attempt < MAX_PROPOSALS || state.params.fifthProposalVote) return { state: next, result: null };
        // As records made before the fifth proposal was voted on have it: it goes ahead at once.
        proposed.approved = true;
        return { state: next, result: { votes: null, approved: true } };
      }
      case 'vote': {
        const ballot = [...state.ballot, move.approve];
        if (ballot.length < PLAYERS) {
          next.ballot = ballot;
          return { state: next, result: null };
        }
        const decision = { votes: ballot, approved: isApproved(ballot, proposal.attempt) };
        const voted = copyProposal(proposal);
        voted.votes = decision.votes;
        voted.approved = decision.approved;
        next.proposals = withCurrent(state.proposals, voted);
        if (!decision.approved) next.proposals.push(newProposal(proposal.quest, proposal.attempt + 1, nextSeat(proposal.leader)));
        next.ballot = [];
        return { state: next, result: decision };
      }
      case 'quest': {
        const team = proposal.team!;
        const cards = [...state.cards, move.pass];
        if (cards.length < team.length) {
          next.cards = cards;
          return { state: next, result: null };
        }
        let fails = 0;
        for (let i = 0; i < cards.length; i++) if (!cards[i]) fails++;
        const result: QuestResult = { quest: proposal.quest, team, fails, succeeded: questSucceeds(fails) };
        next.quests = [...state.quests, result];
        next.cards = [];
        if (!decided(next) && successes(next) < QUESTS_TO_WIN) next.proposals = [...state.proposals, newProposal(proposal.quest + 1, 1, nextSeat(proposal.leader))];
        return { state: next, result };
      }
      case 'assassinate':
        next.target = move.target;
        return { state: next, result: { merlin: state.roles[move.target] === 'merlin' } };
      case 'belief':
        next.beliefs = [...state.beliefs, move.good];
        return { state: next, result: null };
    }
  },
  forfeit(state, seatId) {
    const next = copy(state);
    next.forfeited = Number(seatId);
    return next;
  },
  outcome(state) {
    const { phase, ending } = turnOf(state);
    if (phase !== 'over') return null;
    // Only a forfeit ends a game the quests and the Assassin left undecided: the forfeiting seat's side loses.
    return ending ?? { winner: sideOf(state.roles[state.forfeited!]!) === 'good' ? 'evil' : 'good', reason: 'forfeit' };
  },
  errorAllowance: 3,
  metrics,
  summarize,
  tally,
  describe,
  describeOutcome,
};
