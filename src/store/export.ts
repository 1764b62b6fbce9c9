/** Export as JSON Lines: one episode record per line, the format documented by episode.schema.json. */
import type { EpisodeRecord } from '../core/record';
import { toCsv } from './csv';
import { loadEpisode, runEpisodes, type FogplayDB } from './db';

export function toJsonLine(episode: EpisodeRecord): string {
  return `${JSON.stringify(episode)}\n`;
}

/** The records of the given runs (all runs when none are named), oldest first, one episode at a time. */
export async function* exportEpisodes(db: FogplayDB, runIds?: string[]): AsyncGenerator<EpisodeRecord> {
  const ids = runIds ?? (await db.runs.orderBy('createdAt').primaryKeys());
  for (const runId of ids) {
    for (const { id } of await runEpisodes(db, runId)) {
      const episode = await loadEpisode(db, id);
      if (episode) yield episode;
    }
  }
}

/** A JSON Lines file of the given runs, for the browser to download. */
export async function exportFile(db: FogplayDB, runIds?: string[]): Promise<Blob> {
  const lines: string[] = [];
  for await (const episode of exportEpisodes(db, runIds)) lines.push(toJsonLine(episode));
  return new Blob(lines, { type: 'application/jsonl' });
}

/** A CSV file of the given runs' episodes (headers only: no events are read). */
export async function exportCsv(db: FogplayDB, runIds?: string[]): Promise<Blob> {
  const ids = runIds ?? (await db.runs.orderBy('createdAt').primaryKeys());
  const episodes = (await Promise.all(ids.map((id) => runEpisodes(db, id)))).flat();
  return new Blob([toCsv(episodes)], { type: 'text/csv' });
}
