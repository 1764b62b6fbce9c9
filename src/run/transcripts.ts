/**
 * A run's episodes as a log viewer reads them: a row per episode with its outcome and what it
 * cost, filtered by how it ended and by text in its prompts and replies, sorted and paged; an
 * episode folded into turns, its first failure found; two episodes on the same setup set side by
 * side, with the turn where they part.
 */
import type { AnyGame } from '../core/game';
import type { EpisodeRecord, ForfeitEvent, GameEvent, MoveEvent } from '../core/record';

/** How an episode ended, as the list filters it; an episode can be several (failed, with invalid moves and cut replies). */
export type Ending = 'solved' | 'failed' | 'forfeited' | 'cut' | 'invalid' | 'context-full' | 'interrupted';
export const ENDINGS: readonly Ending[] = ['solved', 'failed', 'forfeited', 'cut', 'invalid', 'context-full', 'interrupted'];

/** An episode's row: the figures a list shows and sorts by, without its events. */
export interface EpisodeRow {
  id: string;
  index: number;
  seed: number;
  /** The episode's own headline figure (1 solved, 0 failed, or a score), or null when it did not finish. */
  score: number | null;
  endings: Ending[];
  /** Accepted moves, refused attempts, model calls, tokens written and model time. */
  moves: number;
  invalid: number;
  calls: number;
  tokens: number;
  ms: number;
}

/**
 * The row of one episode. Solved or failed is the game's own headline figure of this episode alone
 * (its summary's first stat): 1 is solved and 0 failed, where the headline is a share; a score
 * otherwise (an F1), neither solved nor failed.
 */
export function episodeRow(game: AnyGame, record: EpisodeRecord): EpisodeRow {
  const row: EpisodeRow = { id: record.id, index: record.index, seed: record.seed, score: null, endings: [], moves: 0, invalid: 0, calls: 0, tokens: 0, ms: 0 };
  let forfeit = false;
  let cut = false;
  for (const e of record.events) {
    if (e.type === 'move') row.moves++;
    else if (e.type === 'invalid') (row.invalid++, (cut ||= Boolean(e.cut)));
    else if (e.type === 'forfeit') forfeit = true;
    else {
      row.calls++;
      row.tokens += e.usage.completionTokens ?? 0;
      row.ms += e.latencyMs;
      cut ||= e.finishReason === 'length';
    }
  }
  if (record.status === 'finished') {
    const stat = game.summarize([record.metrics]).stats[0];
    row.score = stat && Number.isFinite(stat.value) ? stat.value : null;
    if (stat?.format === 'percent' && row.score === 1) row.endings.push('solved');
    if (stat?.format === 'percent' && row.score === 0) row.endings.push('failed');
  }
  if (record.status === 'context-full') row.endings.push('context-full');
  if (record.status === 'interrupted' || record.status === 'error') row.endings.push('interrupted');
  if (forfeit) row.endings.push('forfeited');
  if (cut) row.endings.push('cut');
  if (row.invalid) row.endings.push('invalid');
  return row;
}

/** Whether any prompt or reply of the episode holds `needle` (lower case): messages sent, replies, refused attempts. */
export function holdsText(events: readonly GameEvent[], needle: string): boolean {
  if (!needle) return true;
  for (const e of events) {
    if (e.type === 'model-call') {
      if (e.text.toLowerCase().includes(needle)) return true;
      for (const m of e.messages) if (m.content.toLowerCase().includes(needle)) return true;
    } else if (e.type === 'invalid' && typeof e.attempt === 'string' && e.attempt.toLowerCase().includes(needle)) return true;
  }
  return false;
}

export interface EpisodeFilter {
  /** Rows with any of these endings; every row when empty. */
  endings?: readonly Ending[];
}

export const keepRow = (row: EpisodeRow, filter: EpisodeFilter): boolean =>
  !filter.endings?.length || filter.endings.some((e) => row.endings.includes(e));

export type SortKey = 'index' | 'score' | 'moves' | 'invalid' | 'tokens' | 'ms';

/** Rows sorted by a key, ties (and rows without a score) in episode order; sorts a copy. */
export function sortRows(rows: readonly EpisodeRow[], key: SortKey, descending = false): EpisodeRow[] {
  const value = (r: EpisodeRow) => (key === 'score' ? (r.score ?? -Infinity) : r[key]);
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => sign * (value(a) - value(b)) || a.index - b.index);
}

/** One turn of a seat: the model calls and refusals that led to its move, or to its forfeit. */
export interface Turn {
  seat: string;
  /** The turn's events, in order (calls, refusals, then the move or the forfeit). */
  events: GameEvent[];
  /** Where its first event sits in the episode's events. */
  start: number;
  move?: MoveEvent;
  forfeit?: ForfeitEvent;
  tokens: number;
  ms: number;
  /** A refusal, a cut reply, a failed call or a forfeit happened in this turn. */
  failed: boolean;
}

/** An episode's events folded into turns: a turn closes with a move or a forfeit; what is left open at the end is a last turn. */
export function foldTurns(events: readonly GameEvent[]): Turn[] {
  const turns: Turn[] = [];
  let open: Turn | null = null;
  events.forEach((e, i) => {
    if (!open || open.seat !== e.seat) {
      if (open) turns.push(open);
      open = { seat: e.seat, events: [], start: i, tokens: 0, ms: 0, failed: false };
    }
    const turn: Turn = open;
    turn.events.push(e);
    if (e.type === 'model-call') {
      turn.tokens += e.usage.completionTokens ?? 0;
      turn.ms += e.latencyMs;
      turn.failed ||= e.finishReason === 'length' || (e.error !== undefined && e.parsed === undefined && !e.text);
    }
    if (e.type === 'invalid') turn.failed = true;
    if (e.type === 'forfeit') turn.failed = true;
    if (e.type === 'move' || e.type === 'forfeit') {
      if (e.type === 'move') turn.move = e;
      else turn.forfeit = e;
      turns.push(turn);
      open = null;
    }
  });
  if (open) turns.push(open);
  return turns;
}

/** The first turn with a failure in it, or -1. */
export const firstFailure = (turns: readonly Turn[]): number => turns.findIndex((t) => t.failed);

/**
 * Where two episodes part: the first turn at which their seats' moves or the game's results
 * differ, or one ended and the other went on; -1 when they played alike to the end.
 */
export function partingTurn(a: readonly Turn[], b: readonly Turn[]): number {
  const key = (t: Turn | undefined) => (t === undefined ? null : JSON.stringify([t.seat, t.move?.move ?? null, t.move?.result ?? null, Boolean(t.forfeit)]));
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (key(a[i]) !== key(b[i])) return i;
  return -1;
}

/** Episodes of two runs paired by index, where both ran the same setup (the same seed, or the same given setup). */
export function pairEpisodes<T extends Pick<EpisodeRecord, 'index' | 'seed' | 'setup'>>(a: readonly T[], b: readonly T[]): { index: number; left: T; right: T }[] {
  const right = new Map(b.map((e) => [e.index, e]));
  return a.flatMap((left) => {
    const other = right.get(left.index);
    return other && JSON.stringify(other.setup) === JSON.stringify(left.setup) ? [{ index: left.index, left, right: other }] : [];
  });
}
