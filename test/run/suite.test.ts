import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { indicesLeft } from '../../src/run/batch';
import { benchmarkSetting, gameLines, modelSlug, planSuite, SuiteClock, suiteFolders, type SuiteLine } from '../../src/run/suite';

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
      ['a_b.gguf/guess-number.paper', 'paper'],
      ['a_b.gguf/guess-number.paper-constrained', 'constrained'],
      ['a_b.gguf/guess-number.json', 'constrained'],
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

  it('keeps a GGUF file\'s lines in a folder named after the file, its whole path only where two files share a name or a begun suite used it', () => {
    const [tinyA, other, again] = ['gguf:/home/ana/models/tinyA.gguf', 'gguf:/srv/models/tinyA.gguf', 'gguf:C:\\models\\tinyB.gguf'];
    expect(suiteFolders([tinyA, 'qwen'])).toEqual(new Map([[tinyA, 'tinyA.gguf'], ['qwen', 'qwen']]));
    expect(planSuite(modules, [tinyA]).filter((l) => l.model === tinyA).every((l) => l.id.startsWith('tinyA.gguf/'))).toBe(true);
    expect(suiteFolders([tinyA, other, again])).toEqual(new Map([[tinyA, 'gguf_home_ana_models_tinyA.gguf'], [other, 'gguf_srv_models_tinyA.gguf'], [again, 'tinyB.gguf']]));
    // A suite begun in the whole path's folder goes on there.
    const begun = suiteFolders([tinyA, again], (folder) => folder === 'gguf_home_ana_models_tinyA.gguf');
    expect(begun).toEqual(new Map([[tinyA, 'gguf_home_ana_models_tinyA.gguf'], [again, 'tinyB.gguf']]));
    expect(planSuite(modules, [tinyA], begun).filter((l) => l.model === tinyA).every((l) => l.id.startsWith('gguf_home_ana_models_tinyA.gguf/'))).toBe(true);
    // A file named as a model of a server is no other model's folder.
    expect(suiteFolders(['tinyA.gguf', tinyA])).toEqual(new Map([['tinyA.gguf', 'tinyA.gguf'], [tinyA, 'gguf_home_ana_models_tinyA.gguf']]));
  });
});

describe('the suite clock', () => {
  const lines = gameLines(module('guess-number'), ['m']);
  const [bot, otherBot] = lines.filter((l) => l.kind === 'bot') as [SuiteLine, SuiteLine];
  const [paper, constrained, json] = lines.filter((l) => l.kind !== 'bot') as [SuiteLine, SuiteLine, SuiteLine];
  const left = (line: SuiteLine, n: number) => ({ line, indices: Array.from({ length: n }, (_, i) => i) });

  it('times each line by its own episodes, and says nothing while a kind left has none timed and no estimate', () => {
    const clock = new SuiteClock([left(bot, 5), left(otherBot, 5), left(paper, 2), left(json, 2)]);
    expect(clock.remaining()).toBeNull();
    for (let i = 0; i < 5; i++) clock.ended(bot.id, 2);
    // The other bot line goes by this one's; the models have none timed yet.
    expect(clock.remaining()).toBeNull();
    clock.ended(paper.id, 3000);
    // A model line not yet played goes by the model episodes played: 5 bot episodes at 2 ms, 1 + 2 model episodes at 3 s.
    expect(clock.remaining()).toBe(10 + 9000);
    clock.ended(json.id, 1000);
    clock.ended(json.id, 1000);
    // Each line by its own: the bots' 10 ms, the paper line's last at 3 s.
    expect(clock.remaining()).toBe(10 + 3000);
  });

  it('goes by the estimates until a line has played, then scales the others of its kind by how far the estimates were', () => {
    const estimates = new Map([[bot.id, 0], [paper.id, 60_000], [constrained.id, 20_000], [json.id, 30_000]]);
    const clock = new SuiteClock([left(bot, 2), left(paper, 3), left(constrained, 3), left(json, 3)], estimates);
    // Before any episode: the estimates alone, a bot's milliseconds not counted.
    expect(clock.remaining()).toBe(3 * 60_000 + 3 * 20_000 + 3 * 30_000);
    clock.ended(bot.id, 5);
    clock.ended(bot.id, 5);
    expect(clock.remaining()).toBe(3 * 60_000 + 3 * 20_000 + 3 * 30_000);
    // The paper line takes twice its estimate: its own episodes go by it, the constrained lines by theirs.
    clock.ended(paper.id, 120_000);
    expect(clock.remaining()).toBe(2 * 120_000 + 3 * 20_000 + 3 * 30_000);
    expect(clock.episodesLeft).toBe(8);
    // A constrained line takes half its estimate: the other constrained line goes by it, the paper line by its own.
    clock.ended(constrained.id, 10_000);
    expect(clock.remaining()).toBe(2 * 120_000 + 2 * 10_000 + 3 * 15_000);
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
    const clock = new SuiteClock([{ line: bot, indices: [] }, { line: model, indices: [3, 4] }]);
    expect(clock.episodesLeft).toBe(2);
    // The bots are done: one model episode timed predicts the other.
    clock.ended(model.id, 1000);
    expect(clock.remaining()).toBe(1000);
    expect(clock.episodesLeft).toBe(1);
  });
});
