/** CSV export for spreadsheets: one row per episode, with its outcome and the game's metrics. */
import type { Json } from '../core/record';
import type { EpisodeHeader } from './db';

const FIXED = ['runId', 'id', 'index', 'game', 'variant', 'seed', 'status', 'players', 'startedAt', 'endedAt'] as const;

/** A cell: plain text a spreadsheet shows as written, never runs as a formula. */
function cell(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  let text = Array.isArray(value) && value.every((v) => typeof v !== 'object') ? value.join(' ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A spreadsheet runs text that starts with = + - @ (or a tab or return before one) as a
  // formula: only a number may start with a minus sign as itself.
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  // Quoted where a comma or a semicolon (the separator spreadsheets use where a comma is the decimal mark) would split it.
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The columns of an export: the episode's own fields, then `outcome.*` and `metrics.*` keys in order of first appearance. */
export interface CsvColumns {
  outcome: Set<string>;
  metrics: Set<string>;
  add(episode: EpisodeHeader): void;
}

const keysOf = (value: Json): string[] => (value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : []);

export function csvColumns(): CsvColumns {
  const outcome = new Set<string>();
  const metrics = new Set<string>();
  return {
    outcome,
    metrics,
    add(episode) {
      for (const key of keysOf(episode.outcome)) outcome.add(key);
      for (const key of keysOf(episode.metrics)) metrics.add(key);
    },
  };
}

export function csvHeader(columns: CsvColumns): string {
  const names = [...FIXED, ...[...columns.outcome].map((k) => `outcome.${k}`), ...[...columns.metrics].map((k) => `metrics.${k}`)];
  return `${names.map(cell).join(',')}\r\n`;
}

/** A value an object holds itself: a key such as "constructor" must not reach Object's own. */
const own = (record: Json, key: string): Json => (record && typeof record === 'object' && !Array.isArray(record) && Object.hasOwn(record, key) ? record[key]! : null);

export function csvRow(columns: CsvColumns, e: EpisodeHeader): string {
  const fixed: Json[] = [e.runId, e.id, e.index, e.game, e.variant, e.seed, e.status, e.players.map((p) => `${p.seat}=${p.name}`).join(' '), e.startedAt, e.endedAt ?? null];
  const values = [...fixed, ...[...columns.outcome].map((k) => own(e.outcome, k)), ...[...columns.metrics].map((k) => own(e.metrics, k))];
  return `${values.map(cell).join(',')}\r\n`;
}
