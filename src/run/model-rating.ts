/**
 * A rating of models from the Avalon games they play against each other: each finished game is a
 * match of the good side's models against the evil side's, rated with openskill's Weng–Lin model
 * (Plackett–Luce, a Bayesian rating in the family of TrueSkill). Only models are rated: a bot is a
 * fixed program whose strength the report card's bot lines already give, and counting its games
 * would let model-against-bot games, which say nothing of one model against another, fill the
 * rating. A bot or a person at a model's side is part of what that side's model won or lost with.
 *
 * Good and evil do not win equally often, so each side is rated too, as one more member of its
 * team in every game: the side's edge is learnt from all the games, and a model that happened to
 * play the stronger side more often is not credited with that side's wins.
 */
import { ordinal, rate, rating, type Rating } from 'openskill';
import { modelKey } from '../core/model-identity';
import type { EpisodeRecord } from '../core/record';
import { sideOf, type Role, type Side } from '../games/avalon/rules';
import type { Metrics } from '../games/avalon/types';

/**
 * The fewest games a rating rests on before it is shown without a caveat: below it the interval
 * is wide and a few more games can change the order (a new model starts at 25 ± 8.3).
 */
export const FEWEST_RATED_GAMES = 20;

/** One game as a match: the models (by `modelKey`) of the side that won against those of the side that lost. */
export interface TeamResult {
  /** The side that won. */
  side: Side;
  winners: string[];
  losers: string[];
}

/** A model's rating after every game, on openskill's scale (a new model starts at μ 25, σ 25/3). */
export interface ModelRating {
  /** The model's key (`modelKey`). */
  model: string;
  mu: number;
  sigma: number;
  /** μ − 3σ: a skill the model very likely has at least (openskill's ordinal), for ranking. */
  ordinal: number;
  /** μ ± 1.96σ. */
  low: number;
  high: number;
  games: number;
  wins: number;
}

/** A side's rating: its share of a team's strength, learnt with the models'. */
export interface SideRating {
  mu: number;
  sigma: number;
  low: number;
  high: number;
}

export interface Ratings {
  /** The model-vs-model games rated. */
  games: number;
  /** Best first by the conservative `ordinal`, then by name. */
  ratings: ModelRating[];
  /** Each side's rating; a side's μ above the other's is its edge. */
  sides: Record<Side, SideRating>;
}

/**
 * A finished Avalon game as a match between models, or null where it is none: a side without a
 * model, or the same models on both sides. A model on both sides (two seats, dealt opposite roles)
 * both won and lost the game, so it is left out of it; a model with several seats on one side counts once.
 */
export function avalonMatch(episode: Pick<EpisodeRecord, 'game' | 'status' | 'players' | 'metrics'>): TeamResult | null {
  if (episode.game !== 'avalon' || episode.status !== 'finished') return null;
  const { roles, winner } = episode.metrics as Metrics;
  const sides = { winners: new Set<string>(), losers: new Set<string>() };
  for (const player of episode.players) {
    const role = roles[Number(player.seat)] as Role | undefined;
    if (player.kind !== 'llm' || !role) continue;
    sides[sideOf(role) === winner ? 'winners' : 'losers'].add(modelKey(player));
  }
  const only = (mine: Set<string>, theirs: Set<string>) => [...mine].filter((m) => !theirs.has(m)).sort();
  const winners = only(sides.winners, sides.losers);
  const losers = only(sides.losers, sides.winners);
  return winners.length && losers.length ? { side: winner, winners, losers } : null;
}

/** Every model's rating after the matches, one after another: the same matches in the same order give the same ratings. */
export function rateModels(matches: Iterable<TeamResult>): Ratings {
  const state = new Map<string, { rating: Rating; games: number; wins: number }>();
  const of = (model: string) => state.get(model) ?? state.set(model, { rating: rating(), games: 0, wins: 0 }).get(model)!;
  const sides: Record<Side, Rating> = { good: rating(), evil: rating() };
  let games = 0;
  for (const { side, winners, losers } of matches) {
    games++;
    const other: Side = side === 'good' ? 'evil' : 'good';
    const [won, lost] = rate([[...winners.map((m) => of(m).rating), sides[side]], [...losers.map((m) => of(m).rating), sides[other]]]);
    winners.forEach((m, i) => Object.assign(of(m), { rating: won![i]!, games: of(m).games + 1, wins: of(m).wins + 1 }));
    losers.forEach((m, i) => Object.assign(of(m), { rating: lost![i]!, games: of(m).games + 1 }));
    [sides[side], sides[other]] = [won!.at(-1)!, lost!.at(-1)!];
  }
  const interval = ({ mu, sigma }: Rating) => ({ mu, sigma, low: mu - 1.96 * sigma, high: mu + 1.96 * sigma });
  const ratings = [...state].map(([model, { rating: r, games, wins }]) => ({ model, ...interval(r), ordinal: ordinal(r), games, wins }));
  ratings.sort((a, b) => b.ordinal - a.ordinal || a.model.localeCompare(b.model));
  return { games, ratings, sides: { good: interval(sides.good), evil: interval(sides.evil) } };
}
