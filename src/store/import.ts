/**
 * Import of JSON Lines files exported by Fogplay, in one pass. Every line is checked (its moves
 * replayed, their results and the outcome compared, the metrics recomputed) and written in chunks;
 * a bad line stops the import and takes back everything it wrote, so a bad file is rejected whole,
 * with its line number and reason, and the database is left as it was. Episodes already stored
 * (the same id at the same index of the same run) are skipped, so importing twice adds nothing;
 * an import adds to a stored run only its own continuation, and never changes its episodes.
 */
import validate from 'virtual:episode-validator';
import { EPISODE_SCHEMA, MAX_RECORD_CHARS, ended, type EpisodeRecord, type PlayerInfo, type RunHeader } from '../core/record';
import { modelKey } from '../core/model-identity';
import { createRng } from '../core/rng';
import { loadGame } from '../games/registry';
import { sameJson, verify } from '../core/replay';
import type { GameModule } from '../games/module';
import { reenact } from '../run/reenact';
import { blockOf, counter, deleteRun, eventParts, header, putHeaders, recount, removeHeaders, writeHeadlines, type Batch, type EpisodeHeader, type EpisodeKey, type FogplayDB } from './db';
import { exportEpisodes } from './export';
import { LineTooLong, readLines } from './lines';

/** The longest line read: the longest record the runner writes. */
const MAX_LINE = MAX_RECORD_CHARS;
/** Deeper JSON than any record has; deeper nesting is refused before it is parsed. */
const MAX_DEPTH = 64;
/** Episodes written per transaction. */
const CHUNK = 200;

export class ImportError extends Error {
  override name = 'ImportError';
  constructor(
    /** The line of the file, from 1. */
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

export interface ImportProgress {
  bytes: number;
  total: number;
}

export interface ImportResult {
  episodes: number;
  /** Episodes that were already stored. */
  skipped: number;
  runs: number;
  /**
   * The file's runs stored as runs of their own under a new id, since a run here had their id and
   * they were not its continuation.
   */
  apart: number;
  /** The runs here that hold the file's episodes, in the file's order. */
  runIds: string[];
}

/** How the episodes reached this browser: a file chosen on the Runs page, or a replay link kept. */
export type ImportedFrom = 'file' | 'link';

/** The nesting depth of a JSON text, counted without parsing it. */
function depth(text: string): number {
  let deepest = 0;
  let level = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++level);
    else if (c === '}' || c === ']') level--;
  }
  return deepest;
}

/**
 * What is wrong with a variant's parameters, as the game's record schema sees them (a record made
 * with them would be refused on import), or null: checked before a run is played.
 */
export function paramsProblem(game: string, variant: string, params: unknown): string | null {
  const record = { schema: EPISODE_SCHEMA, id: 'x', runId: 'x', index: 0, game, variant, params, seed: 0, setup: {}, players: [], events: [], outcome: null, metrics: {}, status: 'running', startedAt: new Date(0).toISOString() };
  if (validate(record)) return null;
  const problem = validate.errors?.find((e) => e.instancePath.startsWith('/params'));
  return problem ? `${problem.instancePath.slice('/params/'.length) || 'the parameters'} ${problem.message ?? 'is not allowed'}` : null;
}

/** Parses and checks one line of an export; throws an ImportError that says what is wrong. */
export async function checkRecord(text: string, line = 1): Promise<EpisodeRecord> {
  if (text.length > MAX_LINE) throw new ImportError(line, `the line is longer than ${MAX_LINE / 1e6} MB.`);
  if (depth(text) > MAX_DEPTH) throw new ImportError(line, `the data is nested deeper than ${MAX_DEPTH} levels.`);
  let data: unknown;
  try {
    data = JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') throw new ImportError(line, 'a "__proto__" key is not allowed.');
      return value;
    });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(line, `not JSON (${error instanceof Error ? error.message : error}).`);
  }
  if (!validate(data)) {
    const first = validate.errors?.[0];
    throw new ImportError(line, `not a Fogplay episode: ${first?.instancePath || 'the record'} ${first?.message ?? 'is malformed'}.`);
  }
  const episode = data as EpisodeRecord;
  const module = await loadGame(episode.game);
  if (!module) throw new ImportError(line, `unknown game "${episode.game}".`);
  let metrics: EpisodeRecord['metrics'];
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const setup = module.setupProblem?.(episode.params, episode.setup);
  if (setup) throw new ImportError(line, `its setup is not the shipped data's: ${setup}`);
  try {
    metrics = verify(module.game, episode);
  } catch (error) {
    throw new ImportError(line, `the record does not hold up when its moves are replayed: ${reason(error)}`);
  }
  const marks = annotationProblem(module, episode);
  if (marks) throw new ImportError(line, marks);
  try {
    await reenact(module, episode);
  } catch (error) {
    throw new ImportError(line, `the record does not hold up when its players play it again: ${reason(error)}`);
  }
  // No page plays an imported episode: one stored as running is interrupted.
  return episode.status === 'running'
    ? { ...episode, metrics, status: 'interrupted', error: episode.error ?? 'Imported unfinished.' }
    : { ...episode, metrics };
}

/** Why an episode's notes do not hold: each marks an answer of a seat that answers for the game, once. */
function annotationProblem({ oracleSeats = [] }: GameModule, episode: EpisodeRecord): string | null {
  const seen = new Set<number>();
  for (const { seq } of episode.annotations ?? []) {
    const event = episode.events[seq];
    if (!event || event.type !== 'move') return `it marks event ${seq} as a wrong answer, but that event is no move.`;
    if (!oracleSeats.includes(event.seat)) return `it marks event ${seq} as a wrong answer, but seat ${event.seat} does not answer for the game.`;
    if (seen.has(seq)) return `it marks event ${seq} as a wrong answer twice.`;
    seen.add(seq);
  }
  return null;
}

async function* records(file: Blob, onProgress?: (p: ImportProgress) => void) {
  let line = 0;
  try {
    for await (const text of readLines(file, (bytes) => onProgress?.({ bytes, total: file.size }), MAX_LINE)) {
      line++;
      if (text.trim()) yield { episode: await checkRecord(text, line), line };
    }
  } catch (error) {
    if (error instanceof LineTooLong) throw new ImportError(error.line, `the line is longer than ${MAX_LINE / 1e6} MB.`);
    throw error;
  }
}

/** An episode checked, and its line in the file. */
interface Checked {
  episode: EpisodeRecord;
  line: number;
}

/**
 * Imports a file of episodes. An episode whose run is stored here joins it only as the run's own
 * continuation (see `continuationProblem`), which changes none of its episodes; otherwise its
 * file's run is stored as a run of its own, under an id made from the file's (the same each time,
 * so importing twice adds nothing), with the file's id kept as `importedAs`.
 */
export async function importFile(db: FogplayDB, file: Blob, onProgress?: (p: ImportProgress) => void, from: ImportedFrom = 'file'): Promise<ImportResult> {
  // Written in chunks; a bad line or a failed write takes back all this import wrote: the runs it
  // made whole, and what it added to runs stored before, kept here (a file's own runs, however
  // long, cost no memory per episode).
  const written: EpisodeKey[] = [];
  const parts: [string, number, string, string][] = [];
  const made = new Set<string>();
  let imported = 0;
  const touched = new Set<string>();
  let skipped = 0;
  // When this browser stored the runs: a file's own dates may say anything.
  const storedAt = new Date().toISOString();
  // The game, variant, parameters and players of each run of the file: a run holds episodes of one kind.
  const kinds = new Map<string, Pick<RunHeader, 'game' | 'variant' | 'params' | 'players'>>();
  /** Checks the file's episodes against the file's other episodes of their run, in file order. */
  const checkKinds = (checked: Checked[]) => {
    for (const { episode, line } of checked) {
      const kind = kinds.get(episode.runId) ?? kinds.set(episode.runId, episode).get(episode.runId)!;
      if (kind.game !== episode.game || kind.variant !== episode.variant || !sameJson(kind.params, episode.params)) {
        const other = kind.game === episode.game && kind.variant === episode.variant ? ', with other parameters' : '';
        throw new ImportError(line, `it is an episode of ${episode.game} (${episode.variant}), but its run ${episode.runId} holds episodes of ${kind.game} (${kind.variant})${other}: a run holds episodes of one game, variant and parameters.`);
      }
      if (who(kind.players) !== who(episode.players)) {
        throw new ImportError(line, `its players (${who(episode.players)}) are not those of its run ${episode.runId} (${who(kind.players)}): a run holds episodes of the same players.`);
      }
    }
  };
  /** The run here that takes each of the file's runs, by the file's run id. */
  const targets = new Map<string, string>();
  let apart = 0;
  /**
   * Places the chunk's episodes in runs here, in file order, and returns them with their run's id
   * here; throws where one cannot be placed. `absent` receives the runs of the chunk not stored.
   */
  const place = async (checked: Checked[], absent: Set<string>): Promise<EpisodeRecord[]> => {
    const runs = new Map<string, RunHeader | undefined>();
    /** The stored headers of a block of a run here, by `blockKey`. */
    const blocks = new Map<string, EpisodeHeader[]>();
    const blockKey = (runId: string, index: number) => `${runId}\n${blockOf(index)}`;
    /** The chunk's episodes that ended, by run and index: a run ends each episode once, and the stored blocks hold only earlier chunks'. */
    const endedHere = new Map<string, Map<number, string>>();
    // A run not stored yet has no blocks to read.
    const unread = (runId: string, index: number) => !runs.has(runId) || (runs.get(runId) !== undefined && !blocks.has(blockKey(runId, index)));
    /** Reads the runs, and the blocks at these indices of those stored before, that are not read yet, together. */
    const read = async (wanted: { runId: string; index: number }[]) => {
      const ids = [...new Set(wanted.map((w) => w.runId))].filter((id) => !runs.has(id));
      (await db.runs.bulkGet(ids)).forEach((run, i) => runs.set(ids[i]!, run));
      const keys = new Map(wanted.filter((w) => unread(w.runId, w.index)).map((w) => [blockKey(w.runId, w.index), w] as const));
      const found = await db.headerBlocks.bulkGet([...keys.values()].map((w) => [w.runId, blockOf(w.index)]));
      [...keys.keys()].forEach((key, i) => blocks.set(key, found[i]?.episodes ?? []));
    };
    /** Whether the run holds the episode already; else why it cannot take it, or null when it can. */
    const fit = (runId: string, episode: EpisodeRecord): 'stored' | string | null => {
      const run = runs.get(runId);
      const here = (blocks.get(blockKey(runId, episode.index)) ?? []).filter((e) => e.index === episode.index);
      if (here.some((e) => e.id === episode.id)) return 'stored';
      const other = [...here.filter((e) => ended(e.status)).map((e) => e.id), endedHere.get(runId)?.get(episode.index)].find((id) => id !== undefined && id !== episode.id);
      if (run && !made.has(runId)) return continuationProblem(run, episode, other);
      // Two episodes of the file's run ended at one index: a run ends each episode once.
      return other !== undefined && ended(episode.status) ? `episode ${episode.index + 1} of that run ended already under another id (${other}): a run ends each episode once.` : null;
    };
    // What the chunk needs is read at once: most runs are not stored, and no block of theirs is read.
    await read(checked.map(({ episode }) => ({ runId: targets.get(episode.runId) ?? episode.runId, index: episode.index })));
    const out: EpisodeRecord[] = [];
    for (const { episode, line } of checked) {
      let runId = targets.get(episode.runId);
      if (runId === undefined) {
        // Its run id here: the file's, else the first id made from it whose run is free, holds it, or it continues.
        for (let n = 0; ; n++) {
          runId = n === 0 ? episode.runId : derivedRunId(episode.runId, n);
          if (unread(runId, episode.index)) await read([{ runId, index: episode.index }]);
          const problem = fit(runId, episode);
          if (problem === 'stored' || problem === null) break;
        }
        targets.set(episode.runId, runId);
        if (runId !== episode.runId && !runs.get(runId)) apart++;
      } else {
        if (unread(runId, episode.index)) await read([{ runId, index: episode.index }]);
        const problem = fit(runId, episode);
        if (problem !== null && problem !== 'stored') {
          const where = runId === episode.runId ? `its run ${runId}` : `its run ${episode.runId} (stored here as ${runId})`;
          throw new ImportError(line, `the file's earlier episodes of ${where} went to one run here, which cannot take this one: ${problem}`);
        }
      }
      if (!runs.get(runId)) absent.add(runId);
      if (ended(episode.status)) (endedHere.get(runId) ?? endedHere.set(runId, new Map()).get(runId)!).set(episode.index, episode.id);
      out.push(runId === episode.runId ? episode : { ...episode, runId });
    }
    return out;
  };
  /** The runs this import made whose header, written whole with the chunk that made them, needs no recount. */
  const settled = new Set<string>();
  /** The batches the chunk made, whose headline is written once it is in. */
  const headlines = new Map<string, Batch>();
  let chunk: Checked[] = [];
  /** Writes the chunk in one transaction, whatever the number of runs it spans. */
  const flush = async () => {
    const checked = chunk;
    chunk = [];
    checkKinds(checked);
    await db.transaction('rw', db.runs, db.headerBlocks, db.eventParts, async () => {
      // Every run of the chunk is read in its transaction: one deleted meanwhile in another tab is made anew.
      const absent = new Set<string>();
      const episodes = await place(checked, absent);
      const headers = episodes.map(header);
      const put = new Set(await putHeaders(db, headers, true, absent));
      const fresh = episodes.filter((_, i) => put.has(headers[i]!));
      skipped += episodes.length - fresh.length;
      // A run made now is written with its counts; one made by an earlier chunk is counted again at the end.
      const added = new Map<string, { run: RunHeader; count: ReturnType<typeof counter> }>();
      episodes.forEach((episode, i) => {
        const { runId } = episode;
        if (!put.has(headers[i]!)) return;
        touched.add(runId);
        if (!absent.has(runId)) return void settled.delete(runId);
        if (!added.has(runId)) {
          const run = runOf(episode, from, checked[i]!.episode.runId, storedAt);
          added.set(runId, { run, count: counter(run) });
        }
        added.get(runId)!.count.add(headers[i]!);
      });
      for (const [id, { run, count }] of added) {
        const metrics = count.done();
        if (run.episodes > 1) headlines.set(id, { game: run.game, metrics });
        settled.add(id);
        made.add(id);
      }
      await db.runs.bulkAdd([...added.values()].map(({ run }) => run));
      const rows = eventParts(fresh.map((e) => ({ episodeId: e.id, runId: e.runId, index: e.index, events: e.events })));
      await db.eventParts.bulkAdd(rows);
      for (const { runId, block, episodeId, part } of rows) if (!made.has(runId)) parts.push([runId, block, episodeId, part]);
      for (const { runId, index, id } of fresh) if (!made.has(runId)) written.push({ runId, index, id });
      imported += fresh.length;
    });
    await writeHeadlines(db, headlines);
    headlines.clear();
  };
  try {
    let count = 0;
    try {
      for await (const checked of records(file, onProgress)) {
        count++;
        chunk.push(checked);
        if (chunk.length >= CHUNK) await flush();
      }
    } catch (error) {
      // A line refused before its chunk was written: an episode above it that does not fit its run is the file's first problem.
      if (error instanceof ImportError) checkKinds(chunk);
      throw error;
    }
    if (count === 0) throw new ImportError(1, 'the file holds no episodes.');
    if (chunk.length) await flush();
    // Runs stored before that the file continued are marked once the whole file is in, with both ways where they differ.
    await db.runs.where(':id').anyOf([...touched].filter((id) => !made.has(id))).modify((run) => {
      run.imported = run.imported === from ? from : true;
      run.storedAt = storedAt;
    });
  } catch (error) {
    await db.transaction('rw', db.runs, db.headerBlocks, db.eventParts, async () => {
      await db.eventParts.bulkDelete(parts);
      await removeHeaders(db, written);
      for (const runId of made) await deleteRun(db, runId);
    });
    throw error;
  } finally {
    await recount(db, [...touched].filter((id) => !settled.has(id)));
  }
  return { episodes: imported, skipped, runs: made.size, apart, runIds: [...new Set(targets.values())] };
}

/**
 * Why an episode cannot join a run stored here, or null when it is the run's continuation: the
 * run came from a file or a link (a run played here goes on only here), and the episode is one the
 * run itself would play next when resumed, as a stopped run's file is resumed: the same game,
 * variant, parameters and players, the seed the run gives its index, and an index at which no
 * episode of the run has ended (an interrupted one is played again under a new id). `ended` is the
 * id of the run's episode that ended at that index, if any.
 */
function continuationProblem(run: RunHeader, episode: EpisodeRecord, ended: string | undefined): string | null {
  if (!run.imported) return 'that run was played in this browser, and only this browser plays it on.';
  if (run.game !== episode.game || run.variant !== episode.variant || !sameJson(run.params, episode.params)) return 'that run is of another game, variant or parameters.';
  if (who(run.players) !== who(episode.players)) return `that run has other players (${who(run.players)}).`;
  if (episode.seed !== run.seed + episode.index) return `episode ${episode.index + 1} of that run has the seed ${run.seed + episode.index}, not ${episode.seed}.`;
  if (ended !== undefined) return `that run holds episode ${episode.index + 1} already, under another id (${ended}).`;
  return null;
}

/**
 * The id of the n-th run made from a file's run whose id is taken here: always the same for the
 * same file's run, so that importing a file twice finds what the first import stored.
 */
export function derivedRunId(fileRunId: string, n: number): string {
  const rng = createRng(`imported run ${n} of ${fileRunId}`);
  const hex = Array.from({ length: 32 }, () => rng.int(16).toString(16));
  // A UUID of version 8 (RFC 9562: made as its maker defines), variant 10.
  hex[12] = '8';
  hex[16] = (8 + rng.int(4)).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** Who sat where, in words: a run's episodes share it, so one run cannot pass one player's episode off as another's. */
const who = (players: PlayerInfo[]): string =>
  [...players].sort((a, b) => a.seat.localeCompare(b.seat)).map((p) => `seat ${p.seat}: ${p.kind === 'human' ? 'a person' : `${p.kind === 'bot' ? 'bot' : 'model'} ${modelKey(p)}${p.model && p.model.id !== p.name ? ` voiced by ${p.model.id}` : ''}`}`).join(', ');

/** A header for an imported episode's run, stored at `storedAt`, before its episodes are counted into it; `fileRunId` is its run's id in the file. */
function runOf(episode: EpisodeRecord, from: ImportedFrom, fileRunId: string, storedAt: string): RunHeader {
  const { runId: id, game, variant, params, players, startedAt } = episode;
  return {
    id, game, variant, params, players, finished: 0,
    seed: episode.seed - episode.index,
    episodes: episode.index + 1,
    status: 'stopped',
    createdAt: startedAt,
    storedAt,
    imported: from,
    ...(fileRunId !== id && { importedAs: fileRunId }),
  };
}

/** What checking a stored run found: each episode that does not hold, with why. */
export interface RunCheck {
  checked: number;
  problems: { index: number; reason: string }[];
}

/**
 * Checks a run brought up from an earlier version's store as an import is checked, episode by
 * episode; when every one holds, the run loses its `unchecked` mark. Nothing else changes: an
 * episode that does not hold is named, and kept.
 */
export async function checkStoredRun(db: FogplayDB, runId: string, onProgress?: (checked: number) => void): Promise<RunCheck> {
  const result: RunCheck = { checked: 0, problems: [] };
  // Read as the export reads it, a block of episodes at a time.
  for await (const episode of exportEpisodes(db, [runId])) {
    try {
      await checkRecord(JSON.stringify(episode));
    } catch (error) {
      result.problems.push({ index: episode.index, reason: error instanceof ImportError ? error.reason : error instanceof Error ? error.message : String(error) });
    }
    onProgress?.(++result.checked);
  }
  if (result.problems.length === 0) await db.runs.where(':id').equals(runId).modify((run) => void delete run.unchecked);
  return result;
}
