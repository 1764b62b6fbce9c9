/** What the runs pages read from the store, shaped for display. */
import type { EpisodeStatus, PlayerInfo, RunHeader } from '../core/record';
import type { Summary } from '../core/game';
import type { GameModule } from '../games/module';
import { findGame, loadGame } from '../games/registry';
import { runEpisodes, type EpisodeHeader } from '../store/db';
import { whyNotResumable } from './batch-session.svelte';
import { db } from './db';

export interface RunRow {
  run: RunHeader;
  title: string;
  /** Who played, in words. */
  players: string;
  /** A batch of bots that stopped before its last episode: it can go on. */
  resumable: boolean;
  /** The single episode's status, or the run's. */
  status: EpisodeStatus | RunHeader['status'];
  /** The single episode's outcome in words, or a batch's size. */
  result: string;
}

export function playersText(run: Pick<RunHeader, 'players'>): string {
  const names = [...new Set(run.players.map((p) => (p.kind === 'human' ? 'person' : p.name)))];
  return names.join(', ');
}

export function outcomeText(episode: EpisodeHeader, module: GameModule | undefined): string {
  if (episode.outcome === null || !module) return episode.status === 'running' ? 'in progress' : 'not finished';
  // The module passed may be another game's, for an episode a run should not hold.
  if (module.game.id !== episode.game) return 'an episode of another game';
  return module.game.describeOutcome(episode.outcome);
}

/**
 * The summary of a run's finished episodes, in the run's own game: an imported run may hold
 * episodes of another game, or episodes stored without metrics, which the game's summary cannot
 * read. Those are left out, and `note` says so in a sentence.
 */
export function runSummary(module: GameModule, episodes: EpisodeHeader[]): { summary: Summary | null; note: string | null; counted: EpisodeHeader[] } {
  const finished = episodes.filter((e) => e.status === 'finished');
  const counted = finished.filter((e) => e.game === module.game.id && Object.keys(e.metrics ?? {}).length > 0);
  const left = finished.length - counted.length;
  const note = left ? `${left} finished episode${left === 1 ? ' is' : 's are'} left out of the summary: ${left === 1 ? 'it belongs' : 'they belong'} to another game or ${left === 1 ? 'has' : 'have'} no metrics stored.` : null;
  if (!counted.length) return { summary: null, note, counted };
  try {
    return { summary: module.game.summarize(counted.map((e) => e.metrics)), note, counted };
  } catch {
    return { summary: null, note: 'The summary could not be computed: the metrics stored with these episodes are not the ones this version of the game gives.', counted: [] };
  }
}

/** Runs a page of the list shows. */
export const PAGE_SIZE = 50;

/**
 * One page of the runs list, newest first, and how many runs there are: two queries whatever the
 * number of runs stored (the page's headers, then the episodes of its single-game runs), and the
 * modules of the games on the page only.
 */
export async function listRuns(page = 0, size = PAGE_SIZE): Promise<{ rows: RunRow[]; total: number }> {
  const [runs, total] = await Promise.all([db.runs.orderBy('createdAt').reverse().offset(page * size).limit(size).toArray(), db.runs.count()]);
  const singles = runs.filter((r) => r.episodes === 1).map((r) => r.id);
  const episodes = new Map((await db.episodes.where('runId').anyOf(singles).toArray()).map((e) => [e.runId, e]));
  const modules = new Map(await Promise.all([...new Set(runs.map((r) => r.game))].map(async (id) => [id, await loadGame(id)] as const)));
  const rows = runs.map((run) => {
    const single = episodes.get(run.id);
    return {
      run,
      title: findGame(run.game)?.info.title ?? run.game,
      players: playersText(run),
      resumable: run.status === 'stopped' && run.episodes > 1 && run.finished < run.episodes && whyNotResumable(run) === null,
      status: single?.status ?? run.status,
      result: single ? outcomeText(single, modules.get(run.game)) : `${run.finished} of ${run.episodes} episodes`,
    };
  });
  return { rows, total };
}

/**
 * How far the answers of a run's oracle seats (an oracle, a judge) can be trusted, in a sentence
 * per seat: a rule-based stand-in agrees with the data by construction, a person is a person, and
 * a model is as good as its record in the game's oracle check, from every stored check run of the
 * same model. Null for a game without such seats.
 */
export async function oracleReliability(module: GameModule, players: PlayerInfo[]): Promise<string[] | null> {
  if (!module.oracleSeats?.length) return null;
  const check = module.oracleCheck ? await loadGame(module.oracleCheck) : undefined;
  const checkTitle = check?.game.info.title ?? 'the oracle check';
  return Promise.all(
    players
      .filter((p) => module.oracleSeats!.includes(p.seat))
      .map(async (p) => {
        const who = `Seat ${p.seat}`;
        if (p.kind === 'bot') return `${who} was the rule-based stand-in ${p.name}, which answers from the data and agrees with it by construction.`;
        if (p.kind === 'human') return `${who} was a person: answers marked wrong are counted above.`;
        const runs = check ? (await db.runs.where('game').equals(check.game.id).toArray()).filter((r) => r.players.some((q) => q.name === p.name && q.model?.engine === p.model?.engine)) : [];
        const episodes = (await Promise.all(runs.map((r) => runEpisodes(db, r.id)))).flat().filter((e) => e.status === 'finished');
        const agreement = episodes.length ? check!.game.summarize(episodes.map((e) => e.metrics)).stats.find((s) => s.id === 'agreement') : undefined;
        if (!agreement?.interval) return `${who} was the model ${p.name}, not yet checked against the data: run ${checkTitle} with it to know how far its answers can be trusted.`;
        const percent = (v: number) => `${(100 * v).toFixed(1)}%`;
        return `${who} was the model ${p.name}, which agreed with the data on ${percent(agreement.value)} of its answers in ${checkTitle} (95% CI ${percent(agreement.interval.low)}–${percent(agreement.interval.high)}, ${episodes.length} episode${episodes.length === 1 ? '' : 's'}).`;
      }),
  );
}
