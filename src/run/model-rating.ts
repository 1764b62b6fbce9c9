/**
 * A rating of models from the games they play against each other, in a game played by two sides
 * whose module makes matches of its episodes (`GameModule.rating`, Avalon's): each match is the
 * winning side's models against the losing side's, rated with openskill's Weng–Lin model
 * (Plackett–Luce, a Bayesian rating in the family of TrueSkill).
 *
 * The sides do not win equally often, so each side is rated too, as one more member of its team
 * in every game: the side's edge is learnt from all the games, and a model that happened to play
 * the stronger side more often is not credited with that side's wins.
 */
import { ordinal, rate, rating, type Rating } from 'openskill';
import type { TeamResult } from '../games/module';

/**
 * The fewest games a rating rests on before it is shown without a caveat: below it the interval
 * is wide and a few more games can change the order (a new model starts at 25 ± 8.3).
 */
export const FEWEST_RATED_GAMES = 20;

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
  sides: Record<string, SideRating>;
}

/** Every model's rating after the matches, one after another: the same matches in the same order give the same ratings. */
export function rateModels(matches: Iterable<TeamResult>, [first, second]: readonly [string, string]): Ratings {
  const state = new Map<string, { rating: Rating; games: number; wins: number }>();
  const of = (model: string) => state.get(model) ?? state.set(model, { rating: rating(), games: 0, wins: 0 }).get(model)!;
  const sides: Record<string, Rating> = { [first]: rating(), [second]: rating() };
  let games = 0;
  for (const { side, winners, losers } of matches) {
    games++;
    const other = side === first ? second : first;
    const [won, lost] = rate([[...winners.map((m) => of(m).rating), sides[side]!], [...losers.map((m) => of(m).rating), sides[other]!]]);
    winners.forEach((m, i) => Object.assign(of(m), { rating: won![i]!, games: of(m).games + 1, wins: of(m).wins + 1 }));
    losers.forEach((m, i) => Object.assign(of(m), { rating: lost![i]!, games: of(m).games + 1 }));
    [sides[side], sides[other]] = [won!.at(-1)!, lost!.at(-1)!];
  }
  const interval = ({ mu, sigma }: Rating) => ({ mu, sigma, low: mu - 1.96 * sigma, high: mu + 1.96 * sigma });
  const ratings = [...state].map(([model, { rating: r, games, wins }]) => ({ model, ...interval(r), ordinal: ordinal(r), games, wins }));
  ratings.sort((a, b) => b.ordinal - a.ordinal || a.model.localeCompare(b.model));
  return { games, ratings, sides: { [first]: interval(sides[first]!), [second]: interval(sides[second]!) } };
}
