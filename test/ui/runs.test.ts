import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeRecord, PlayerInfo, RunHeader } from '../../src/core/record';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { guessNumber } from '../../src/games/guess-number/game';
import { runBatch } from '../../src/run/batch';
import { finishRun, recount, runEpisodes, runSink } from '../../src/store/db';
import { db } from '../../src/ui/db';
import { clearStore, storedEpisodes } from '../store/stored';
import { deleteRuns, listRuns, oracleReliability, provenanceText, runsIn, setTags, tagRuns, tallyByGame, type RunFilter } from '../../src/ui/runs';
import { llmAgent } from '../../src/agents/llm';
import type { Protocol } from '../../src/core/protocol';
import { loadGame } from '../../src/games/registry';
import judgeCheckModule from '../../src/games/situation-puzzles-judge-check/index';
import { judgeCheck } from '../../src/games/situation-puzzles-judge-check/game';
import { importFile } from '../../src/store/import';
import { scriptedEngine } from '../agents/scripted-engine';

afterEach(() => clearStore(db));

const bot = (name: string): PlayerInfo => ({ seat: 'player', kind: 'bot', name });
const model = (name: string): PlayerInfo => ({ seat: 'player', kind: 'llm', name, model: { engine: 'openai', id: name } });

/** Run i: created on day i of 2026 at noon, every third of Game of 24, players and tags in turn. */
function seeded(count: number): RunHeader[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `run-${String(i).padStart(4, '0')}`,
    game: i % 3 === 0 ? 'game24' : 'guess-number',
    variant: i % 3 === 0 ? 'tot' : i % 2 ? 'ar-bench' : 'early-stop',
    params: {},
    seed: i,
    players: [i % 4 === 0 ? model('Qwen2.5-0.5B-Instruct') : i % 4 === 1 ? bot('max-entropy') : i % 4 === 2 ? { seat: 'player', kind: 'human', name: 'Ann' } : bot('random-consistent')],
    episodes: 10,
    finished: 10,
    status: 'finished',
    createdAt: new Date(Date.UTC(2026, 0, 1 + i, 12)).toISOString(),
    ...(i % 5 === 0 && { tags: ['class 3b'] }),
    ...(i % 10 === 7 && { tags: ['pilot', 'class 3b-extra'] }),
  }));
}

/** Every page of a filter's list, in order, with the total each page reported. */
async function allPages(filter: RunFilter, size: number) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let page = 0; ; page++) {
    const { rows, total } = await listRuns(page, size, filter);
    totals.add(await total);
    ids.push(...rows.map((r) => r.run.id));
    if (rows.length < size) return { ids, totals: [...totals] };
  }
}

describe('the runs list', () => {
  const runs = seeded(230);
  const newestFirst = (test: (run: RunHeader, i: number) => boolean) => runs.filter(test).map((r) => r.id).reverse();

  it('pages through the runs a filter matches, newest first, with the count of all of them', async () => {
    await db.runs.bulkAdd(runs);
    const cases: [RunFilter, (run: RunHeader, i: number) => boolean][] = [
      [{}, () => true],
      [{ game: 'game24' }, (_, i) => i % 3 === 0],
      [{ player: 'qwen' }, (_, i) => i % 4 === 0],
      [{ player: 'PERSON' }, (_, i) => i % 4 === 2],
      [{ player: 'ann' }, (_, i) => i % 4 === 2],
      [{ tag: 'class 3b' }, (_, i) => i % 5 === 0],
      [{ tag: 'pilot' }, (_, i) => i % 10 === 7],
      // Search reads the game's title, the variant, the players and the tags, in any case.
      [{ text: 'game of 24' }, (_, i) => i % 3 === 0],
      [{ text: 'Early-Stop' }, (_, i) => i % 3 !== 0 && i % 2 === 0],
      [{ text: 'ann' }, (_, i) => i % 4 === 2],
      [{ text: '3b' }, (_, i) => i % 5 === 0 || i % 10 === 7],
      // Days 10 to 19 of January, both included.
      [{ from: '2026-01-10T00:00:00.000Z', to: '2026-01-19T23:59:59.999Z' }, (_, i) => i >= 9 && i <= 18],
      [{ game: 'guess-number', player: 'max-entropy', from: '2026-02-01T00:00:00.000Z' }, (_, i) => i % 3 !== 0 && i % 4 === 1 && i >= 31],
    ];
    for (const [filter, test] of cases) {
      const expected = newestFirst(test);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const { ids, totals } = await allPages(filter, 20);
      expect(ids, JSON.stringify(filter)).toEqual(expected);
      expect(totals, JSON.stringify(filter)).toEqual([expected.length]);
    }
    const { rows, total } = await listRuns(0, 20, { text: 'no such words' });
    expect([rows.length, await total]).toEqual([0, 0]);
  });

  it('hands back a page without waiting for the count, which walks the whole index', async () => {
    await db.runs.bulkAdd(runs);
    let release!: (count: number) => void;
    const counted = new Promise<number>((resolve) => (release = resolve));
    const collection = Object.getPrototypeOf(db.runs.toCollection()) as { count(): Promise<number> };
    const count = vi.spyOn(collection, 'count').mockReturnValue(counted);
    for (const filter of [{}, { game: 'game24' }]) {
      const { rows, total } = await listRuns(0, 20, filter);
      expect(rows, JSON.stringify(filter)).toHaveLength(20);
      release(7);
      expect(await total).toBe(7);
    }
    expect(count).toHaveBeenCalledTimes(2);
    count.mockRestore();
  });

  it('shows a batch’s headline with its count, and the count alone for a run stored without one', async () => {
    const params = { maxGuesses: 3, finalAnswer: true };
    await runBatch({ game: guessNumber, variant: 'ar-bench', params, seed: 11, episodes: 12, agents: { player: maxEntropy }, runId: 'batch', sink: runSink(db, 12) });
    await finishRun(db, 'batch', true);
    const episodes = await runEpisodes(db, 'batch');
    const solved = episodes.filter((e) => e.metrics.solved === true).length;
    // Three guesses solve some secrets and not others: the figure is not a foregone 0% or 100%.
    expect(solved).toBeGreaterThan(0);
    expect(solved).toBeLessThan(12);
    const headline = `Solved ${((100 * solved) / 12).toFixed(1)}%`;
    expect((await db.runs.get('batch'))!.headline).toBe(headline);

    await db.runs.add({ ...seeded(1)[0]!, id: 'old', game: 'guess-number', createdAt: '2020-01-01T00:00:00.000Z', finished: 7 });
    const { rows } = await listRuns();
    expect(rows.map((r) => r.result)).toEqual([`${headline} · 12 of 12 episodes`, '7 of 10 episodes']);

    // An import recounts its runs, and writes their headline.
    await db.runs.update('batch', { headline: undefined });
    await recount(db, ['batch']);
    expect((await db.runs.get('batch'))!.headline).toBe(headline);
  });

  it('tags runs one at a time and together, and finds them by tag', async () => {
    await db.runs.bulkAdd(seeded(6).map(({ tags: _tags, ...run }) => run));
    expect(await setTags('run-0001', ['  week   one ', 'week one', 'pilot', ' '])).toEqual(['week one', 'pilot']);
    await tagRuns(['run-0001', 'run-0002'], 'class 3b', true);
    await tagRuns(['run-0001'], 'pilot', false);
    expect((await db.runs.get('run-0001'))!.tags).toEqual(['week one', 'class 3b']);
    expect((await db.runs.get('run-0002'))!.tags).toEqual(['class 3b']);
    expect((await listRuns(0, 50, { tag: 'class 3b' })).rows.map((r) => r.run.id)).toEqual(['run-0002', 'run-0001']);
    expect(await (await listRuns(0, 50, { tag: 'pilot' })).total).toBe(0);
  });

  it('deletes the runs chosen with all they hold, and keeps the others', async () => {
    await runBatch({ game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 3, episodes: 3, agents: { player: maxEntropy }, runId: 'a', sink: runSink(db, 3) });
    await runBatch({ game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 3, episodes: 2, agents: { player: maxEntropy }, runId: 'b', sink: runSink(db, 2) });
    await db.runs.bulkAdd(seeded(2));
    await deleteRuns(['a', 'run-0001']);
    expect((await db.runs.toCollection().primaryKeys()).sort()).toEqual(['b', 'run-0000']);
    expect(new Set((await storedEpisodes(db)).map((e) => e.runId))).toEqual(new Set(['b']));
    expect(new Set((await db.eventParts.toArray()).map((part) => part.runId))).toEqual(new Set(['b']));
  });

  it('counts an export per game, for a selection or a filter, and names each game’s runs oldest first', async () => {
    await db.runs.bulkAdd(seeded(12));
    expect(await tallyByGame({})).toEqual([
      { game: 'game24', title: 'Game of 24', runs: 4, episodes: 40 },
      { game: 'guess-number', title: 'Guess Number', runs: 8, episodes: 80 },
    ]);
    expect(await tallyByGame({ player: 'qwen' })).toEqual([
      { game: 'game24', title: 'Game of 24', runs: 1, episodes: 10 },
      { game: 'guess-number', title: 'Guess Number', runs: 2, episodes: 20 },
    ]);
    expect(await tallyByGame(['run-0001', 'run-0002'])).toEqual([{ game: 'guess-number', title: 'Guess Number', runs: 2, episodes: 20 }]);
    expect(await runsIn({ player: 'qwen' }, 'guess-number')).toEqual({ ids: ['run-0004', 'run-0008'], episodes: 20 });
    expect(await runsIn({ player: 'qwen' })).toEqual({ ids: ['run-0000', 'run-0004', 'run-0008'], episodes: 30 });
    expect(await runsIn(['run-0003', 'run-0001', 'run-0006'], 'game24')).toEqual({ ids: ['run-0003', 'run-0006'], episodes: 20 });
    expect(await runsIn(['run-0003', 'run-0001'])).toEqual({ ids: ['run-0003', 'run-0001'], episodes: 20 });
  });
});

describe('how far a model’s answers can be trusted', () => {
  /** A judge check of two puzzles by a model that says Yes to every key question, stored as run `runId`. */
  async function judgeCheckRun(runId: string) {
    const engine = scriptedEngine(() => 'Yes');
    const agents = { judge: llmAgent({ engine, protocol: judgeCheckModule.protocols![0]! as Protocol<unknown, unknown> }) };
    const setups = judgeCheck.allSetups!({}).slice(0, 2);
    const sink = runSink(db, 2);
    const kept: EpisodeRecord[] = [];
    await runBatch({ game: judgeCheck, variant: 'key-questions', params: {}, seed: 1, episodes: 2, setups, agents, runId, sink: { ...sink, ended: async (e) => { kept.push(e); await sink.ended(e); } } });
    await finishRun(db, runId, true);
    return kept;
  }

  it('counts only the checks played on this device: an imported one’s model name is only a label', async () => {
    const episodes = await judgeCheckRun('played-here');
    const judge = episodes[0]!.players[0]!;
    const situation = (await loadGame('situation-puzzles'))!;
    // The same check, exported and imported as another run: moved aside so only the imported one is left.
    const file = new Blob(episodes.map((e) => `${JSON.stringify({ ...e, runId: 'from-a-file', id: `${e.id}-file` })}\n`));
    await deleteRuns(['played-here']);
    await importFile(db, file);
    expect((await db.runs.get('from-a-file'))?.imported).toBe('file');
    expect(await oracleReliability(situation, [judge])).toEqual([
      `Seat judge was the model ${judge.name}, not yet checked against the data on this device (Situation puzzles: judge check runs imported under its name do not count: who played them cannot be checked): run Situation puzzles: judge check with it to know how far its answers can be trusted.`,
    ]);
    // Played here, it vouches.
    await judgeCheckRun('played-here');
    expect((await oracleReliability(situation, [judge]))![0]).toMatch(new RegExp(`^Seat judge was the model ${judge.name}, which agreed with the data on \\d+\\.\\d% of its answers in Situation puzzles: judge check \\(95% CI .*, 2 episodes\\)\\.$`));
  });
});

describe('where a run came from', () => {
  it('says it in a sentence: played here, imported from a file, kept from a link, and the id a file gave a run stored apart', () => {
    expect(provenanceText({})).toBe('Played in this browser.');
    expect(provenanceText({ imported: 'file' })).toBe('Imported from a file.');
    expect(provenanceText({ imported: 'link', importedAs: 'abc' })).toBe('Kept from a replay link, where its run has the id abc: a run here had that id, so it was stored under a new one.');
    expect(provenanceText({ imported: true })).toBe('Imported from files or replay links.');
  });
});
