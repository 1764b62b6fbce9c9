/**
 * The state of a run's episode log: its rows, read a block of episodes at a time so the first page
 * shows while the rest is read; the filters, the text search (over every episode's prompts and
 * replies, a block at a time, dropped when the words change), the sort and the page.
 */
import type { AnyGame } from '../core/game';
import { shownEpisodes } from '../store/db';
import { episodeRow, holdsText, keepRow, sortRows, type Ending, type EpisodeRow, type SortKey } from '../run/transcripts';
import { db } from './db';

export const LOG_PAGE = 50;

export class EpisodeLog {
  rows = $state.raw<EpisodeRow[]>([]);
  /** Whether every episode has been read. */
  complete = $state(false);
  endings = $state<Ending[]>([]);
  sort = $state<SortKey>('index');
  descending = $state(false);
  page = $state(0);
  /** The words searched for, and the ids of the episodes that hold them (null while none is searched). */
  search = $state('');
  matches = $state.raw<Set<string> | null>(null);
  searching = $state(false);
  private searchToken = 0;

  readonly shown = $derived.by(() => {
    const kept = this.rows.filter((r) => keepRow(r, { endings: this.endings }) && (!this.matches || this.matches.has(r.id)));
    return this.sort === 'index' && !this.descending ? kept : sortRows(kept, this.sort, this.descending);
  });

  constructor(
    private readonly runId: string,
    private readonly game: AnyGame,
  ) {}

  async load(): Promise<void> {
    for await (const episodes of shownEpisodes(db, this.runId)) this.rows = [...this.rows, ...episodes.map((e) => episodeRow(this.game, e))];
    this.complete = true;
  }

  /** Searches the prompts and replies of every episode for the words, case aside; an empty search shows all. */
  async find(words: string): Promise<void> {
    const token = ++this.searchToken;
    this.search = words;
    this.page = 0;
    const needle = words.trim().toLowerCase();
    if (!needle) {
      this.matches = null;
      this.searching = false;
      return;
    }
    this.searching = true;
    const found = new Set<string>();
    for await (const episodes of shownEpisodes(db, this.runId)) {
      if (token !== this.searchToken) return;
      for (const { id, events } of episodes) if (holdsText(events, needle)) found.add(id);
    }
    this.matches = found;
    this.searching = false;
  }

  toggle(ending: Ending): void {
    this.endings = this.endings.includes(ending) ? this.endings.filter((e) => e !== ending) : [...this.endings, ending];
    this.page = 0;
  }

  sortBy(key: SortKey): void {
    this.descending = this.sort === key ? !this.descending : key !== 'index';
    this.sort = key;
    this.page = 0;
  }
}
