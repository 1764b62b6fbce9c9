/**
 * Export as JSON Lines (one episode record per line, the format episode.schema.json documents)
 * and as CSV, streamed: a block of episodes at a time, so an export of any size holds one block.
 * A game a person is playing now is left out (`core/secrecy.ts`), and counted in `withheld`.
 */
import { toJsonLine, type EpisodeRecord } from '../core/record';
import { csvHeader, csvRow, type CsvColumns, csvColumns } from './csv';
import { shownEpisodes, shownHeaders, type EpisodeHeader, type FogplayDB } from './db';

/** The episodes an export left out because a person is playing them now: the page says so. */
export interface Withheld {
  episodes: number;
}

const counted = (withheld?: Withheld) => () => {
  if (withheld) withheld.episodes++;
};

/** The size of the text pieces an export is handed out in. */
const PIECE = 1 << 20;

async function runIdsOf(db: FogplayDB, runIds?: string[]): Promise<string[]> {
  return runIds ?? (await db.runs.orderBy('createdAt').primaryKeys());
}

/** The records of the given runs (all runs when none are named), oldest first, a block of episodes at a time. */
export async function* exportEpisodes(db: FogplayDB, runIds?: string[], withheld?: Withheld): AsyncGenerator<EpisodeRecord> {
  for (const runId of await runIdsOf(db, runIds)) {
    for await (const episodes of shownEpisodes(db, runId, counted(withheld))) yield* episodes;
  }
}

/** Joins lines into pieces of about a megabyte: few writes, and never the whole file at once. */
async function* pieces(lines: AsyncIterable<string>): AsyncGenerator<string> {
  let piece = '';
  for await (const line of lines) {
    piece += line;
    if (piece.length >= PIECE) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/** The JSON Lines file of the given runs, in pieces. */
export async function* jsonLinesFile(db: FogplayDB, runIds?: string[], withheld?: Withheld): AsyncGenerator<string> {
  yield* pieces((async function* () {
    for await (const episode of exportEpisodes(db, runIds, withheld)) yield toJsonLine(episode);
  })());
}

/** The given runs' episode headers (no events), oldest run first; of one game only when one is given. */
async function* headers(db: FogplayDB, runIds: string[], game?: string, withheld?: Withheld): AsyncGenerator<EpisodeHeader> {
  for (const runId of runIds) {
    for await (const { episodes } of shownHeaders(db, runId, counted(withheld))) yield* game ? episodes.filter((e) => e.game === game) : episodes;
  }
}

/**
 * The CSV file of the given runs' episodes, in pieces: one pass finds the columns, one writes the
 * rows. Given a game, it holds that game's episodes only, so its columns are that game's alone.
 */
export async function* csvFile(db: FogplayDB, runIds?: string[], game?: string, withheld?: Withheld): AsyncGenerator<string> {
  const ids = await runIdsOf(db, runIds);
  const columns: CsvColumns = csvColumns();
  for await (const episode of headers(db, ids, game)) columns.add(episode);
  yield* pieces((async function* () {
    yield csvHeader(columns);
    for await (const episode of headers(db, ids, game, withheld)) yield csvRow(columns, episode);
  })());
}

/** Pieces gathered into a Blob, each handed to the browser as it comes rather than kept as text. */
export async function toBlob(pieces: AsyncIterable<string>, type: string): Promise<Blob> {
  const parts: Blob[] = [];
  for await (const piece of pieces) parts.push(new Blob([piece]));
  return new Blob(parts, { type });
}
