/** Shared pieces of BrainKing's tests: parameters, scripted seats and a one-call game. */
import type { AgentFactory } from '../../../src/core/agent';
import type { EpisodeRecord } from '../../../src/core/record';
import { entityNamed } from '../../../src/games/brainking/data';
import { brainking, setupFor, type Move, type Outcome, type Params, type Result, type Setup } from '../../../src/games/brainking/game';
import type { Mode, OracleKind } from '../../../src/games/brainking/rules';
import { playEpisode } from '../../../src/run/episode';

export function params(mode: Mode, oracle: OracleKind = 'rules', overrides: Partial<Params> = {}): Params {
  return { mode, misleading: mode === 'hard' ? 2 : 0, oracle, maxQuestions: 20, ...overrides };
}

export function setupOf(name: string, p: Params): Setup {
  return setupFor(entityNamed(name)!, p);
}

/** A seat that plays the given moves in turn. */
export const scripted = (moves: unknown[]): AgentFactory => () => {
  let i = 0;
  return { info: { kind: 'bot', name: 'scripted' }, act: async () => moves[i++] };
};

export function play(p: Params, setup: Setup, agents: Record<string, AgentFactory>) {
  return playEpisode({ game: brainking, variant: 'test', params: p, seed: 1, setup, agents, runId: 'test' });
}

/** The episode's moves as the transcript shows them. */
export function transcript(episode: EpisodeRecord): string[] {
  return episode.events.flatMap((e) => (e.type === 'move' ? [brainking.describe(e.move as unknown as Move, e.result as unknown as Result)] : []));
}

/** The episode's outcome in words, as the runs list shows it. */
export const outcomeText = (episode: EpisodeRecord) => brainking.describeOutcome(episode.outcome as unknown as Outcome);
