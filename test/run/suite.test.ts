import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { indicesLeft } from '../../src/run/batch';
import { benchmarkSetting, gameLines, modelSlug, planSuite, SuiteClock } from '../../src/run/suite';

const modules = await Promise.all(GAMES.map((g) => g.load()));
const module = (id: string) => modules.find((m) => m.game.id === id)!;

describe('the suite plan', () => {
  it('seats the model where each paper seats it, bots elsewhere', () => {
    expect(benchmarkSetting(module('guess-number'))).toEqual({ variant: 'ar-bench', seats: ['player'] });
    // The judge answers for the game: a bot takes it, the model asks.
    expect(benchmarkSetting(module('situation-puzzles'))).toEqual({ variant: 'ar-bench', seats: ['player'] });
    expect(benchmarkSetting(module('detective-cases'))).toEqual({ variant: 'ar-bench', seats: ['detective'] });
    expect(benchmarkSetting(module('avalon'))).toEqual({ variant: 'avalonbench-servant', seats: ['0'] });
    expect(benchmarkSetting(module('asympuzl'))).toEqual({ variant: 'n5-none', seats: ['alice', 'bob'] });
    // A check game's only seat answers for the game: the model takes it.
    expect(benchmarkSetting(module('brainking-oracle-check'))).toEqual({ variant: 'bank', seats: ['oracle'] });
  });

  it('plans the bots, then each model by the paper protocol and each constrained one', () => {
    const lines = gameLines(module('guess-number'), ['qwen', 'gguf:/models/a b.gguf']);
    expect(lines.map((l) => [l.id, l.kind])).toEqual([
      ['bots/guess-number.max-entropy', 'bot'],
      ['bots/guess-number.random-consistent', 'bot'],
      ['qwen/guess-number.paper', 'paper'],
      ['qwen/guess-number.paper-constrained', 'constrained'],
      ['qwen/guess-number.json', 'constrained'],
      ['gguf_models_a_b.gguf/guess-number.paper', 'paper'],
      ['gguf_models_a_b.gguf/guess-number.paper-constrained', 'constrained'],
      ['gguf_models_a_b.gguf/guess-number.json', 'constrained'],
    ]);
    expect(lines[2]).toMatchObject({ model: 'qwen', protocol: 'paper', players: ['player=llm:qwen'] });
    const avalon = gameLines(module('avalon'), ['qwen']).find((l) => l.kind === 'paper')!;
    expect(avalon.players).toEqual(['0=llm:qwen', '1=bot:naive', '2=bot:naive', '3=bot:naive', '4=bot:naive']);
    const pair = gameLines(module('asympuzl'), ['qwen']).find((l) => l.kind === 'paper')!;
    expect(pair.players).toEqual(['alice=llm:qwen', 'bob=llm:qwen']);
  });

  it('covers every game, each line once, and refuses models that would share a folder', () => {
    const lines = planSuite(modules, ['a', 'b']);
    expect(new Set(lines.map((l) => l.game))).toEqual(new Set(GAMES.map((g) => g.id)));
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    for (const game of GAMES) expect(lines.filter((l) => l.game === game.id && l.model === 'a' && l.kind === 'paper'), game.id).toHaveLength(1);
    expect(() => planSuite(modules, ['x/y', 'x:y'])).toThrow('The models "x/y" and "x:y" would share the folder "x_y": rename one of the files.');
    expect(() => planSuite(modules, ['bots'])).toThrow('A model cannot be called "bots"');
    expect(modelSlug('../..')).toBe('model');
  });
});

describe('the suite clock', () => {
  it('times bots and models apart, and says nothing until each kind left has been timed', () => {
    const clock = new SuiteClock({ bot: 10, model: 4 });
    expect(clock.remaining()).toBeNull();
    clock.ended('bot', 2);
    expect(clock.remaining()).toBeNull();
    for (let i = 0; i < 9; i++) clock.ended('bot', 2);
    clock.ended('model', 3000);
    clock.ended('model', 5000);
    // Two model episodes left at 4 s each; the bots are done.
    expect(clock.remaining()).toBe(8000);
    clock.ended('model', 4000);
    clock.ended('model', 4000);
    expect(clock.remaining()).toBe(0);
  });
});

describe('a stopped suite', () => {
  it('plays only the episodes each line has not ended, an interrupted one again', () => {
    expect(indicesLeft(4, () => false)).toEqual([0, 1, 2, 3]);
    const ended = new Set([0, 2]);
    expect(indicesLeft(4, (i) => ended.has(i))).toEqual([1, 3]);
    expect(indicesLeft(2, () => true)).toEqual([]);
  });

  it('times only what is left: bots and models apart', () => {
    const lines = gameLines(module('game24'), ['m']);
    const [bot, model] = [lines.find((l) => l.kind === 'bot')!, lines.find((l) => l.kind === 'paper')!];
    const clock = SuiteClock.of([{ line: bot, indices: [] }, { line: model, indices: [3, 4] }]);
    expect(clock.episodesLeft).toBe(2);
    // The bots are done: one model episode timed predicts the other.
    clock.ended('model', 1000);
    expect(clock.remaining()).toBe(1000);
    expect(clock.episodesLeft).toBe(1);
  });
});
