/** What the runs pages read from the store, shaped for display. */
import { modelKey } from '../core/model-identity';
import type { EpisodeStatus, PlayerInfo, RunHeader } from '../core/record';
import type { Summary } from '../core/game';
import type { GameModule } from '../games/module';
import { findGame, loadGame } from '../games/registry';
import { countsInSummary, deleteRun, runEpisodes, type EpisodeHeader } from '../store/db';
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

/** Where a run's episodes came from, in a sentence: played here, imported from a file, or kept from a replay link. */
export function provenanceText(run: Pick<RunHeader, 'imported' | 'importedAs'>): string {
  const from = { file: 'Imported from a file', link: 'Kept from a replay link', true: 'Imported from files or replay links' };
  if (!run.imported) return 'Played in this browser.';
  const apart = run.importedAs === undefined ? '' : `, where its run has the id ${run.importedAs}: a run here had that id, so it was stored under a new one`;
  return `${from[`${run.imported}`]}${apart}.`;
}

export function outcomeText(episode: EpisodeHeader, module: GameModule | undefined): string {
  if (episode.outcome === null || !module) return episode.status === 'running' ? 'in progress' : episode.status === 'context-full' ? 'ended with the context full' : 'not finished';
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
  const counted = finished.filter((e) => countsInSummary(e, module.game.id));
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

/** What the runs list is narrowed to; an empty filter lists every run. */
export interface RunFilter {
  /** A game's id. */
  game?: string;
  /** Part of a player's name (a model's id, a bot's, `person`), in any case. */
  player?: string;
  /** A tag, exactly. */
  tag?: string;
  /** Words found in the game's title, the variant, the players or the tags, in any case. */
  text?: string;
  /** ISO 8601 times the run was created between, both included. */
  from?: string;
  to?: string;
}

const lower = (text: string | undefined) => text?.trim().toLowerCase() ?? '';

/** The test a run must pass for the filter's parts that no index answers, or null when there are none. */
function matcher(filter: RunFilter): ((run: RunHeader) => boolean) | null {
  const [player, text] = [lower(filter.player), lower(filter.text)];
  const { game, tag } = filter;
  if (!game && !player && !tag && !text) return null;
  return (run) =>
    (!game || run.game === game) &&
    (!player || run.players.some((p) => `${p.kind === 'human' ? 'person ' : ''}${p.name}`.toLowerCase().includes(player))) &&
    (!tag || (run.tags ?? []).includes(tag)) &&
    (!text || [findGame(run.game)?.info.title ?? '', run.game, run.variant, playersText(run), ...run.players.map((p) => p.name), ...(run.tags ?? [])].join(' ').toLowerCase().includes(text));
}

/**
 * The runs a filter matches, newest first: the date range reads the createdAt index, the rest is
 * tested run by run on a cursor, so no query holds more headers than it hands back.
 */
function matching(filter: RunFilter) {
  const dated = filter.from || filter.to ? db.runs.where('createdAt').between(filter.from ?? '', filter.to ?? '\uffff', true, true) : db.runs.orderBy('createdAt');
  const test = matcher(filter);
  return (test ? dated.filter(test) : dated).reverse();
}

/**
 * A page of the runs a filter matches, newest first, and how many it matches. Without a test on
 * each run, the indexes answer both, the count only once asked: it walks the whole index (seconds
 * at 100,000 runs on disk), and the browser serves a database's reads in turn, so the page's reads
 * must not queue behind it. A game alone is counted on its index, and its page read until full; any
 * other test reads the runs once, on a cursor, keeping the page's runs only.
 */
async function pageOf(filter: RunFilter, page: number, size: number): Promise<{ runs: RunHeader[]; count: () => Promise<number> }> {
  const onPage = () => matching(filter).offset(page * size).limit(size).toArray();
  const gameAlone = filter.game && !filter.from && !filter.to && !lower(filter.player) && !lower(filter.tag) && !lower(filter.text);
  if (!matcher(filter)) return { runs: await onPage(), count: async () => matching(filter).count() };
  if (gameAlone) return { runs: await onPage(), count: async () => db.runs.where('game').equals(filter.game!).count() };
  const runs: RunHeader[] = [];
  let total = 0;
  await matching(filter).each((run) => {
    if (total >= page * size && total < (page + 1) * size) runs.push(run);
    total++;
  });
  return { runs, count: async () => total };
}

/**
 * One page of the runs list and how many runs the filter matches, which may come later: the page's
 * headers, then the episodes of its single-game runs, and the modules of the games on the page only.
 * A batch shows the headline its header keeps, so no page reads a batch's episodes.
 */
export async function listRuns(page = 0, size = PAGE_SIZE, filter: RunFilter = {}): Promise<{ rows: RunRow[]; total: Promise<number> }> {
  const { runs, count: countAll } = await pageOf(filter, page, size);
  const singles = runs.filter((r) => r.episodes === 1).map((r) => r.id);
  const episodes = new Map((await db.headerBlocks.bulkGet(singles.map((id) => [id, 0]))).flatMap((block) => (block?.episodes.length ? [[block.runId, block.episodes.at(-1)!]] : [])));
  const modules = new Map(await Promise.all([...new Set(runs.map((r) => r.game))].map(async (id) => [id, await loadGame(id)] as const)));
  const rows = runs.map((run) => {
    const single = episodes.get(run.id);
    const count = `${run.finished} of ${run.episodes} episodes${run.contextFull ? `, ${run.contextFull} ended with the context full` : ''}`;
    return {
      run,
      title: findGame(run.game)?.info.title ?? run.game,
      players: playersText(run),
      resumable: run.status === 'stopped' && run.episodes > 1 && run.finished + (run.contextFull ?? 0) < run.episodes && whyNotResumable(run) === null,
      status: single?.status ?? run.status,
      result: single ? outcomeText(single, modules.get(run.game)) : run.headline ? `${run.headline} · ${count}` : count,
    };
  });
  // Counted once the page is read: no read of the page waits behind the count.
  return { rows, total: countAll() };
}

/** The runs of one game an export takes, and their episodes. */
export interface GameTally {
  game: string;
  title: string;
  runs: number;
  episodes: number;
}

/** Calls `visit` on each run an export takes: those named, or those a filter matches (read on a cursor, newest first). */
async function eachRunIn(scope: string[] | RunFilter, visit: (run: RunHeader) => void): Promise<void> {
  if (Array.isArray(scope)) {
    for (const run of await db.runs.bulkGet(scope)) if (run) visit(run);
  } else await matching(scope).each(visit);
}

/** The runs an export takes, per game. */
export async function tallyByGame(scope: string[] | RunFilter): Promise<GameTally[]> {
  const tallies = new Map<string, GameTally>();
  await eachRunIn(scope, (run) => {
    const tally = tallies.get(run.game) ?? { game: run.game, title: findGame(run.game)?.info.title ?? run.game, runs: 0, episodes: 0 };
    tally.runs++;
    tally.episodes += run.episodes;
    tallies.set(run.game, tally);
  });
  return [...tallies.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** The runs an export takes, of one game when one is given: their ids, oldest first, and their episodes, read in one pass. */
export async function runsIn(scope: string[] | RunFilter, game?: string): Promise<{ ids: string[]; episodes: number }> {
  const ids: string[] = [];
  let episodes = 0;
  // A filter's game narrows the query itself.
  await eachRunIn(Array.isArray(scope) || !game ? scope : { ...scope, game }, (run) => {
    if (game && run.game !== game) return;
    ids.push(run.id);
    episodes += run.episodes;
  });
  if (!Array.isArray(scope)) ids.reverse();
  return { ids, episodes };
}

/** A tag as stored: its words, single-spaced. */
export function cleanTag(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Gives a run its tags, each once. */
export async function setTags(runId: string, tags: string[]): Promise<string[]> {
  const kept = [...new Set(tags.map(cleanTag).filter(Boolean))];
  await db.runs.update(runId, { tags: kept });
  return kept;
}

/** Adds a tag to each of the runs, or takes it off them. */
export async function tagRuns(runIds: string[], tag: string, add: boolean): Promise<void> {
  const clean = cleanTag(tag);
  if (!clean) return;
  await db.runs.where('id').anyOf(runIds).modify((run) => {
    const others = (run.tags ?? []).filter((t) => t !== clean);
    run.tags = add ? [...others, clean] : others;
  });
}

/** Deletes the runs one by one, each with its episodes and events: a failure keeps the runs not yet reached. */
export async function deleteRuns(runIds: string[]): Promise<void> {
  for (const id of runIds) await deleteRun(db, id);
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
        const checks = check ? (await db.runs.where('game').equals(check.game.id).toArray()).filter((r) => r.players.some((q) => modelKey(q) === modelKey(p) && q.model?.engine === p.model?.engine)) : [];
        // Only checks played here vouch for a model: an imported one's moves replay, but its model's name is only a label.
        const runs = checks.filter((r) => !r.imported);
        const episodes = (await Promise.all(runs.map((r) => runEpisodes(db, r.id)))).flat().filter((e) => e.status === 'finished');
        const agreement = episodes.length ? check!.game.summarize(episodes.map((e) => e.metrics)).stats.find((s) => s.id === 'agreement') : undefined;
        if (!agreement?.interval) {
          const imported = checks.length > runs.length ? ` (${checkTitle} runs imported under its name do not count: who played them cannot be checked)` : '';
          return `${who} was the model ${p.name}, not yet checked against the data on this device${imported}: run ${checkTitle} with it to know how far its answers can be trusted.`;
        }
        const percent = (v: number) => `${(100 * v).toFixed(1)}%`;
        return `${who} was the model ${p.name}, which agreed with the data on ${percent(agreement.value)} of its answers in ${checkTitle} (95% CI ${percent(agreement.interval.low)}–${percent(agreement.interval.high)}, ${episodes.length} episode${episodes.length === 1 ? '' : 's'}).`;
      }),
  );
}
