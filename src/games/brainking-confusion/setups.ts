/**
 * Episodes to judge from a file of exported BrainKing runs (Fogplay's JSON Lines export): the
 * finished hard-mode episodes about an entity of the set, each replayed and checked first, so a
 * judge never reads a transcript its rules could not have produced. Other games' and other
 * modes' episodes in the same file are passed over.
 */
import type { EpisodeRecord } from '../../core/record';
import { replay, verify } from '../../core/replay';
import { brainking, type State } from '../brainking/game';
import { episodeOf, type JudgedEpisode } from './episode';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readBrainKingRuns(text: string): { ok: true; setups: JudgedEpisode[] } | { ok: false; error: string } {
  const setups: JudgedEpisode[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch (error) {
      return { ok: false, error: `Line ${i + 1} is not JSON: ${(error as Error).message}` };
    }
    if (!isObject(record)) return { ok: false, error: `Line ${i + 1} must be an episode record (a JSON object).` };
    const { game, status, params, setup, id } = record;
    if (game !== 'brainking' || status !== 'finished' || !isObject(params) || params.mode !== 'hard' || !isObject(setup) || setup.entity === null) continue;
    const episode = record as unknown as EpisodeRecord;
    try {
      verify(brainking, episode);
      setups.push(episodeOf(replay(brainking, episode) as State, typeof id === 'string' ? id : null));
    } catch (error) {
      return { ok: false, error: `Line ${i + 1} (episode ${String(id)}) does not replay: ${(error as Error).message}` };
    }
  }
  if (setups.length === 0) return { ok: false, error: 'The file holds no finished hard-mode BrainKing episode: export BrainKing runs played in hard mode (JSON Lines).' };
  return { ok: true, setups };
}
