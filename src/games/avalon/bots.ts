/**
 * AvalonBench's rule-based baseline ("naive") bots, after `baseline_agents.py` of
 * jonathanmli/Avalon-LLM. They ignore the discussion and the votes: a bot's decisions depend
 * only on its role, what the role knows, the quest results and its own random stream.
 */
import type { Agent, AgentFactory } from '../../core/agent';
import { createRng, type Rng } from '../../core/rng';
import type { Move, QuestResult, View } from './game';
import { PLAYERS, SEATS, TEAM_SIZES, type Role } from './rules';

/** Every way to choose `size` of `items`, each in the items' order. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

const PAIRS = combinations(SEATS, 2);
/** Seats as the bits of a number, so that whether two sets of seats meet is one operation. */
function seatMask(seats: readonly number[]): number {
  let mask = 0;
  for (let i = 0; i < seats.length; i++) mask |= 1 << seats[i]!;
  return mask;
}
const PAIR_MASKS = PAIRS.map(seatMask);
/** How many of a pair's seats a set of seats holds, by the bits the two share (at most two). */
const inPair = (shared: number) => (shared === 0 ? 0 : (shared & (shared - 1)) === 0 ? 1 : 2);
const TEAMS = new Map(TEAM_SIZES.map((size) => [size, combinations(SEATS, size)]));
/** By a set of seats as bits: the pairs it avoids, as bits (bit i for PAIRS[i]). */
const AVOIDING = Array.from({ length: 1 << SEATS.length }, (_, seats) => {
  let pairs = 0;
  PAIR_MASKS.forEach((pair, i) => (pairs |= (pair & seats) === 0 ? 1 << i : 0));
  return pairs;
});
function bitCount(bits: number): number {
  let count = 0;
  for (; bits !== 0; bits &= bits - 1) count++;
  return count;
}

/**
 * The Servant's hypotheses: the pairs of evil players among the other four, equally likely at
 * first; a quest with k fails rules out every pair with fewer than k players on its team.
 * Renormalising keeps the survivors equally likely, so the surviving pairs are the whole belief.
 */
export function consistentEvilPairs(seat: number, quests: readonly QuestResult[]): number[][] {
  const surviving = survivingPairs(seat, quests);
  return PAIRS.filter((_, i) => surviving & (1 << i));
}

/** The same pairs as the bits of a number, bit i for PAIRS[i]: a key for what follows from them. */
function survivingPairs(seat: number, quests: readonly QuestResult[]): number {
  let surviving = 0;
  for (let i = 0; i < PAIR_MASKS.length; i++) if ((PAIR_MASKS[i]! & (1 << seat)) === 0) surviving |= 1 << i;
  for (let q = 0; q < quests.length; q++) {
    const quest = quests[q]!;
    if (quest.fails === 0) continue;
    const team = seatMask(quest.team);
    for (let i = 0; i < PAIR_MASKS.length; i++) if (inPair(PAIR_MASKS[i]! & team) < quest.fails) surviving &= ~(1 << i);
  }
  return surviving;
}

/**
 * Five probabilities by seat, held as fractions even where whole: V8 keeps arrays of whole numbers
 * and arrays of fractions apart, and code compiled for the one is thrown away when the other comes.
 */
const bySeat = (): number[] => [0.5, 0.5, 0.5, 0.5, 0.5];

/** The Servant's deduction: by seat, the probability that the player is good (its own seat 1). */
export function servantBelief(seat: number, quests: readonly QuestResult[]): number[] {
  const surviving = survivingPairs(seat, quests);
  let pairs = 0;
  const evil = [0, 0, 0, 0, 0];
  for (let i = 0; i < PAIRS.length; i++) {
    if ((surviving & (1 << i)) === 0) continue;
    pairs++;
    const pair = PAIRS[i]!;
    evil[pair[0]!]!++;
    evil[pair[1]!]!++;
  }
  const good = bySeat();
  for (let s = 0; s < PLAYERS; s++) good[s] = (pairs - evil[s]!) / pairs;
  return good;
}

/** The first of the largest teams whose quest had no fail: AvalonBench replaces it only by a strictly larger one. */
function largestCleanTeam(quests: readonly QuestResult[]): number[] | null {
  let largest: number[] | null = null;
  for (let i = 0; i < quests.length; i++) {
    const q = quests[i]!;
    if (q.fails === 0 && q.team.length > (largest?.length ?? 0)) largest = q.team;
  }
  return largest;
}

/** What the Servant makes of one state of its knowledge, worked out once. */
interface BestTeams {
  teams: number[][];
  /** The same teams as one number: bit m set for the team whose seats are the bits of m. */
  masks: number;
}

/**
 * The teams of `size` the Servant proposes (one at random) and approves: those most likely to be
 * all good. Once a quest had no fail, it prefers those of them that are subsets of the largest
 * such team, else supersets of it, else keeps them all.
 */
export function servantBestTeams(seat: number, quests: readonly QuestResult[], size: number): number[][] {
  return bestTeamsFor(seat, quests, size).teams;
}

function bestTeamsFor(seat: number, quests: readonly QuestResult[], size: number): BestTeams {
  const pairs = survivingPairs(seat, quests);
  const clean = largestCleanTeam(quests);
  // They follow from the surviving pairs, the clean team and the size alone, whatever the game: worked out once for each, under a number.
  const key = ((pairs << 5) | (clean === null ? 0 : seatMask(clean))) * 8 + size;
  let best = bestTeams.get(key);
  if (!best) {
    const teams = findBestTeams(pairs, clean, size);
    let masks = 0;
    for (const team of teams) masks |= 1 << seatMask(team);
    best = { teams, masks };
    bestTeams.set(key, best);
  }
  return best;
}

/** At most 2^16 keys, a few hundred of them met in practice. */
const bestTeams = new Map<number, BestTeams>();

function findBestTeams(surviving: number, clean: number[] | null, size: number): number[][] {
  // The chance a team is all good is the share of surviving pairs it avoids: counting them compares exactly.
  let best: number[][] = [];
  let top = -1;
  for (const team of TEAMS.get(size)!) {
    const score = bitCount(surviving & AVOIDING[seatMask(team)]!);
    if (score > top) [best, top] = [[], score];
    if (score === top) best.push(team);
  }
  if (clean === null) return best;
  const within = seatMask(clean);
  const subsets = best.filter((team) => (seatMask(team) & ~within) === 0);
  if (subsets.length > 0) return subsets;
  const supersets = best.filter((team) => (seatMask(team) & within) === within);
  return supersets.length > 0 ? supersets : best;
}

/** One role's decisions; `team` is the team proposed or on the quest, ascending. */
interface Strategy {
  propose(view: View, rng: Rng): number[];
  approve(view: View, team: readonly number[]): boolean;
  pass(view: View, team: readonly number[]): boolean;
  /** By seat, the probability that the player is good. */
  belief(view: View): number[];
}

const goodSeats = (view: View) => SEATS.filter((s) => !view.knownEvil.includes(s));
function evilOn(view: View, team: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < team.length; i++) if (view.knownEvil.includes(team[i]!)) count++;
  return count;
}
/** Merlin's and the evil players' belief is what they know for sure. */
function knownSides(view: View): number[] {
  const good = bySeat();
  for (let s = 0; s < PLAYERS; s++) good[s] = view.knownEvil.includes(s) ? 0 : 1;
  return good;
}
/** Itself and random players it knows are good. */
function withGoodPlayers(view: View, rng: Rng): number[] {
  const others: number[] = [];
  for (let s = 0; s < PLAYERS; s++) if (s !== view.seat && !view.knownEvil.includes(s)) others.push(s);
  // `concat`, not a spread, whose iteration V8 compiles into the function at length.
  return [view.seat].concat(rng.shuffle(others).slice(0, view.teamSize - 1));
}

const servant: Strategy = {
  propose: (view, rng) => rng.pick(servantBestTeams(view.seat, view.quests, view.teamSize)),
  approve: (view, team) => ((bestTeamsFor(view.seat, view.quests, view.teamSize).masks >>> seatMask(team)) & 1) === 1,
  pass: () => true,
  belief: (view) => servantBelief(view.seat, view.quests),
};

const merlin: Strategy = {
  propose: withGoodPlayers,
  approve: (view, team) => evilOn(view, team) === 0,
  pass: () => true,
  belief: knownSides,
};

const minion: Strategy = {
  propose: withGoodPlayers,
  approve: (view, team) => evilOn(view, team) >= 1,
  // One fail card is enough: with the Assassin on the team, the Minion leaves the failing to it.
  pass: (view, team) => evilOn(view, team) !== 1,
  belief: knownSides,
};

const STRATEGIES: Record<Role, Strategy> = {
  servant,
  merlin,
  minion,
  assassin: { ...minion, pass: () => false },
};

const proposedTeam = (view: View) => view.proposals[view.proposals.length - 1]!.team!;

/** The naive bot's move for whichever role its seat was dealt. */
export function naiveMove(view: View, rng: Rng): Move {
  const strategy = STRATEGIES[view.role];
  switch (view.yourMove) {
    case 'speak':
      return { kind: 'speak', text: 'I have nothing to add.' };
    case 'propose':
      return { kind: 'propose', team: strategy.propose(view, rng) };
    case 'vote':
      return { kind: 'vote', approve: strategy.approve(view, proposedTeam(view)) };
    case 'quest':
      return { kind: 'quest', pass: strategy.pass(view, proposedTeam(view)) };
    case 'assassinate':
      // A uniformly random good player: its own knowledge rules out itself and its partner.
      return { kind: 'assassinate', target: rng.pick(goodSeats(view)) };
    case 'belief':
      return { kind: 'belief', good: strategy.belief(view) };
    case null:
      throw new Error(`Player ${view.seat} was asked to act out of turn.`);
  }
}

/** AvalonBench's naive bot: it learns its role from its view; its chance comes from its seat's seed. */
export const naive: AgentFactory = (_seat, seed) => {
  const rng = createRng(seed);
  return {
    info: { kind: 'bot', name: 'naive' },
    act: (view: View) => naiveMove(view, rng),
  } satisfies Agent<View>;
};
