/**
 * Report cards and the leaderboard from the runs stored in this browser: each run in a
 * benchmark's paper setting (its variant and the variant's parameters) is a line of its model's
 * card, the newest stored of each line counting; the bots' lines are their runs on the model's
 * setups (the same first seed and size). Runs played here count by default; imported ones
 * (whose players no one checked) only when asked, and are marked.
 */
import { modelKey, modelNames } from '../core/model-identity';
import type { RunHeader } from '../core/record';
import type { GameModule, MatchRating, TeamResult } from '../games/module';
import { GAMES, loadGame } from '../games/registry';
import { rateModels, type Ratings } from '../run/model-rating';
import { emptyTally, reportCard, storedAt, storedLine, tally, type ReportCard, type Tally } from '../run/report-card';
import type { SuiteLine } from '../run/suite';
import { blockEvents, headerBlocksOf, type StoredSuite } from '../store/db';
import { db } from './db';

/** The benchmark lines of the stored runs. */
export interface StoredLines {
  /** Every game's module, in the games' order: a card has a row for each benchmark. */
  modules: GameModule[];
  /** Each run that is a benchmark's line, with its line, the newest stored first. */
  runs: { run: RunHeader; line: SuiteLine }[];
  /** The models' keys, by name. */
  models: string[];
  /** Each model's name to show, by key. */
  names: Map<string, string>;
}

/** Whether a run ended any episode: finished, or out of context. */
const endedAny = (run: RunHeader) => run.finished + (run.contextFull ?? 0) > 0;

/** The stored runs that are a benchmark's line; imported ones only with `imported`. */
export async function storedLines(imported: boolean): Promise<StoredLines> {
  const modules = await Promise.all(GAMES.map((g) => g.load()));
  const stored = (await db.runs.toArray()).filter((r) => endedAny(r) && (imported || !r.imported));
  stored.sort((a, b) => storedAt(b).localeCompare(storedAt(a)) || b.id.localeCompare(a.id));
  const runs = stored.flatMap((run) => {
    const module = modules.find((m) => m.game.id === run.game);
    const line = module && storedLine(module, run);
    return line ? [{ run, line }] : [];
  });
  const players = runs.flatMap(({ run, line }) => (line.model === null ? [] : run.players.filter((p) => line.seats.includes(p.seat))));
  const names = modelNames(players);
  const models = [...new Set(players.map(modelKey))].sort((a, b) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b));
  return { modules, runs, models, names };
}

/** Whether two runs played the same setups: the same first seed, size and way of choosing setups. */
const sameSetups = (a: RunHeader, b: RunHeader) =>
  a.seed === b.seed && a.episodes === b.episodes && Boolean(a.allSetups) === Boolean(b.allSetups) && !a.setupsFromFile && !b.setupsFromFile;

/**
 * A model's lines: the newest stored run of each of its protocols per game, and per game each
 * bot's newest run on the same setups as the model's line by the paper's protocol (or its first).
 */
export function modelLines(stored: StoredLines, model: string): { run: RunHeader; line: SuiteLine }[] {
  const own = new Map<string, { run: RunHeader; line: SuiteLine }>();
  for (const entry of stored.runs) {
    const key = `${entry.line.game}\n${entry.line.kind}\n${entry.line.protocol}`;
    if (entry.line.model === model && !own.has(key)) own.set(key, entry);
  }
  const chosen = [...own.values()];
  for (const game of new Set(chosen.map((e) => e.line.game))) {
    const mine = chosen.filter((e) => e.line.game === game);
    const anchor = (mine.find((e) => e.line.kind === 'paper') ?? mine[0])!.run;
    const bots = new Map<string, { run: RunHeader; line: SuiteLine }>();
    for (const entry of stored.runs) {
      if (entry.line.game === game && entry.line.kind === 'bot' && !bots.has(entry.line.protocol) && sameSetups(entry.run, anchor)) bots.set(entry.line.protocol, entry);
    }
    chosen.push(...bots.values());
  }
  return chosen;
}

/** A run's tally, a block at a time; without `events` from its episode headers alone (its figure, not its costs). */
async function tallyRun(runId: string, seats: readonly string[], events: boolean): Promise<Tally> {
  const into = emptyTally();
  for await (const block of headerBlocksOf(db, runId)) {
    const byEpisode = events ? await blockEvents(db, runId, block.block) : new Map();
    for (const header of block.episodes) tally(into, { ...header, events: byEpisode.get(header.id) ?? [] }, seats);
  }
  return into;
}

/** A model's card from these lines (line ids are run ids), read with or without their events. */
async function cardOf(modules: GameModule[], model: string, lines: SuiteLine[], events: boolean): Promise<ReportCard> {
  const tallies = new Map(await Promise.all(lines.map(async (l) => [l.id, await tallyRun(l.id, l.seats, events)] as const)));
  return reportCard(model, modules, lines, tallies);
}

/** Every model's card from headers alone, its own lines only: enough for the leaderboard's figures. */
export function boardCards(stored: StoredLines): Promise<ReportCard[]> {
  return Promise.all(stored.models.map((model) => cardOf(stored.modules, model, modelLines(stored, model).filter((e) => e.line.model === model).map((e) => e.line), false)));
}

/** One model's whole card, with the runs each line is read from: its runs' and the bots' events read for what the figures cost. */
export async function modelCard(stored: StoredLines, model: string): Promise<{ card: ReportCard; runs: RunHeader[] }> {
  const chosen = modelLines(stored, model);
  return { card: await cardOf(stored.modules, model, chosen.map((e) => e.line), true), runs: chosen.map((e) => e.run) };
}

/**
 * The card of a run that is a model's benchmark line, on its own benchmark: this run as its line,
 * beside the bots' newest runs on its setups (imported ones counted, as the run may be one); null
 * for a run that is no model's benchmark line. Only the runs of its game are read.
 */
export async function runCard(run: RunHeader): Promise<ReportCard | null> {
  const module = await loadGame(run.game);
  const line = module && storedLine(module, run);
  if (!module || !line || line.model === null) return null;
  const bots = (await db.runs.where('game').equals(run.game).toArray())
    .filter(endedAny)
    .sort((a, b) => storedAt(b).localeCompare(storedAt(a)) || b.id.localeCompare(a.id))
    .flatMap((other) => {
      const botLine = storedLine(module, other);
      return botLine?.kind === 'bot' ? [{ run: other, line: botLine }] : [];
    });
  const chosen = modelLines({ modules: [module], runs: [{ run, line }, ...bots], models: [line.model], names: new Map() }, line.model);
  return cardOf([module], line.model, chosen.map((e) => e.line), true);
}

/** The cards of a suite played on the page, one per model, from its own lines: its bots played the same setups. */
export async function suiteCards(suite: StoredSuite): Promise<ReportCard[]> {
  const modules = await Promise.all(GAMES.map((g) => g.load()));
  const lines = suite.lines.map((l) => ({ ...l, id: l.runId }));
  return Promise.all(suite.models.map((m) => cardOf(modules, m.id, lines.filter((l) => l.model === null || l.model === m.id), true)));
}

/** The rating of the models from the games between them in one game that rates them, and the names to show them by. */
export interface GameRatings extends Ratings {
  /** The game's id. */
  game: string;
  /** The game's title. */
  title: string;
  /** Its two sides, in the order a page names them. */
  sideNames: readonly [string, string];
  names: Map<string, string>;
  /** Finished games with two or more models in them left out: no model on one side, once a model seated on both sides is set aside. */
  leftOut: number;
}

/** The models' rating in every game whose module rates them (`GameModule.rating`), in the games' order: the modules are those the lines were read with. */
export function modelRatings({ modules }: StoredLines, imported: boolean): Promise<GameRatings[]> {
  return Promise.all(modules.flatMap(({ game, rating }) => (rating ? [ratingsOf(game, rating, imported)] : [])));
}

/** The models' rating in one game from the stored games between them (imported ones only with `imported`), the first stored first, each run's episodes in order. */
async function ratingsOf(game: GameModule['game'], rating: MatchRating, imported: boolean): Promise<GameRatings> {
  const runs = (await db.runs.where('game').equals(game.id).toArray())
    .filter((r) => (imported || !r.imported) && new Set(r.players.filter((p) => p.kind === 'llm').map(modelKey)).size > 1)
    .sort((a, b) => storedAt(a).localeCompare(storedAt(b)) || a.id.localeCompare(b.id));
  const matches: TeamResult[] = [];
  let leftOut = 0;
  for (const run of runs) {
    for await (const block of headerBlocksOf(db, run.id)) {
      for (const header of block.episodes) {
        const match = rating.match(header);
        if (match) matches.push(match);
        else if (header.status === 'finished') leftOut++;
      }
    }
  }
  const names = modelNames(runs.flatMap((r) => r.players.filter((p) => p.kind === 'llm')));
  return { ...rateModels(matches, rating.sides), game: game.id, title: game.info.title, sideNames: rating.sides, names, leftOut };
}
