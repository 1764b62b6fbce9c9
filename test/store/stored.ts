import { loadEpisode, type EpisodeHeader, type EpisodeKey, type FogplayDB } from '../../src/store/db';

/** Every stored episode header, run by run, each run's in index order. */
export async function storedEpisodes(db: FogplayDB): Promise<EpisodeHeader[]> {
  return (await db.headerBlocks.toArray()).flatMap((block) => block.episodes);
}

/** The stored header of the episode with this id, wherever it is. */
export async function storedEpisode(db: FogplayDB, id: string): Promise<EpisodeHeader | undefined> {
  return (await storedEpisodes(db)).find((e) => e.id === id);
}

/** How many events the store holds: one episode's, or all of them. */
export async function storedEvents(db: FogplayDB, episode?: EpisodeKey): Promise<number> {
  if (episode) return (await loadEpisode(db, episode))?.events.length ?? 0;
  return (await db.eventParts.toArray()).reduce((n, part) => n + part.groups.reduce((m, group) => m + group.events.length, 0), 0);
}

/** Empties every table. */
export async function clearStore(db: FogplayDB): Promise<void> {
  await Promise.all([db.runs.clear(), db.headerBlocks.clear(), db.eventParts.clear()]);
}
