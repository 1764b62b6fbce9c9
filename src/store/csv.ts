/** CSV export for spreadsheets: one row per episode, with its outcome and the game's metrics. */
import type { Json } from '../core/record';
import type { EpisodeHeader } from './db';

const FIXED = ['runId', 'id', 'index', 'game', 'variant', 'seed', 'status', 'players', 'startedAt', 'endedAt'] as const;

function cell(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  let text = Array.isArray(value) && value.every((v) => typeof v !== 'object') ? value.join(' ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A spreadsheet runs a cell that starts with = + - @ as a formula: make it plain text.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Columns: the episode's own fields, then `outcome.*` and `metrics.*` keys in order of first appearance. */
export function toCsv(episodes: EpisodeHeader[]): string {
  const keys = (pick: (e: EpisodeHeader) => Json) => [
    ...new Set(episodes.flatMap((e) => {
      const value = pick(e);
      return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
    })),
  ];
  const outcomeKeys = keys((e) => e.outcome);
  const metricKeys = keys((e) => e.metrics);
  const header = [...FIXED, ...outcomeKeys.map((k) => `outcome.${k}`), ...metricKeys.map((k) => `metrics.${k}`)];
  const rows = episodes.map((e) => {
    const outcome = (e.outcome ?? {}) as Record<string, Json>;
    const fixed: Json[] = [e.runId, e.id, e.index, e.game, e.variant, e.seed, e.status, e.players.map((p) => `${p.seat}=${p.name}`).join(' '), e.startedAt, e.endedAt ?? null];
    return [...fixed, ...outcomeKeys.map((k) => outcome[k] ?? null), ...metricKeys.map((k) => e.metrics[k] ?? null)].map(cell).join(',');
  });
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`;
}
