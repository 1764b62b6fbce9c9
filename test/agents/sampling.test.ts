/** Benchmark prompts sample as their authors' code does, recorded with the run, unless the run says otherwise. */
import { describe, expect, it } from 'vitest';
import { llmAgent, settingsFor } from '../../src/agents/llm';
import { treeOfThoughtsAgent } from '../../src/agents/tot';
import { AR_BENCH_SAMPLING } from '../../src/games/ar-bench';
import detectiveModule from '../../src/games/detective-cases';
import game24Module from '../../src/games/game24';
import guessNumberModule from '../../src/games/guess-number';
import situationModule from '../../src/games/situation-puzzles';
import type { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import { scriptedEngine } from './scripted-engine';

const protocol = (module: typeof guessNumberModule, id: string, seat: string) => module.protocols.find((p) => p.id === id && (!p.seats || p.seats.includes(seat)))!;

describe('sampling defaults', () => {
  it('are AR-Bench’s in every AR-Bench protocol: temperature 0.7, top-p 0.7, no reply cap', () => {
    const arBench = [
      ...['paper', 'few-shot', 'few-shot-inst', 'proactive-cot'].map((id) => protocol(guessNumberModule, id, 'player')),
      protocol(situationModule, 'paper', 'player'), protocol(situationModule, 'paper', 'judge'),
      protocol(detectiveModule, 'paper', 'detective'), protocol(detectiveModule, 'paper', 'A'),
    ];
    for (const p of arBench) expect(settingsFor(p, {}), p.version).toEqual({ temperature: 0.7, topP: 0.7 });
    expect(AR_BENCH_SAMPLING).toEqual({ temperature: 0.7, topP: 0.7, noReplyCap: true });
    // Fogplay's own prompts keep their cap and the engine's sampling.
    expect(settingsFor(protocol(guessNumberModule, 'friendly', 'player'), {})).toEqual({ maxTokens: 256 });
  });

  it('give way to what the run sets, a reply cap included', () => {
    const paper = protocol(detectiveModule, 'paper', 'detective');
    expect(settingsFor(paper, { temperature: 0, maxTokens: 100, topP: undefined })).toEqual({ temperature: 0, topP: 0.7, maxTokens: 100 });
  });

  it('are recorded with the run, and no cap is sent where the authors have none, so a long answer is not cut', async () => {
    const engine = scriptedEngine(() => 'Guess: 0123');
    const game = guessNumberModule.game as typeof guessNumber;
    const params = game.variants.find((v) => v.id === 'ar-bench')!.params;
    const episode = await playEpisode({
      game, variant: 'ar-bench', params, seed: 1, setup: { secret: '4567' }, runId: 'r',
      agents: { player: llmAgent({ engine, protocol: protocol(guessNumberModule, 'paper', 'player') }) },
    });
    expect(episode.players[0]!.settings).toMatchObject({ temperature: 0.7, topP: 0.7 });
    expect(episode.players[0]!.settings).not.toHaveProperty('maxTokens');
    expect(engine.options.length).toBeGreaterThan(1);
    for (const options of engine.options) {
      expect(options).toMatchObject({ temperature: 0.7, topP: 0.7 });
      expect(options.maxTokens).toBeUndefined();
    }
  });

  it('are ToT’s for its benchmark search: temperature 0.7 and 1,000 tokens a reply', () => {
    const search = game24Module.searches!.find((t) => t.id === 'tot')!;
    const agent = treeOfThoughtsAgent({ engine: scriptedEngine([]), task: search })('player', 1);
    expect(agent.info.settings).toMatchObject({ temperature: 0.7, maxTokens: 1000, protocol: 'tot' });
  });
});
