import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../src/core/agent';
import type { EpisodeRecord, GameEvent } from '../../src/core/record';
import { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import { episodeRow, firstFailure, foldTurns, holdsText, keepRow, pairEpisodes, partingTurn, sortRows } from '../../src/run/transcripts';

const plays = (list: unknown[]): AgentFactory => () => {
  let i = 0;
  return { info: { kind: 'bot', name: 'b' }, act: async () => list[Math.min(i++, list.length - 1)] };
};
const params = guessNumber.variants.find((v) => v.id === 'early-stop')!.params;
const play = (secret: string, list: unknown[], index = 0): Promise<EpisodeRecord> =>
  playEpisode({ game: guessNumber, variant: 'early-stop', params, seed: 1 + index, setup: { secret }, agents: { player: plays(list) }, runId: 'r', index });

let seq = 0;
const call = (text: string, extra: Partial<Extract<GameEvent, { type: 'model-call' }>> = {}): GameEvent =>
  ({ type: 'model-call', seq: seq++, at: 0, seat: 'player', messages: [{ role: 'user', content: `Your turn. ${extra.error ?? ''}` }], text, usage: { completionTokens: 7 }, latencyMs: 100, ...extra });

describe('the episode list', () => {
  it('tells solved, failed, forfeited, invalid and cut episodes apart', async () => {
    const solved = episodeRow(guessNumber, await play('0123', ['4567', '0123']));
    expect(solved).toMatchObject({ score: 1, endings: ['solved'], moves: 2, invalid: 0 });
    const forfeited = episodeRow(guessNumber, await play('0123', ['no', 'no', 'no', 'no']));
    expect(forfeited.endings).toEqual(['failed', 'forfeited', 'invalid']);
    const cutRecord = await play('0123', ['12', '0123']);
    const invalidAt = cutRecord.events.findIndex((e) => e.type === 'invalid');
    cutRecord.events.splice(invalidAt, 1, { ...cutRecord.events[invalidAt]!, cut: true } as GameEvent);
    expect(episodeRow(guessNumber, cutRecord).endings).toEqual(['solved', 'cut', 'invalid']);
    const stopped = episodeRow(guessNumber, { ...(await play('0123', ['4567'])), status: 'interrupted' });
    expect(stopped).toMatchObject({ score: null, endings: ['interrupted'] });

    expect(keepRow(solved, {})).toBe(true);
    expect(keepRow(solved, { endings: ['failed', 'cut'] })).toBe(false);
    expect(keepRow(forfeited, { endings: ['failed', 'cut'] })).toBe(true);
  });

  it('counts a model\'s calls, tokens and time, and finds text in prompts, replies and refused attempts', async () => {
    const record = await play('0123', ['0123']);
    record.events.unshift(call('I guess 0123', { usage: { completionTokens: 12 }, latencyMs: 250 }));
    const row = episodeRow(guessNumber, record);
    expect(row).toMatchObject({ calls: 1, tokens: 12, ms: 250 });
    expect(holdsText(record.events, 'guess 0123')).toBe(true);
    expect(holdsText(record.events, 'your turn')).toBe(true);
    expect(holdsText(record.events, 'nowhere')).toBe(false);
    const refused = await play('0123', ['a strange reply', '0123']);
    expect(holdsText(refused.events, 'strange')).toBe(true);
  });

  it('sorts by a figure, ties in episode order', () => {
    const row = (index: number, tokens: number, score: number | null) => ({ id: String(index), index, seed: index, score, endings: [], moves: 0, invalid: 0, calls: 0, tokens, ms: 0 });
    const rows = [row(0, 5, 1), row(1, 9, null), row(2, 5, 0), row(3, 1, 1)];
    expect(sortRows(rows, 'tokens').map((r) => r.index)).toEqual([3, 0, 2, 1]);
    expect(sortRows(rows, 'tokens', true).map((r) => r.index)).toEqual([1, 0, 2, 3]);
    expect(sortRows(rows, 'score', true).map((r) => r.index)).toEqual([0, 3, 2, 1]);
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3]);
  });
});

describe('a transcript folded by turn', () => {
  it('puts each call and refusal in the turn of the move it led to, and marks the first failure', async () => {
    const record = await play('0123', ['12', '4567', '0123']);
    // A model's calls before each attempt: a refused reply, then two accepted ones.
    const events: GameEvent[] = [];
    for (const e of record.events) events.push(call(e.type === 'invalid' ? String(e.attempt) : 'ok'), e);
    const turns = foldTurns(events);
    expect(turns.map((t) => t.events.map((e) => e.type))).toEqual([
      ['model-call', 'invalid', 'model-call', 'move'],
      ['model-call', 'move'],
    ]);
    expect(turns.map((t) => t.failed)).toEqual([true, false]);
    expect(turns[0]).toMatchObject({ seat: 'player', start: 0, tokens: 14, ms: 200 });
    expect(turns[1]!.start).toBe(4);
    expect(firstFailure(turns)).toBe(0);
    expect(firstFailure(foldTurns(events.slice(4)))).toBe(-1);
    // A reply cut at the token limit fails its turn even when a move is read from it.
    expect(foldTurns([call('0123', { finishReason: 'length' }), record.events.at(-1)!])[0]!.failed).toBe(true);
  });

  it('finds the turn where two episodes on the same setup part', async () => {
    const a = foldTurns((await play('0123', ['4567', '8901', '0123'])).events);
    const b = foldTurns((await play('0123', ['4567', '8912', '0123'])).events);
    expect(partingTurn(a, b)).toBe(1);
    expect(partingTurn(a, a)).toBe(-1);
    // One stops where the other goes on.
    const short = foldTurns((await play('0123', ['4567', '8901'])).events.slice(0, 2));
    expect(partingTurn(a, short)).toBe(2);
  });

  it('pairs two runs\' episodes that played the same setup', () => {
    const e = (index: number, secret: string) => ({ index, seed: index, setup: { secret } });
    const pairs = pairEpisodes([e(0, '0123'), e(1, '4567'), e(2, '8901')], [e(0, '0123'), e(1, '9999'), e(3, '8901')]);
    expect(pairs.map((p) => p.index)).toEqual([0]);
  });
});
