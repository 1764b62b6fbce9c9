/** Report cards, the leaderboard's lines and the models' Avalon rating from the runs stored in this browser. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EpisodeHeader } from '../../src/store/db';
import { putHeaders } from '../../src/store/db';
import { EPISODE_SCHEMA, type Json, type PlayerInfo, type RunHeader } from '../../src/core/record';
import { FEWEST_RATED_GAMES } from '../../src/run/model-rating';
import { db } from '../../src/ui/db';
import { modelLines, modelRatings, runCard, storedLines } from '../../src/ui/report-cards';
import { GAMES } from '../../src/games/registry';
import { clearStore } from '../store/stored';

afterEach(() => clearStore(db));

/** Stores a run and its finished episodes' headers (their metrics as given). */
async function store(run: RunHeader, metrics: object[], setup: (index: number) => Json = () => ({})) {
  await db.runs.put(run);
  const headers: EpisodeHeader[] = metrics.map((m, index) => ({
    schema: EPISODE_SCHEMA, id: `${run.id}-${index}`, runId: run.id, index, game: run.game, variant: run.variant, params: run.params, seed: run.seed + index, setup: setup(index),
    players: run.players, outcome: {}, metrics: m as EpisodeHeader['metrics'], status: 'finished', startedAt: run.createdAt,
  }));
  await db.transaction('rw', db.headerBlocks, () => putHeaders(db, headers));
}

const ROLES = ['merlin', 'servant', 'servant', 'assassin', 'minion'];

/** A finished Avalon run with these models in seats 0–4 (good 0–2, evil 3–4), whose episodes the good side won as listed. */
function avalonRun(id: string, names: string[], goodWins: boolean[], more: Partial<RunHeader> = {}) {
  const players = names.map((name, seat) => ({ seat: String(seat), kind: 'llm' as const, name }));
  const run: RunHeader = { id, game: 'avalon', variant: 'avalonbench', params: {}, seed: 1, players, episodes: goodWins.length, finished: goodWins.length, status: 'finished', createdAt: `2026-01-0${id.length}T12:00:00.000Z`, ...more };
  return store(run, goodWins.map((good) => ({ roles: ROLES, winner: good ? 'good' : 'evil' })));
}

/** The models' rating in Avalon, the one game that rates them. */
async function avalonRatings(imported: boolean) {
  const rated = await modelRatings(await storedLines(imported), imported);
  expect(rated.map((r) => [r.game, r.title, r.sideNames])).toEqual([['avalon', 'Avalon', ['good', 'evil']]]);
  return rated[0]!;
}

describe('the Avalon rating of the stored runs', () => {
  it('says there are no model-vs-model games in a store without them, and how many games with models it left out', async () => {
    await avalonRun('one', ['a', 'a', 'a', 'a', 'a'], [true, false]);
    // Two models, one of them on both sides and the other on the good side only: no model is left on the evil side.
    await avalonRun('lop', ['a', 'b', 'b', 'a', 'a'], [true]);
    expect(await avalonRatings(false)).toMatchObject({ games: 0, ratings: [], leftOut: 1, sides: { good: { mu: 25 }, evil: { mu: 25 } } });
  });

  it('rates the models of every game with a model on each side, with the number of games each rests on', async () => {
    await avalonRun('one', ['a', 'a', 'a', 'a', 'a'], [true, false]);
    await avalonRun('pair', ['a', 'a', 'a', 'b', 'b'], [true, true, false]);
    const { games, ratings, names } = await avalonRatings(false);
    expect(games).toBe(3);
    expect(ratings.map((r) => [names.get(r.model), r.games, r.wins])).toEqual([['a', 3, 2], ['b', 3, 1]]);
    expect(ratings.every((r) => r.games < FEWEST_RATED_GAMES)).toBe(true);
  });

  it('rates from runs played here unless asked for imported ones', async () => {
    await avalonRun('pair', ['a', 'a', 'a', 'b', 'b'], [true, true, false], { imported: true, storedAt: '2026-02-01T00:00:00.000Z' });
    expect((await avalonRatings(false)).games).toBe(0);
    expect((await avalonRatings(true)).games).toBe(3);
  });
});

describe('the benchmark lines of the stored runs', () => {
  const game24 = GAMES.find((g) => g.id === 'game24')!;
  const model = (name: string): PlayerInfo => ({ seat: 'player', kind: 'llm', name, model: { engine: 'openai', id: name }, settings: { protocol: 'io' } });
  const bot = (name: string): PlayerInfo => ({ seat: 'player', kind: 'bot', name });

  async function game24Run(id: string, player: PlayerInfo, more: Partial<RunHeader> & { solved?: boolean[] } = {}) {
    const params = (await game24.load()).game.variants.find((v) => v.id === 'test')!.params;
    const { solved = [true, false], ...header } = more;
    const run: RunHeader = { id, game: 'game24', variant: 'test', params, seed: 1, players: [player], episodes: solved.length, finished: solved.length, status: 'finished', createdAt: '2026-01-01T00:00:00.000Z', ...header };
    await store(run, solved.map((s) => ({ solved: s, totSolved: s, attempts: 1, invalid: 0, errorClass: s ? 'solved' : 'wrong' })), (i) => ({ puzzle: i }));
  }

  it('takes the newest run stored here, not the newest date an imported file claims', async () => {
    // Imported first, claiming to be from 2099; then played here.
    await game24Run('imported', model('m'), { createdAt: '2099-01-01T00:00:00.000Z', storedAt: '2026-02-01T00:00:00.000Z', imported: true });
    await game24Run('here', model('m'), { createdAt: '2026-03-01T00:00:00.000Z' });
    const stored = await storedLines(true);
    expect(modelLines(stored, 'm').map((e) => e.run.id)).toEqual(['here']);
    // By default the imported run is not counted at all.
    expect((await storedLines(false)).runs.map((e) => e.run.id)).toEqual(['here']);
  });

  it('takes the bots\' runs on the model\'s setups only', async () => {
    await game24Run('model', model('m'), { seed: 5 });
    await game24Run('other-seeds', bot('solver'), { seed: 1, createdAt: '2026-05-01T00:00:00.000Z' });
    await game24Run('other-size', bot('solver'), { seed: 5, solved: [true, true, true], createdAt: '2026-04-01T00:00:00.000Z' });
    await game24Run('same', bot('solver'), { seed: 5, createdAt: '2026-02-01T00:00:00.000Z' });
    expect(modelLines(await storedLines(false), 'm').map((e) => e.run.id)).toEqual(['model', 'same']);
  });

  it('gives a run\'s page the card of its line, beside the bots on its setups, and none to a bot\'s run', async () => {
    await game24Run('model', model('m'), { seed: 5 });
    await game24Run('elsewhere', bot('solver'), { seed: 1 });
    await game24Run('same', bot('first-solution'), { seed: 5, solved: [true, true] });
    const card = (await runCard((await db.runs.get('model'))!))!;
    expect(card.rows.map((r) => r.game)).toEqual(['game24']);
    const [row] = card.rows;
    expect(row!.lines[0]).toMatchObject({ line: { id: 'model', kind: 'paper' }, n: 2, headline: { value: 0.5 } });
    expect(row!.bots.map((f) => [f.line.protocol, f.missing])).toEqual([['solver', 'not played on these setups'], ['first-solution', null]]);
    expect(await runCard((await db.runs.get('same'))!)).toBeNull();
  });

  it('leaves out a run whose parameters are not its variant\'s', async () => {
    const params = (await game24.load()).game.variants.find((v) => v.id === 'test')!.params as object;
    await game24Run('band', model('m'), { params: { ...params, set: 'band' } as never });
    expect((await storedLines(false)).runs).toEqual([]);
  });
});
