/** Stored rows that are not the shape this version writes: each is named and skipped, the rest read, nothing deleted. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import { eventParts, header, loadEpisode, openDatabase, putHeaders, runEpisodes, type HeaderBlock } from '../../src/store/db';

const db = await openDatabase(`damaged-${Math.random()}`);
const play = (index: number) =>
  playEpisode({ game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 3 + index, index, agents: { player: maxEntropy }, runId: 'r' });

describe('damaged rows', () => {
  it('names each damaged header block, header and event part, and a missing part; reads the rest and deletes nothing', async () => {
    // Episodes 1, 2 and 3 in the first block, 101 in the second; the first's events in three parts.
    const [first, second, third, later] = await Promise.all([play(0), play(1), play(2), play(100)]);
    await putHeaders(db, [first, second, third, later].map(header));
    await db.eventParts.bulkAdd([
      ...[first.events.slice(0, 1), first.events.slice(1, 2), first.events.slice(2)].flatMap((events) => eventParts([{ episodeId: first.id, runId: 'r', index: 0, events }])),
      ...eventParts([second, third].map((e) => ({ episodeId: e.id, runId: 'r', index: e.index, events: e.events }))),
    ]);
    // The middle part of episode 1 is lost; the third episode's header is not a header; the second block is not a block.
    const [, lost] = await db.eventParts.where('[runId+block+episodeId+part]').between(['r', 0, first.id, ''], ['r', 0, first.id, '\uffff']).primaryKeys();
    await db.eventParts.delete(lost!);
    const block = (await db.headerBlocks.get(['r', 0]))!;
    await db.headerBlocks.put({ ...block, episodes: [block.episodes[0]!, block.episodes[1]!, { id: third.id, runId: 'r', index: 'three' }] } as unknown as HeaderBlock);
    await db.headerBlocks.put({ runId: 'r', block: 1, episodes: 'damaged' } as unknown as HeaderBlock);
    // The part the second episode shares with the third holds something that is not a group of events.
    const shared = (await db.eventParts.where('[runId+block+episodeId+part]').between(['r', 0, '', ''], ['r', 0, '', '\uffff']).first())!;
    await db.eventParts.put({ ...shared, groups: [{ episodeId: second.id, events: 'moves' }] as never });
    const rows = async () => [await db.headerBlocks.count(), await db.eventParts.count()];
    const before = await rows();

    const damaged: string[] = [];
    expect((await runEpisodes(db, 'r', (row) => damaged.push(row))).map((e) => e.id)).toEqual([first.id, second.id]);
    expect(damaged).toEqual(['the header of an episode among episodes 1–100', 'the headers of episodes 101–200']);

    damaged.length = 0;
    // Its events up to the gap; the part it may share with the others is named too.
    expect((await loadEpisode(db, first, (row) => damaged.push(row)))!.events).toEqual(first.events.slice(0, 1));
    expect(damaged).toEqual(['a part of the events of episodes 1–100', 'the events of episode 1 from event 2 on, which are missing from the store']);
    damaged.length = 0;
    expect((await loadEpisode(db, second, (row) => damaged.push(row)))!.events).toEqual([]);
    expect(damaged).toEqual(['a part of the events of episodes 1–100']);
    expect(await rows()).toEqual(before);
  });
});
