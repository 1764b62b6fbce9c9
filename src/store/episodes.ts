/** The episodes of a run a page or an export may show, one episode whole, and a person's marks on its events. */
import { ended, type Annotation, type EpisodeRecord } from '../core/record';
import { inPlay } from '../core/secrecy';
import { blockEvents, blockOf, eachHeader, eventsIn, episodesOfBlock, headerBlocksOf, partsUnder, SHARED, type OnDamaged } from './blocks';
import type { EpisodeHeader, EpisodeKey, FogplayDB } from './schema';

/** A run's episode headers a page may show, in index order: none a person is playing now (`core/secrecy.ts`). */
export async function runEpisodes(db: FogplayDB, runId: string, onDamaged?: OnDamaged): Promise<EpisodeHeader[]> {
  const episodes: EpisodeHeader[] = [];
  await eachHeader(db, runId, (e) => inPlay(e) || episodes.push(e), onDamaged);
  return episodes;
}

/**
 * A run's episode headers a page or an export may show, a block at a time in index order: none a
 * person is playing now (`core/secrecy.ts`), each held back given to `withheld`.
 */
export async function* shownHeaders(db: FogplayDB, runId: string, withheld?: (episode: EpisodeHeader) => void): AsyncGenerator<{ block: number; episodes: EpisodeHeader[] }> {
  for await (const { block, episodes } of headerBlocksOf(db, runId)) {
    const shown = episodes.filter((e) => !inPlay(e) || void withheld?.(e));
    if (shown.length) yield { block, episodes: shown };
  }
}

/** The same episodes whole, with their events. */
export async function* shownEpisodes(db: FogplayDB, runId: string, withheld?: (episode: EpisodeHeader) => void): AsyncGenerator<EpisodeRecord[]> {
  for await (const { block, episodes } of shownHeaders(db, runId, withheld)) {
    const events = await blockEvents(db, runId, block);
    yield episodes.map((e) => ({ ...e, events: events.get(e.id) ?? [] }));
  }
}

/** The indices of a run's ended episodes (finished, or out of context), read a block at a time and kept alone: a resumed batch plays the others. */
export async function endedIndices(db: FogplayDB, runId: string): Promise<Set<number>> {
  const finished = new Set<number>();
  await eachHeader(db, runId, (e) => ended(e.status) && finished.add(e.index));
  return finished;
}

/**
 * One whole episode record a page may show: its header and its events in order; none while a person
 * plays it (`core/secrecy.ts`). Events after one that is missing (a part lost or damaged) are left
 * out, named: the moves after a gap cannot be replayed.
 */
export async function loadEpisode(db: FogplayDB, { runId, index, id }: EpisodeKey, onDamaged?: OnDamaged): Promise<EpisodeRecord | undefined> {
  const block = blockOf(index);
  const [headers, own, shared] = await db.transaction('r', db.headerBlocks, db.eventParts, () =>
    Promise.all([db.headerBlocks.get([runId, block]), partsUnder(db, runId, block, id).toArray(), partsUnder(db, runId, block, SHARED).toArray()]),
  );
  const episode = Array.isArray(headers?.episodes) ? headers.episodes.find((e) => e.id === id) : undefined;
  if (!episode || inPlay(episode)) return undefined;
  const events = eventsIn([...own, ...shared], (part) => onDamaged?.(`a part of the events of ${part.episodeId === SHARED ? episodesOfBlock(part.block) : `episode ${index + 1}`}`)).get(id) ?? [];
  const gap = events.findIndex((e, i) => e.seq !== i);
  if (gap >= 0) onDamaged?.(`the events of episode ${index + 1} from event ${gap + 1} on, which are missing from the store`);
  return { ...episode, events: gap >= 0 ? events.slice(0, gap) : events };
}

/** Marks an event of an episode as a wrong oracle answer, or takes the mark back; returns the episode's marks. */
export async function markEvent(db: FogplayDB, { runId, index, id }: EpisodeKey, seq: number): Promise<Annotation[]> {
  return db.transaction('rw', db.headerBlocks, async () => {
    const block = await db.headerBlocks.get([runId, blockOf(index)]);
    const episode = block?.episodes.find((e) => e.id === id);
    if (!block || !episode) return [];
    const marks = episode.annotations ?? [];
    const others = marks.filter((a) => a.seq !== seq);
    episode.annotations = others.length < marks.length ? others : [...marks, { seq, kind: 'wrong-answer' }];
    await db.headerBlocks.put(block);
    return episode.annotations;
  });
}
