/**
 * AvalonBench's rule-based baseline ("naive") bots, after `baseline_agents.py` of
 * jonathanmli/Avalon-LLM. They ignore the discussion and the votes: a bot's decisions depend
 * only on its role, what the role knows, the quest results and its own random stream.
 */
import type { Agent, AgentFactory } from '../../core/agent';
import { createRng, type Rng } from '../../core/rng';
import type { Move, QuestResult, View } from './game';
import { SEATS, TEAM_SIZES, type Role } from './rules';

/** Every way to choose `size` of `items`, each in the items' order. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

const PAIRS = combinations(SEATS, 2);
/** Seats as the bits of a number, so that whether two sets of seats meet is one operation. */
const seatMask = (seats: readonly number[]) => seats.reduce((mask, s) => mask | (1 << s), 0);
const PAIR_MASKS = PAIRS.map(seatMask);
const TEAMS = new Map(TEAM_SIZES.map((size) => [size, combinations(SEATS, size)]));

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
  PAIRS.forEach((pair, i) => {
    if (!pair.includes(seat) && quests.every((q) => pair.filter((s) => q.team.includes(s)).length >= q.fails)) surviving |= 1 << i;
  });
  return surviving;
}

/** The Servant's deduction: by seat, the probability that the player is good (its own seat 1). */
export function servantBelief(seat: number, quests: readonly QuestResult[]): number[] {
  const pairs = consistentEvilPairs(seat, quests);
  return SEATS.map((s) => pairs.filter((pair) => !pair.includes(s)).length / pairs.length);
}

/** The first of the largest teams whose quest had no fail: AvalonBench replaces it only by a strictly larger one. */
function largestCleanTeam(quests: readonly QuestResult[]): number[] | null {
  let largest: number[] | null = null;
  for (const q of quests) if (q.fails === 0 && q.team.length > (largest?.length ?? 0)) largest = q.team;
  return largest;
}

/**
 * The teams of `size` the Servant proposes (one at random) and approves: those most likely to be
 * all good. Once a quest had no fail, it prefers those of them that are subsets of the largest
 * such team, else supersets of it, else keeps them all.
 */
export function servantBestTeams(seat: number, quests: readonly QuestResult[], size: number): number[][] {
  const pairs = survivingPairs(seat, quests);
  const clean = largestCleanTeam(quests);
  // They follow from the surviving pairs, the clean team and the size alone, whatever the game: worked out once for each, under a number.
  const key = ((pairs << 5) | (clean === null ? 0 : seatMask(clean))) * 8 + size;
  let best = bestTeams.get(key);
  if (!best) bestTeams.set(key, (best = findBestTeams(pairs, clean, size)));
  return best;
}

/** At most 2^16 keys, a few hundred of them met in practice. */
const bestTeams = new Map<number, number[][]>();

function findBestTeams(surviving: number, clean: number[] | null, size: number): number[][] {
  const pairs = PAIR_MASKS.filter((_, i) => surviving & (1 << i));
  // The chance a team is all good is the share of surviving pairs it avoids: counting them compares exactly.
  const scored = TEAMS.get(size)!.map((team) => {
    const mask = seatMask(team);
    let score = 0;
    for (const pair of pairs) if ((pair & mask) === 0) score++;
    return { team, score };
  });
  const top = Math.max(...scored.map((t) => t.score));
  const best = scored.filter((t) => t.score === top).map((t) => t.team);
  if (clean === null) return best;
  const subsets = best.filter((team) => team.every((s) => clean.includes(s)));
  if (subsets.length > 0) return subsets;
  const supersets = best.filter((team) => clean.every((s) => team.includes(s)));
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
  for (const s of team) if (view.knownEvil.includes(s)) count++;
  return count;
}
/** Merlin's and the evil players' belief is what they know for sure. */
const knownSides = (view: View) => SEATS.map((s) => (view.knownEvil.includes(s) ? 0 : 1));
/** Itself and random players it knows are good. */
const withGoodPlayers = (view: View, rng: Rng) => [
  view.seat,
  ...rng.shuffle(goodSeats(view).filter((s) => s !== view.seat)).slice(0, view.teamSize - 1),
];
function sameTeam(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const servant: Strategy = {
  propose: (view, rng) => rng.pick(servantBestTeams(view.seat, view.quests, view.teamSize)),
  approve: (view, team) => servantBestTeams(view.seat, view.quests, view.teamSize).some((best) => sameTeam(best, team)),
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

/** The naive bot's move for whichever role its seat was dealt. */
export function naiveMove(view: View, rng: Rng): Move {
  const strategy = STRATEGIES[view.role];
  const team = () => view.proposals.at(-1)!.team!;
  switch (view.yourMove) {
    case 'speak':
      return { kind: 'speak', text: 'I have nothing to add.' };
    case 'propose':
      return { kind: 'propose', team: strategy.propose(view, rng) };
    case 'vote':
      return { kind: 'vote', approve: strategy.approve(view, team()) };
    case 'quest':
      return { kind: 'quest', pass: strategy.pass(view, team()) };
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
