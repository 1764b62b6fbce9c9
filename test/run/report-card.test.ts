import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../src/core/agent';
import type { EpisodeRecord, GameEvent } from '../../src/core/record';
import { wilson } from '../../src/core/stats';
import { GAMES } from '../../src/games/registry';
import { playEpisode } from '../../src/run/episode';
import { emptyTally, leaderboard, lineFigures, paperFigures, reportCard, reviewFigures, sortBoard, storedLine, tally, type Tally } from '../../src/run/report-card';
import { gameLines } from '../../src/run/suite';

const modules = await Promise.all(GAMES.map((g) => g.load()));
const module = (id: string) => modules.find((m) => m.game.id === id)!;
const guessNumber = module('guess-number');

/** A bot that plays these guesses in turn (a model's replies, as far as the tally cares). */
const guesses = (list: string[]): AgentFactory => () => {
  let i = 0;
  return { info: { kind: 'llm', name: 'm' }, act: async () => list[i++ % list.length] };
};

const call = (seat: string, completionTokens: number, latencyMs: number, finishReason = 'stop'): GameEvent =>
  ({ type: 'model-call', seq: 0, at: 0, seat, messages: [], text: '', usage: { completionTokens }, latencyMs, finishReason });

async function episode(secret: string, list: string[], extra: GameEvent[] = []): Promise<EpisodeRecord> {
  const record = await playEpisode({ game: guessNumber.game, variant: 'ar-bench', params: guessNumber.game.variants[0]!.params, seed: 1, setup: { secret }, agents: { player: guesses(list) }, runId: 'r', index: 0 });
  return { ...record, events: [...record.events, ...extra] };
}

describe('the report card', () => {
  it('tallies the seats of the line: moves, refusals, cut replies, tokens and time', async () => {
    // Solved: 25 guesses and the final answer, each after a 10-token reply of 200 ms.
    const solved = await episode('0123', ['0123'], Array.from({ length: 26 }, () => call('player', 10, 200)));
    // Four refusals (the allowance is three in a row) and a forfeit, the last reply cut at the token limit.
    const lost = await episode('0123', ['x'], [call('player', 50, 1000), call('player', 50, 1000), call('player', 64, 1000, 'length'), call('judge', 999, 999)]);
    const stopped = { ...solved, status: 'interrupted' as const };
    const full = { ...lost, status: 'context-full' as const, events: [] };
    const t = emptyTally();
    for (const record of [solved, lost, stopped, full]) tally(t, record, ['player']);
    expect(t).toMatchObject({ episodes: 3, contextFull: 1, forfeits: 1, moves: 26, invalid: 4, calls: 29, cutCalls: 1, completionTokens: 260 + 164, latencyMs: 5200 + 3000 });
    expect(t.metrics).toHaveLength(2);

    const line = gameLines(guessNumber, ['m']).find((l) => l.kind === 'paper')!;
    const f = lineFigures(guessNumber, line, t);
    expect(f.headline).toMatchObject({ id: 'solveRate', value: 0.5, interval: wilson(1, 2) });
    expect(f.invalidRate).toBeCloseTo(4 / 30);
    expect(f.cutRate).toBeCloseTo(1 / 29);
    expect(f.forfeitRate).toBe(0.5);
    expect(f.tokensPerMove).toBeCloseTo(424 / 26);
    expect(f.msPerMove).toBeCloseTo(8200 / 26);
    // Nothing played: no figure, and no rate made up.
    const none = lineFigures(guessNumber, line, emptyTally());
    expect(none.headline).toBeNull();
    expect([none.invalidRate, none.cutRate, none.tokensPerMove]).toEqual([NaN, NaN, NaN]);
  });

  it('finds the paper\'s column for the headline, by its id or the variant\'s part of it', () => {
    const game24 = paperFigures(module('game24'), 'test', 'successRate');
    expect(game24.find((f) => f.setting === 'Standard input-output prompting')).toMatchObject({ model: 'GPT-4', value: 0.073, format: 'percent' });
    const brainking = paperFigures(module('brainking'), 'easy', 'accuracy');
    expect(brainking.length).toBeGreaterThan(0);
    expect(new Set(brainking.map((f) => f.source.split(',')[0]))).not.toContain(undefined);
    // n5-none reads the `none.success` columns, never `none.successLow` nor another mode's.
    const pair = paperFigures(module('asympuzl'), 'n5-none', 'success');
    const table1 = module('asympuzl').references!.find((t) => t.caption.startsWith('Table 1'))!;
    expect(pair.filter((f) => f.source.includes('Table 1')).map((f) => f.value)).toEqual(table1.rows.map((r) => r.values['none.success']).filter((v) => v !== undefined));
    expect(paperFigures(guessNumber, 'ar-bench', 'solveRate')).toEqual([]);
  });

  it('sets the review\'s AR-Bench figures beside the headline, marked as the review\'s', () => {
    const gn = reviewFigures(guessNumber, 'ar-bench', 'solveRate');
    expect(gn.map((f) => [f.model, f.value])).toEqual([['GPT-4o', 0.35], ['Qwen-2.5-3B', 0], ['Qwen-2.5-7B', 0.04], ['(SFT-trained model)', 0]]);
    expect(gn[0]!.source).toMatch(/^Reported in a review/);
    expect(reviewFigures(module('detective-cases'), 'ar-bench', 'accuracy').map((f) => f.value)).toEqual([0.54, 0.31, 0.32, 0.27]);
    // The review does not say which F1 its situation-puzzle figure is: it stands beside no headline.
    expect(reviewFigures(module('situation-puzzles'), 'ar-bench', 'f1Char')).toEqual([]);
  });

  it('makes a row per benchmark the model played, with the bots of the same game', async () => {
    const lines = [...gameLines(guessNumber, ['m', 'other']), ...gameLines(module('game24'), ['other'])];
    const t = emptyTally();
    tally(t, await episode('0123', ['0123']), ['player']);
    const card = reportCard('m', 1, modules, lines, new Map([['m/guess-number.paper', t]]));
    expect(card.rows.map((r) => r.game)).toEqual(['guess-number']);
    const [row] = card.rows;
    expect(row!.lines.map((f) => f.line.protocol)).toEqual(['paper', 'paper-constrained', 'json']);
    expect(row!.bots.map((f) => f.line.protocol)).toEqual(['max-entropy', 'random-consistent']);
    expect(row!.lines[0]!.headline?.value).toBe(1);
    expect(row!.measure).toBe('Solved');
    expect(row!.review).toHaveLength(4);
  });

  it('reads a stored run as a benchmark line, or as none where it is not the paper\'s setting', () => {
    const run = (players: object[], variant = 'ar-bench') => ({ id: 'r1', game: 'guess-number', variant, players: players as never });
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'llm', name: 'qwen', settings: { protocol: 'paper' } }]))).toMatchObject({ id: 'r1', kind: 'paper', model: 'qwen', protocol: 'paper' });
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'llm', name: 'qwen', settings: { protocol: 'json' } }]))?.kind).toBe('constrained');
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'llm', name: 'qwen', settings: { protocol: 'few-shot' } }]))?.kind).toBe('other');
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'bot', name: 'max-entropy' }]))).toMatchObject({ kind: 'bot', model: null, protocol: 'max-entropy' });
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'llm', name: 'qwen' }], 'early-stop'))).toBeNull();
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'human', name: 'person' }]))).toBeNull();
    const avalon = module('avalon');
    const seats = (zero: object) => ['1', '2', '3', '4'].map((seat) => ({ seat, kind: 'bot', name: 'naive' })).concat([{ seat: '0', ...zero } as never]);
    expect(storedLine(avalon, { id: 'a', game: 'avalon', variant: 'avalonbench-servant', players: seats({ kind: 'llm', name: 'm' }) as never })?.kind).toBe('paper');
    // A model at a seat the paper gives a bot is another setting.
    const mixed = seats({ kind: 'llm', name: 'm' }).map((p) => ((p as { seat: string }).seat === '3' ? { seat: '3', kind: 'llm', name: 'n' } : p));
    expect(storedLine(avalon, { id: 'a', game: 'avalon', variant: 'avalonbench-servant', players: mixed as never })).toBeNull();
  });

  it('ranks models per benchmark, those without a figure last', async () => {
    const solvedTally = async (secrets: string[], list: string[]) => {
      const t = emptyTally();
      for (const secret of secrets) tally(t, await episode(secret, list), ['player']);
      return t;
    };
    const lines = gameLines(guessNumber, ['a', 'b', 'c']);
    const tallies = new Map<string, Tally>([
      ['a/guess-number.paper', await solvedTally(['0123', '4567'], ['0123'])],
      ['b/guess-number.paper', await solvedTally(['0123', '0123'], ['0123'])],
    ]);
    const board = leaderboard(['a', 'b', 'c'].map((m) => reportCard(m, 2, modules, lines, tallies)));
    expect(board.map((r) => r.figures['guess-number']?.headline?.value ?? null)).toEqual([0.5, 1, null]);
    expect(sortBoard(board, 'guess-number').map((r) => r.model)).toEqual(['b', 'a', 'c']);
    expect(sortBoard(board, 'guess-number', true).map((r) => r.model)).toEqual(['a', 'b', 'c']);
    expect(sortBoard(board, null).map((r) => r.model)).toEqual(['a', 'b', 'c']);
  });
});
