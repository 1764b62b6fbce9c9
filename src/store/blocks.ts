/**
 * A run's episodes in blocks of BLOCK consecutive indices: a block's headers are one row, and the
 * events each write adds to a block are one row more. IndexedDB's cost is per row and per index
 * entry, and grows with the store, so a batch of bots writes a few rows per hundred episodes
 * rather than several per episode. Headers apart from events, so that the run page loads without
 * reading a single move. Here: putting episodes into blocks and reading them back, a row that no
 * version of the app wrote skipped and named.
 */
import Dexie from 'dexie';
import type { EpisodeRecord, GameEvent, RunHeader } from '../core/record';
import { newId } from '../run/episode';
import type { EpisodeHeader, EpisodeKey, EventGroup, EventPart, FogplayDB, HeaderBlock } from './schema';

/** Episodes per block. */
export const BLOCK = 100;
export const blockOf = (index: number): number => Math.floor(index / BLOCK);

/** Items grouped by the block of their run they fall in. */
function byBlock<T extends Pick<EpisodeHeader, 'runId' | 'index'>>(items: Iterable<T>): { runId: string; block: number; items: T[] }[] {
  const blocks = new Map<string, Map<number, T[]>>();
  for (const item of items) {
    const run = blocks.get(item.runId) ?? blocks.set(item.runId, new Map()).get(item.runId)!;
    const block = blockOf(item.index);
    const list = run.get(block) ?? run.set(block, []).get(block)!;
    list.push(item);
  }
  return [...blocks].flatMap(([runId, run]) => [...run].map(([block, items]) => ({ runId, block, items })));
}

/** Index order, and an episode played again after the one it replaces (time-ordered ids). */
const inIndexOrder = (a: EpisodeHeader, b: EpisodeHeader) => a.index - b.index || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Puts episode headers into their blocks (in a transaction that writes `headerBlocks`): one stored
 * already (the same id in its block) is replaced, or kept when `keepStored`. Runs of `newRuns` are
 * not stored yet. Returns those put.
 */
export async function putHeaders(db: FogplayDB, headers: Iterable<EpisodeHeader>, keepStored = false, newRuns: ReadonlySet<string> = new Set()): Promise<EpisodeHeader[]> {
  const blocks = byBlock(headers);
  // A new run has no blocks yet (none is written without its run): they are not looked for.
  const sought = blocks.flatMap(({ runId }, i) => (newRuns.has(runId) ? [] : [i]));
  const read = await db.headerBlocks.bulkGet(sought.map((i) => [blocks[i]!.runId, blocks[i]!.block]));
  const stored = new Map(sought.map((i, k) => [i, read[k]]));
  const put: EpisodeHeader[] = [];
  const rows = blocks.map(({ runId, block, items }, i) => {
    const episodes = new Map((stored.get(i)?.episodes ?? []).map((e) => [e.id, e]));
    for (const e of items) {
      if (keepStored && episodes.has(e.id)) continue;
      episodes.set(e.id, e);
      put.push(e);
    }
    return { runId, block, episodes: [...episodes.values()].sort(inIndexOrder) };
  });
  await db.headerBlocks.bulkPut(rows);
  return put;
}

/** Takes episodes out of their blocks (in a transaction that writes `headerBlocks`); a block left empty is deleted. */
export async function removeHeaders(db: FogplayDB, keys: Iterable<EpisodeKey>): Promise<void> {
  for (const { runId, block, items } of byBlock(keys)) {
    const stored = await db.headerBlocks.get([runId, block]);
    if (!stored) continue;
    const gone = new Set(items.map((e) => e.id));
    const episodes = stored.episodes.filter((e) => !gone.has(e.id));
    await (episodes.length ? db.headerBlocks.put({ ...stored, episodes }) : db.headerBlocks.delete([runId, block]));
  }
}

export type PlacedGroup = EventGroup & Pick<EpisodeHeader, 'runId' | 'index'>;
/** The `episodeId` of a part that holds several episodes' events. */
export const SHARED = '';

/** The rows that store these event groups: a new part of each block they fall in (none for groups without events). */
export function eventParts(groups: Iterable<PlacedGroup>): EventPart[] {
  return byBlock(groups).flatMap(({ runId, block, items }) => {
    const kept = items.flatMap(({ episodeId, events }) => (events.length ? [{ episodeId, events }] : []));
    const one = kept.every((group) => group.episodeId === kept[0]?.episodeId);
    return kept.length ? [{ runId, block, episodeId: one ? kept[0]!.episodeId : SHARED, part: newId(), groups: kept }] : [];
  });
}

/** A run's header blocks in index order, from block `from` on. */
export const runBlocks = (db: FogplayDB, runId: string, from = 0) => db.headerBlocks.where('[runId+block]').between([runId, from], [runId, Dexie.maxKey]);
/** The event parts whose key begins with `prefix`: a run's, a block's, or those of a block that one episode has alone ([runId, block, episodeId]) or that several share ([runId, block, SHARED]). */
export const partsUnder = (db: FogplayDB, ...prefix: (string | number)[]) =>
  db.eventParts.where('[runId+block+episodeId+part]').between([...prefix, Dexie.minKey], [...prefix, Dexie.maxKey]);

/** Names stored rows a reader cannot read and skips, in words a page shows ("the headers of episodes 1–100"). */
export type OnDamaged = (row: string) => void;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const episodesOfBlock = (block: number) => `episodes ${block * BLOCK + 1}–${(block + 1) * BLOCK}`;

/** Whether a header block's episode has the shape the pages read; a row written by no version of the app may not. */
const readableHeader = (e: unknown, { runId, block }: HeaderBlock): e is EpisodeHeader =>
  isObject(e) && typeof e.id === 'string' && e.runId === runId && Number.isInteger(e.index) && blockOf(e.index as number) === block &&
  typeof e.game === 'string' && typeof e.status === 'string' && Array.isArray(e.players) && isObject(e.metrics);

/** Whether a run row has the shape the pages read; a row written by no version of the app may not. */
export const readableRun = (run: unknown): run is RunHeader =>
  isObject(run) && typeof run.id === 'string' && typeof run.game === 'string' && typeof run.variant === 'string' && typeof run.status === 'string' &&
  typeof run.createdAt === 'string' && Number.isInteger(run.episodes) && Array.isArray(run.players) &&
  run.players.every((p: unknown) => isObject(p) && typeof p.seat === 'string' && typeof p.kind === 'string' && typeof p.name === 'string');

/** Whether an event part has the shape the pages read: groups of an episode's events, each with its place. */
const readablePart = (part: EventPart): boolean =>
  Array.isArray(part.groups) &&
  part.groups.every((g: unknown) => isObject(g) && typeof g.episodeId === 'string' && Array.isArray(g.events) && g.events.every((e: unknown) => isObject(e) && Number.isInteger(e.seq) && typeof e.type === 'string'));

/** The events in these parts, each episode's in order, by episode id; a damaged part is skipped, and given to `onDamaged`. */
export function eventsIn(parts: EventPart[], onDamaged?: (part: EventPart) => void): Map<string, GameEvent[]> {
  const events = new Map<string, GameEvent[]>();
  for (const part of parts) {
    if (!readablePart(part)) {
      onDamaged?.(part);
      continue;
    }
    for (const group of part.groups) {
      const list = events.get(group.episodeId) ?? events.set(group.episodeId, []).get(group.episodeId)!;
      for (const event of group.events) list.push(event);
    }
  }
  // Parts come in key order, not always the order they were written: sorting gives the events' own.
  for (const list of events.values()) list.sort((a, b) => a.seq - b.seq);
  return events;
}

/** The events of one block's episodes, each episode's in order, by episode id. */
export async function blockEvents(db: FogplayDB, runId: string, block: number): Promise<Map<string, GameEvent[]>> {
  return eventsIn(await partsUnder(db, runId, block).toArray());
}

/** A run's header blocks one at a time, in index order: a run of any size is read a block at a time. */
export async function* headerBlocksOf(db: FogplayDB, runId: string): AsyncGenerator<HeaderBlock> {
  for (let from = 0; ; ) {
    const block = await runBlocks(db, runId, from).first();
    if (!block) return;
    yield block;
    from = block.block + 1;
  }
}

export const header = ({ events: _events, ...rest }: EpisodeRecord): EpisodeHeader => rest;

/** Calls `visit` on each of a run's episode headers, in index order, reading a block at a time; a damaged one is named and skipped. */
export async function eachHeader(db: FogplayDB, runId: string, visit: (e: EpisodeHeader) => void, onDamaged?: OnDamaged): Promise<void> {
  await runBlocks(db, runId).each((block) => {
    if (!Array.isArray(block.episodes)) return onDamaged?.(`the headers of ${episodesOfBlock(block.block)}`);
    for (const e of block.episodes as unknown[]) {
      if (readableHeader(e, block)) visit(e);
      else onDamaged?.(`the header of an episode among ${episodesOfBlock(block.block)}`);
    }
  });
}
