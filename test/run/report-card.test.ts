import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../src/core/agent';
import type { ChatMessage, EpisodeRecord, PlayerInfo } from '../../src/core/record';
import { wilson } from '../../src/core/stats';
import type { ChatResult, Engine } from '../../src/engines/engine';
import { llmAgent, type GenerationSettings } from '../../src/agents/llm';
import { GAMES } from '../../src/games/registry';
import { playEpisode } from '../../src/run/episode';
import {
  boardRanks, emptyTally, leaderboard, lineFigures, publishedFigures, reportCard, sortBoard, storedAt, storedLine, tally, type Tally,
} from '../../src/run/report-card';
import { cardCells, settingsText } from '../../src/run/report-card-render';
import { gameLines, type SuiteLine } from '../../src/run/suite';

const modules = await Promise.all(GAMES.map((g) => g.load()));
const module = (id: string) => modules.find((m) => m.game.id === id)!;
const guessNumber = module('guess-number');
const params = guessNumber.game.variants[0]!.params;

/** A reply of the scripted model: its text, and whether the token limit cut it off. */
type Reply = { text: string; cut?: boolean } | 'refused';

/**
 * A model engine that replies from a script, the last reply again once it runs out; a reply
 * `refused` makes the context check refuse the call before it is sent (its prompt counted past
 * the context), as a model whose conversation outgrew its context.
 */
function scriptedModel(script: Reply[], name = 'm'): Engine {
  let calls = 0;
  let counted = 0;
  return {
    kind: 'scripted', model: name, contextSize: 300,
    // The check counts once per call it cannot settle by its bound (here every call): the script says whether it fits.
    countTokens: async () => (script[Math.min(counted++, script.length - 1)] === 'refused' ? 10_000 : 10),
    async chat(_messages: ChatMessage[]): Promise<ChatResult> {
      const reply = script[Math.min(calls++, script.length - 1)]!;
      if (reply === 'refused') throw new Error('The context check should have refused this call.');
      return { text: reply.text, finishReason: reply.cut ? 'length' : 'stop', usage: { completionTokens: reply.cut ? 16 : 8 } };
    },
  };
}

const model = (script: Reply[], settings: GenerationSettings = { maxTokens: 16 }, protocol = 'json', name = 'm'): AgentFactory =>
  llmAgent({ engine: scriptedModel(script, name), protocol: guessNumber.protocols.find((p) => p.id === protocol)!, settings });

const play = (agent: AgentFactory, secret = '0123', seed = 1, game = guessNumber): Promise<EpisodeRecord> =>
  playEpisode({ game: game.game, variant: game.game.variants[0]!.id, params: game.game.variants[0]!.params, seed, setup: game === guessNumber ? { secret } : undefined, agents: { player: agent }, runId: 'r', index: seed - 1 });

const lineOf = (kind: SuiteLine['kind'], protocol: string, game = guessNumber) => gameLines(game, ['m']).find((l) => l.kind === kind && l.protocol === protocol)!;
const tallied = (records: EpisodeRecord[], seats = ['player']) => records.reduce((t, r) => tally(t, r, seats), emptyTally());
const right = { text: '{"guess": "0123"}' };

describe('the report card\'s tally', () => {
  it('counts a reply cut at the token limit as a cut reply, not an invalid move', async () => {
    // A reply that is no JSON, one cut off in the middle of its object, then the secret every turn.
    const record = await play(model([{ text: 'I think so.' }, { text: '{"guess": "01', cut: true }, right]));
    expect(record.events.filter((e) => e.type === 'invalid').map((e) => Boolean((e as { cut?: true }).cut))).toEqual([false, true]);
    const t = tallied([record]);
    expect(t).toMatchObject({ invalid: 1, cutAttempts: 1, cutReplies: 1, unsent: 0 });
    const f = lineFigures(guessNumber, lineOf('constrained', 'json'), t, 'solveRate');
    expect(f.attempts).toBe(t.moves + 2);
    expect(f.replies).toBe(t.moves + 2);
    const cells = cardCells({ game: 'guess-number', title: 'Guess Number', variant: 'ar-bench', measure: 'Solved', lines: [f], bots: [], published: [] }, f, true);
    expect(cells[7]).toBe(`${(100 / (t.moves + 2)).toFixed(1)}% (1/${t.moves + 2})`);
    expect(cells[8]).toBe(`${(100 / (t.moves + 2)).toFixed(1)}% (1/${t.moves + 2})`);
    // Tokens per reply count every reply, the refused and the cut one too: (8 × (moves + 1) + 16) / replies.
    expect(cells[9]).toBe(((8 * (t.moves + 1) + 16) / (t.moves + 2)).toFixed(1));
  });

  it('does not count a call the context check refused as a reply, nor as a cut one, and shows the episode it ended', async () => {
    const record = await play(model([right, right, 'refused']));
    expect(record.status).toBe('context-full');
    const calls = record.events.filter((e) => e.type === 'model-call');
    expect(calls).toHaveLength(3);
    expect(calls[2]).toMatchObject({ text: '', usage: {} });
    const finished = await play(model([right]), '0123', 2);
    const t = tallied([record, finished]);
    expect(t).toMatchObject({ unsent: 1, cutReplies: 0, replies: 2 + finished.events.filter((e) => e.type === 'model-call').length });
    const f = lineFigures(guessNumber, lineOf('constrained', 'json'), t, 'solveRate');
    // The figure rests on the one finished episode; the Episodes column explains the other.
    expect(f).toMatchObject({ n: 1, episodes: 2, contextFull: 1, headline: { value: 1, interval: wilson(1, 1) } });
    const only = lineFigures(guessNumber, lineOf('constrained', 'json'), tallied([record]), 'solveRate');
    expect(only).toMatchObject({ n: 0, episodes: 1, contextFull: 1, headline: null, missing: 'no figure: its episode ran out of context' });
    const row = { game: 'guess-number', title: 'Guess Number', variant: 'ar-bench', measure: 'Solved', lines: [only], bots: [], published: [] };
    expect(cardCells(row, only, true).slice(2, 9)).toEqual(['no figure: its episode ran out of context', '0', '1', '1', '–', '0.0% (0/2)', '0.0% (0/2)']);
  });

  it('counts episodes finished by a forfeit as finished, with their result', async () => {
    // Nothing but garbage: four refusals in a row, and the episode is lost by forfeit.
    const garbage = model([{ text: 'no' }]);
    const records = [await play(garbage, '0123', 1), await play(garbage, '4567', 2)];
    expect(records.map((r) => [r.status, r.events.at(-1)!.type])).toEqual([['finished', 'forfeit'], ['finished', 'forfeit']]);
    const f = lineFigures(guessNumber, lineOf('constrained', 'json'), tallied(records), 'solveRate');
    expect(f).toMatchObject({ n: 2, forfeits: 2, missing: null, headline: { value: 0, interval: wilson(0, 2) } });

    // A check whose every episode was forfeited before its first answer has nothing to score, and says so.
    const check = module('situation-puzzles-judge-check');
    const refuses: AgentFactory = () => ({ info: { kind: 'llm', name: 'm' }, act: () => ({ kind: 'nonsense' }) });
    const forfeited = [1, 2].map((seed) => playEpisode({ game: check.game, variant: 'key-questions', params: {}, seed, agents: { judge: refuses }, runId: 'c', index: seed - 1 }));
    const card = reportCard('m', [check], gameLines(check, ['m']), new Map([[gameLines(check, ['m'])[gameLines(check, ['m']).findIndex((l) => l.kind === 'paper')]!.id, tallied(await Promise.all(forfeited), ['judge'])]]));
    const line = card.rows[0]!.lines[0]!;
    expect(line).toMatchObject({ n: 2, episodes: 2, forfeits: 2, headline: null, missing: 'no figure: all 2 finished episodes were forfeited before anything was scored' });
  });
});

/** A card of Guess Number alone from these tallies, by the line's protocol (`bot:ID` for a bot's). */
function guessNumberCard(tallies: Record<string, Tally>): ReturnType<typeof reportCard> {
  const lines = gameLines(guessNumber, ['m']);
  const byId = new Map(Object.entries(tallies).map(([key, t]) => [lines.find((l) => (l.kind === 'bot' ? `bot:${l.protocol}` : l.protocol) === key)!.id, t]));
  return reportCard('m', [guessNumber, module('game24')], lines, byId);
}

describe('the report card', () => {
  it('keeps every benchmark\'s row, and a bot line on the model\'s setups, against which the model is tested pair by pair', async () => {
    const secrets = ['0123', '4567', '8901', '2345'];
    // The model solves the first two setups, the bot all four.
    const mine = tallied(await Promise.all(secrets.map((s, i) => play(model([i < 2 ? { text: `{"guess": "${s}"}` } : { text: '{"guess": "9876"}' }]), s, i + 1))));
    const bot = module('guess-number').bots.find((b) => b.id === 'max-entropy')!;
    const botRecords = await Promise.all(secrets.map((secret, i) => playEpisode({ game: guessNumber.game, variant: 'ar-bench', params, seed: i + 1, setup: { secret }, agents: { player: bot.create() }, runId: 'b', index: i })));
    const card = guessNumberCard({ json: mine, 'bot:max-entropy': tallied(botRecords) });
    expect(card.rows.map((r) => [r.game, r.lines.map((f) => f.missing)])).toEqual([
      ['guess-number', ['not played', 'not played', null]],
      ['game24', ['not played']],
    ]);
    const [row] = card.rows;
    expect(row!.bots.map((f) => [f.line.protocol, f.missing])).toEqual([['max-entropy', null], ['random-consistent', 'not played on these setups']]);
    const json = row!.lines[2]!;
    expect(json.headline!.value).toBe(0.5);
    // Two pairs where the bot solved and the model did not, none the other way: McNemar's exact p = 2 × ½² = 0.5.
    expect(json.againstBot).toMatchObject({ bot: 'max-entropy', test: { test: 'mcnemar', pairs: 4, difference: -0.5, p: 0.5 } });
    expect(cardCells(row!, json, false)[11]).toBe('−50.0 points against bot max-entropy, p = 0.50 (McNemar, 4 pairs)');
    expect(cardCells(row!, row!.bots[0]!, false)[11]).toBe('the best bot');
    expect(card.size).toBe(4);
  });

  it('says on its first line the settings that differ from the paper\'s, and the paper\'s setting only when it is', async () => {
    const paper = tallied([await play(model([right], {}, 'paper'))]);
    const plain = guessNumberCard({ paper });
    expect(plain.settings).toEqual({ engines: ['scripted'], quantisations: [], departures: [] });
    expect(settingsText(plain)).toBe("Run on scripted. Each benchmark in its paper's setting: its variant and seats, the paper's protocol at its own reply budget, the model's own sampling and context, no prompt template.");

    const changed = tallied([await play(model([right], { maxTokens: 32, temperature: 0.2, contextSize: 4096 }, 'paper'))]);
    const text = settingsText(guessNumberCard({ paper: changed }));
    expect(text).toBe("Run on scripted. Not the papers' setting: reply budget 32 tokens (the protocols' own 256); temperature 0.2; context 4,096 tokens. Each benchmark's variant and seats are the paper's.");
    // AR-Bench's own temperature and top-p are its setting, not a departure.
    const authors = tallied([await play(model([right], { temperature: 0.7, topP: 0.7 }, 'paper'))]);
    expect(guessNumberCard({ paper: authors }).settings.departures).toEqual([]);
  });

  it('reads the quantisation from a model\'s name where its record gives none', async () => {
    const { quantisationOf } = await import('../../src/run/report-card');
    const player = (id: string): PlayerInfo => ({ seat: 'p', kind: 'llm', name: id, model: { engine: 'node-llama-cpp', id } });
    expect(quantisationOf(player('qwen2.5-0.5b-instruct-Q4_K_M'))).toBe('Q4_K_M');
    expect(quantisationOf(player('Qwen2.5-0.5B-Instruct-q4f16_1-MLC'))).toBe('q4f16_1');
    expect(quantisationOf(player('SmolLM2-135M.IQ3_XS'))).toBe('IQ3_XS');
    expect(quantisationOf(player('qwen2.5:0.5b'))).toBeNull();
  });
});

describe('published figures', () => {
  it('matches the variant and protocol of the line, each figure once with every source', () => {
    const avalon = module('avalon');
    const servant = publishedFigures(avalon, 'avalonbench-servant', 'win', 'paper');
    expect(servant.map((f) => [f.model, f.setting, f.value, f.beside])).toEqual([
      ['Naive bot (the baseline)', 'Servant, without discussion', 0.382, 'naive'],
      ['GPT-3.5', 'Servant, without discussion', 0.111, 'paper'],
    ]);
    expect(publishedFigures(avalon, 'avalonbench-assassin', 'win', 'paper').map((f) => f.setting)).toEqual(['Assassin, without discussion', 'Assassin, without discussion']);

    // BrainKing prints its easy mode's accuracy in Tables 2 and 4: each model's figure once, from both.
    const brainking = publishedFigures(module('brainking'), 'easy', 'accuracy', 'paper');
    expect(brainking).toHaveLength(11);
    expect(new Set(brainking.map((f) => f.model)).size).toBe(11);
    expect(brainking.every((f) => f.source === 'Chen et al. 2024, Table 2; Chen et al. 2024, Table 4')).toBe(true);
    // AsymPuzl's Tables 1 and 5 print the same success without feedback; never `none.successLow`, nor another mode's.
    const asympuzl = publishedFigures(module('asympuzl'), 'n5-none', 'success', 'paper');
    const table1 = module('asympuzl').references!.find((t) => t.caption.startsWith('Table 1'))!;
    expect(asympuzl.map((f) => f.value)).toEqual(table1.rows.map((r) => r.values['none.success']));
    expect(asympuzl.every((f) => f.source === 'Cadet et al. 2025, Table 1; Cadet et al. 2025, Table 5')).toBe(true);

    // The Game of 24's figures are each of one method: only the one a line plays stands on the card.
    const game24 = publishedFigures(module('game24'), 'test', 'successRate', 'io');
    expect(game24.find((f) => f.beside === 'io')).toMatchObject({ model: 'GPT-4', value: 0.073, setting: 'Standard input-output prompting' });
    expect(new Set(game24.map((f) => f.beside))).toEqual(new Set(['io', 'cot', 'cot-sc', 'tot', 'aot']));
  });

  it('sets the review\'s AR-Bench figures apart from the paper\'s, marked as the review\'s', () => {
    const gn = publishedFigures(guessNumber, 'ar-bench', 'solveRate', 'paper');
    expect(gn.map((f) => [f.model, f.value, f.review])).toEqual([['GPT-4o', 0.35, true], ['Qwen-2.5-3B', 0, true], ['Qwen-2.5-7B', 0.04, true], ['(SFT-trained model)', 0, true]]);
    expect(publishedFigures(module('detective-cases'), 'ar-bench', 'accuracy', 'paper').map((f) => f.value)).toEqual([0.54, 0.31, 0.32, 0.27]);
    // The review does not say which F1 its situation-puzzle figure is: it stands beside no headline.
    expect(publishedFigures(module('situation-puzzles'), 'ar-bench', 'f1Char', 'paper')).toEqual([]);
  });
});

describe('stored runs as lines', () => {
  const run = (players: object[], variant = 'ar-bench', runParams: unknown = params) => ({ id: 'r1', game: 'guess-number', variant, params: runParams as never, players: players as never });

  it('reads a stored run as a benchmark line, or as none where it is not the paper\'s setting', () => {
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'llm', name: 'qwen', settings: { protocol: 'paper' } }]))).toMatchObject({ id: 'r1', kind: 'paper', model: 'qwen', protocol: 'paper' });
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'llm', name: 'qwen', settings: { protocol: 'json' } }]))?.kind).toBe('constrained');
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'llm', name: 'qwen', settings: { protocol: 'few-shot' } }]))?.kind).toBe('other');
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'bot', name: 'max-entropy' }]))).toMatchObject({ kind: 'bot', model: null, protocol: 'max-entropy' });
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'llm', name: 'qwen' }], 'early-stop'))).toBeNull();
    expect(storedLine(guessNumber, run([{ seat: 'player', kind: 'human', name: 'person' }]))).toBeNull();
    const avalon = module('avalon');
    const avalonParams = avalon.game.variants.find((v) => v.id === 'avalonbench-servant')!.params;
    const seats = (zero: object) => ['1', '2', '3', '4'].map((seat) => ({ seat, kind: 'bot', name: 'naive' })).concat([{ seat: '0', ...zero } as never]);
    expect(storedLine(avalon, { id: 'a', game: 'avalon', variant: 'avalonbench-servant', params: avalonParams as never, players: seats({ kind: 'llm', name: 'm' }) as never })?.kind).toBe('paper');
    // A model at a seat the paper gives a bot is another setting.
    const mixed = seats({ kind: 'llm', name: 'm' }).map((p) => ((p as { seat: string }).seat === '3' ? { seat: '3', kind: 'llm', name: 'n' } : p));
    expect(storedLine(avalon, { id: 'a', game: 'avalon', variant: 'avalonbench-servant', params: avalonParams as never, players: mixed as never })).toBeNull();
  });

  it('ranks a run under its variant only with the variant\'s parameters', () => {
    const game24 = module('game24');
    const test = game24.game.variants.find((v) => v.id === 'test')!.params as Record<string, unknown>;
    const line = (runParams: unknown) => storedLine(game24, { id: 'g', game: 'game24', variant: 'test', params: runParams as never, players: [{ seat: 'player', kind: 'llm', name: 'm', settings: { protocol: 'io' } }] });
    expect(line(test)).toMatchObject({ kind: 'paper' });
    // `--variant test --param set=band` plays other puzzles than the test set.
    expect(line({ ...test, set: 'band' })).toBeNull();
    expect(line({ ...test, attempts: 3 })).toBeNull();
  });

  it('takes the newest stored, not the date a file claims', () => {
    // An imported run that claims to be from 2099, stored here before a run played here.
    const forged = { createdAt: '2099-01-01T00:00:00.000Z', storedAt: '2026-02-01T00:00:00.000Z', imported: 'file' as const };
    const here = { createdAt: '2026-03-01T00:00:00.000Z' };
    expect(storedAt(here) > storedAt(forged)).toBe(true);
    // One imported before the time of storing was kept is older than any.
    expect(storedAt({ createdAt: '2099-01-01T00:00:00.000Z', imported: true as const })).toBe('');
  });
});

describe('the leaderboard', () => {
  it('ranks models per benchmark, those without a figure last, and ties those it cannot tell apart', async () => {
    const solvedTally = async (name: string, secrets: string[], answer: string) => tallied(await Promise.all(secrets.map((s, i) => play(model([{ text: `{"guess": "${answer}"}` }], {}, 'paper', name), s, i + 1))));
    const lines = gameLines(guessNumber, ['a', 'b', 'c']);
    const id = (m: string) => lines.find((l) => l.model === m && l.kind === 'paper')!.id;
    const tallies = new Map<string, Tally>([
      [id('a'), await solvedTally('a', ['0123', '4567', '0123', '4567'], '0123')],
      [id('b'), await solvedTally('b', ['0123', '0123', '0123', '0123'], '0123')],
    ]);
    const board = leaderboard(['a', 'b', 'c'].map((m) => reportCard(m, [guessNumber], lines, tallies)));
    expect(board.map((r) => r.figures['guess-number']?.headline?.value ?? null)).toEqual([0.5, 1, null]);
    const sorted = sortBoard(board, 'guess-number');
    expect(sorted.map((r) => r.model)).toEqual(['b', 'a', 'c']);
    expect(sortBoard(board, 'guess-number', true).map((r) => r.model)).toEqual(['a', 'b', 'c']);
    expect(sortBoard(board, null).map((r) => r.model)).toEqual(['a', 'b', 'c']);
    // b and a played the same setup at two seeds only (1 and 3), both solving it: no pair tells them apart, so they share a rank.
    expect(boardRanks(sorted, 'guess-number')).toEqual([1, 1, null]);
  });
});
