/**
 * Avalon's games as matches between models, for their rating (`run/model-rating.ts`): each
 * finished game is a match of the good side's models against the evil side's. Only models are
 * rated: a bot is a fixed program whose strength the report card's bot lines already give, and
 * counting its games would let model-against-bot games, which say nothing of one model against
 * another, fill the rating. A bot or a person at a model's side is part of what that side's model
 * won or lost with.
 */
import { modelKey } from '../../core/model-identity';
import type { EpisodeRecord } from '../../core/record';
import type { MatchRating, TeamResult } from '../module';
import { sideOf, type Role } from './rules';
import type { Metrics } from './types';

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

/** Good against evil. */
export const rating: MatchRating = { sides: ['good', 'evil'], match: avalonMatch };
