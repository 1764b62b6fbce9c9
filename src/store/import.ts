/**
 * Import of JSON Lines files exported by Fogplay, in one pass. Every line is checked (its moves
 * replayed, their results and the outcome compared, the metrics recomputed) and written in chunks;
 * a bad line stops the import and takes back everything it wrote, so a bad file is rejected whole,
 * with its line number and reason, and the database is left as it was. Episodes already stored
 * (the same id at the same index of the same run) are skipped, so importing twice adds nothing.
 */
import validate from 'virtual:episode-validator';
import { EPISODE_SCHEMA, MAX_RECORD_CHARS, type EpisodeRecord, type PlayerInfo, type RunHeader } from '../core/record';
import { modelKey } from '../core/model-identity';
import { loadGame } from '../games/registry';
import { sameJson, verify } from '../core/replay';
import type { GameModule } from '../games/module';
import { reenact } from '../run/reenact';
import { counter, eventParts, header, putHeaders, recount, removeHeaders, writeHeadlines, type Batch, type EpisodeKey, type FogplayDB } from './db';
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
}

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

export async function importFile(db: FogplayDB, file: Blob, onProgress?: (p: ImportProgress) => void): Promise<ImportResult> {
  // Written in chunks; a bad line or a failed write takes back all this import wrote.
  const written: EpisodeKey[] = [];
  const parts: [string, number, string, string][] = [];
  // The runs this import made.
  const made = new Set<string>();
  const touched = new Set<string>();
  let skipped = 0;
  // The game, variant, parameters and players of each run met, stored or new: a run holds episodes of one kind.
  const kinds = new Map<string, Pick<RunHeader, 'game' | 'variant' | 'params' | 'players'>>();
  /**
   * Checks episodes against their runs in file order. The stored runs not met before are read
   * together, not one at a time; returns what was read of each (undefined: not stored).
   */
  const checkRuns = async (checked: Checked[]) => {
    const unmet = [...new Set(checked.map(({ episode }) => episode.runId))].filter((id) => !kinds.has(id));
    const read = new Map<string, RunHeader | undefined>();
    (await db.runs.bulkGet(unmet)).forEach((run, i) => {
      read.set(unmet[i]!, run);
      if (run) kinds.set(run.id, run);
    });
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
    return read;
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
    await db.transaction('rw', db.runs, db.headerBlocks, db.eventParts, async () => {
      // Every run of the chunk is read once in its transaction: one deleted meanwhile in another tab is made anew.
      const stored = await checkRuns(checked);
      const metBefore = [...new Set(checked.map(({ episode }) => episode.runId))].filter((id) => !stored.has(id));
      (await db.runs.bulkGet(metBefore)).forEach((run, i) => stored.set(metBefore[i]!, run));
      const absent = new Set([...stored].flatMap(([id, run]) => (run ? [] : [id])));
      const episodes = checked.map(({ episode }) => episode);
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
          const run = runOf(episode);
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
      for (const { runId, block, episodeId, part } of rows) parts.push([runId, block, episodeId, part]);
      for (const { runId, index, id } of fresh) written.push({ runId, index, id });
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
      if (error instanceof ImportError) await checkRuns(chunk);
      throw error;
    }
    if (count === 0) throw new ImportError(1, 'the file holds no episodes.');
    if (chunk.length) await flush();
    // Runs of this browser that took episodes from the file are marked once the whole file is in.
    await db.runs.where(':id').anyOf([...touched].filter((id) => !made.has(id))).modify({ imported: true });
  } catch (error) {
    await db.transaction('rw', db.runs, db.headerBlocks, db.eventParts, async () => {
      await db.eventParts.bulkDelete(parts);
      await removeHeaders(db, written);
      await db.runs.bulkDelete([...made]);
    });
    throw error;
  } finally {
    await recount(db, [...touched].filter((id) => !settled.has(id)));
  }
  return { episodes: written.length, skipped, runs: made.size };
}

/** Who sat where, in words: a run's episodes share it, so one run cannot pass one player's episode off as another's. */
const who = (players: PlayerInfo[]): string =>
  [...players].sort((a, b) => a.seat.localeCompare(b.seat)).map((p) => `seat ${p.seat}: ${p.kind === 'human' ? 'a person' : `${p.kind === 'bot' ? 'bot' : 'model'} ${modelKey(p)}${p.model && p.model.id !== p.name ? ` voiced by ${p.model.id}` : ''}`}`).join(', ');

/** A header for an imported episode's run, before its episodes are counted into it. */
function runOf(episode: EpisodeRecord): RunHeader {
  const { runId: id, game, variant, params, players, startedAt } = episode;
  return {
    id, game, variant, params, players, finished: 0,
    seed: episode.seed - episode.index,
    episodes: episode.index + 1,
    status: 'stopped',
    createdAt: startedAt,
    imported: true,
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
