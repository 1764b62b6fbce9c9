/** Shared pieces of the situation puzzles' tests: parameters, puzzles, scripted seats and transcripts. */
import type { AgentFactory } from '../../../src/core/agent';
import type { EpisodeRecord } from '../../../src/core/record';
import { PUZZLES, setupOf } from '../../../src/games/situation-puzzles/data';
import { situationPuzzles, type Move, type Params, type Result, type Setup } from '../../../src/games/situation-puzzles/game';
import { playEpisode } from '../../../src/run/episode';

export const AR_BENCH: Params = situationPuzzles.variants[0]!.params;
export const CLASSROOM: Params = situationPuzzles.variants[1]!.params;

/** The bundled puzzle with this index, as a setup with its key answers. */
export const puzzle = (index: number): Setup => setupOf(PUZZLES.find((p) => p.index === index)!);

/** A seat that plays the given moves in turn. */
export const scripted = (moves: unknown[]): AgentFactory => () => {
  let i = 0;
  return { info: { kind: 'bot', name: 'scripted' }, act: async () => moves[i++] };
};

export function play(params: Params, setup: Setup, agents: Record<string, AgentFactory>) {
  return playEpisode({ game: situationPuzzles, variant: 'test', params, seed: 1, setup, agents, runId: 'test' });
}

/** The episode's moves as the transcript shows them. */
export const transcript = (episode: EpisodeRecord): string[] =>
  episode.events.flatMap((e) => (e.type === 'move' ? [situationPuzzles.describe(e.move as unknown as Move, e.result as unknown as Result)] : []));

/**
 * What the player must never see of a puzzle: the bottom's sentences that the surface does not
 * hold, the core sentence, the key questions and the key answers.
 */
export function playerSecrets({ puzzle: p, keyAnswers }: Setup): string[] {
  const sentences = p.bottom.split(/(?<=[.!?])\s+/).filter((s) => s.length > 25 && !p.surface.includes(s));
  return [...sentences, p.core_sentence, ...p.key_question, ...(keyAnswers ? [JSON.stringify(keyAnswers)] : [])];
}
