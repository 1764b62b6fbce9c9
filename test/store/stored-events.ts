import { episodeEvents, type FogplayDB } from '../../src/store/db';

/** How many events the store holds: one episode's, or all of them. */
export async function storedEvents(db: FogplayDB, episodeId?: string): Promise<number> {
  if (episodeId) return (await episodeEvents(db, episodeId)).length;
  return (await db.eventGroups.toArray()).reduce((n, group) => n + group.events.length, 0);
}
