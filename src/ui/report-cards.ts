/**
 * Report cards and the leaderboard from the runs stored in this browser: each run in a
 * benchmark's paper setting is a line of its model's card (the newest run of each line counts),
 * bots' runs of the same setting its reference lines.
 */
import type { GameModule } from '../games/module';
import { GAMES } from '../games/registry';
import { avalonMatch, rateModels, type Ratings, type TeamResult } from '../run/model-rating';
import { emptyTally, reportCard, storedLine, tally, type ReportCard, type Tally } from '../run/report-card';
import type { SuiteLine } from '../run/suite';
import { blockEvents, headerBlocksOf } from '../store/db';
import { db } from './db';

export interface StoredLines {
  modules: GameModule[];
  lines: SuiteLine[];
  models: string[];
}

/** The benchmark lines of the stored runs: the newest run of each model's protocol, and of each bot, per game. */
export async function storedLines(): Promise<StoredLines> {
  const runs = (await db.runs.orderBy('createdAt').reverse().toArray()).filter((r) => r.finished > 0);
  const used = new Set(runs.map((r) => r.game));
  const modules = await Promise.all(GAMES.filter((g) => used.has(g.id)).map((g) => g.load()));
  const seen = new Set<string>();
  const lines: SuiteLine[] = [];
  for (const run of runs) {
    const module = modules.find((m) => m.game.id === run.game);
    const line = module && storedLine(module, run);
    const key = line && `${line.game}\n${line.model}\n${line.kind}\n${line.protocol}`;
    if (!line || seen.has(key!)) continue;
    seen.add(key!);
    lines.push(line);
  }
  const models = [...new Set(lines.flatMap((l) => (l.model === null ? [] : [l.model])))].sort((a, b) => a.localeCompare(b));
  return { modules, lines, models };
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

/** Every model's card from headers alone: enough for the leaderboard's figures. */
export async function boardCards(stored: StoredLines): Promise<ReportCard[]> {
  const tallies = new Map(await Promise.all(stored.lines.map(async (l) => [l.id, await tallyRun(l.id, l.seats, false)] as const)));
  return stored.models.map((model) => reportCard(model, null, stored.modules, stored.lines, tallies));
}

/** One model's whole card: its runs' and the bots' events read for what the figures cost. */
export async function modelCard(stored: StoredLines, model: string): Promise<ReportCard> {
  const games = new Set(stored.lines.filter((l) => l.model === model).map((l) => l.game));
  const lines = stored.lines.filter((l) => games.has(l.game) && (l.model === model || l.kind === 'bot'));
  const tallies = new Map(await Promise.all(lines.map(async (l) => [l.id, await tallyRun(l.id, l.seats, true)] as const)));
  return reportCard(model, null, stored.modules, lines, tallies);
}


/** The models' Avalon rating from the stored games between them, oldest run first, each run's episodes in order. */
export async function avalonRatings(): Promise<Ratings> {
  const runs = await db.runs.orderBy('createdAt').filter((r) => r.game === 'avalon' && new Set(r.players.filter((p) => p.kind === 'llm').map((p) => p.name)).size > 1).toArray();
  const matches: TeamResult[] = [];
  for (const run of runs) {
    for await (const block of headerBlocksOf(db, run.id)) {
      for (const header of block.episodes) {
        const match = avalonMatch(header);
        if (match) matches.push(match);
      }
    }
  }
  return rateModels(matches);
}
