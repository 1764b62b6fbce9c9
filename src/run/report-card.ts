/**
 * A model's report card: a row per benchmark, the model's headline figure with its 95% interval
 * beside the paper's published figures (and, for AR-Bench, those a review of the paper reports),
 * the bots' on the same setups, and what the figure cost: refused moves, replies cut at the token
 * limit, tokens and time per move. Records are tallied one at a time, so a card of any size reads
 * each episode once and keeps no episode.
 */
import type { SummaryStat } from '../core/game';
import type { ReferenceTable } from '../core/references';
import type { EpisodeRecord, RunHeader } from '../core/record';
import type { GameModule } from '../games/module';
import { benchmarkSetting, type SuiteLine } from './suite';

/** What the episodes of one line add up to, over the seats its model (or bot) takes. */
export interface Tally {
  /** Episodes ended: finished, or out of context. */
  episodes: number;
  contextFull: number;
  /** Finished episodes in which a seat used up its error allowance. */
  forfeits: number;
  metrics: EpisodeRecord['metrics'][];
  moves: number;
  invalid: number;
  calls: number;
  /** Calls the engine stopped at the token limit. */
  cutCalls: number;
  completionTokens: number;
  latencyMs: number;
}

export const emptyTally = (): Tally => ({ episodes: 0, contextFull: 0, forfeits: 0, metrics: [], moves: 0, invalid: 0, calls: 0, cutCalls: 0, completionTokens: 0, latencyMs: 0 });

/** Adds one episode to a tally; an episode that has not ended (interrupted) counts for nothing. */
export function tally(into: Tally, record: EpisodeRecord, seats: readonly string[]): Tally {
  if (record.status !== 'finished' && record.status !== 'context-full') return into;
  into.episodes++;
  if (record.status === 'context-full') into.contextFull++;
  else into.metrics.push(record.metrics);
  for (const event of record.events) {
    if (event.type === 'forfeit') into.forfeits++;
    if (!seats.includes(event.seat)) continue;
    if (event.type === 'move') into.moves++;
    else if (event.type === 'invalid') into.invalid++;
    else if (event.type === 'model-call') {
      into.calls++;
      if (event.finishReason === 'length') into.cutCalls++;
      into.completionTokens += event.usage.completionTokens ?? 0;
      into.latencyMs += event.latencyMs;
    }
  }
  return into;
}

/** The figures of one line. Rates are NaN where nothing was tried. */
export interface LineFigures {
  line: SuiteLine;
  /** The game's headline figure (its summary's first) with its 95% interval; null before any episode finished. */
  headline: SummaryStat | null;
  episodes: number;
  contextFull: number;
  /** Share of finished episodes lost by a forfeit. */
  forfeitRate: number;
  /** Refused attempts over all attempts (moves and refusals) of the line's seats. */
  invalidRate: number;
  /** Replies cut at the token limit over all the model's replies. */
  cutRate: number;
  /** Tokens the model wrote per accepted move. */
  tokensPerMove: number;
  /** Milliseconds of model time per accepted move. */
  msPerMove: number;
}

export function lineFigures(module: GameModule, line: SuiteLine, t: Tally): LineFigures {
  const finished = t.episodes - t.contextFull;
  return {
    line,
    headline: finished ? module.game.summarize(t.metrics).stats[0] ?? null : null,
    episodes: t.episodes,
    contextFull: t.contextFull,
    forfeitRate: finished ? t.forfeits / finished : NaN,
    invalidRate: t.moves + t.invalid ? t.invalid / (t.moves + t.invalid) : NaN,
    cutRate: t.calls ? t.cutCalls / t.calls : NaN,
    tokensPerMove: t.calls && t.moves ? t.completionTokens / t.moves : NaN,
    msPerMove: t.calls && t.moves ? t.latencyMs / t.moves : NaN,
  };
}

/** A published figure to set beside the model's: who reached it, how, and where it is written. */
export interface PublishedFigure {
  model: string;
  /** The method or setting as the source names it. */
  setting: string;
  value: number;
  format: SummaryStat['format'];
  source: string;
  url?: string;
}

/**
 * The paper's figures for a headline: the column of the game's reference tables with the
 * headline's id, or with `PART.id` where the variant's id is PART or ends with `-PART`
 * (BrainKing's `easy.accuracy` for the variant `easy`, AsymPuzl's `none.success` for `n5-none`).
 */
export function paperFigures(module: GameModule, variant: string, stat: string): PublishedFigure[] {
  return figuresOf((module.references ?? []).filter((table) => !table.review), variant, stat);
}

/** Figures a review of the paper reports (AR-Bench's), for the headline: read as the paper's are, from the game's tables marked as a review's. */
export function reviewFigures(module: GameModule, variant: string, stat: string): PublishedFigure[] {
  return figuresOf((module.references ?? []).filter((table) => table.review), variant, stat);
}

function figuresOf(tables: ReferenceTable[], variant: string, stat: string): PublishedFigure[] {
  const fits = (column: string) => {
    if (column === stat) return 1;
    const part = column.endsWith(`.${stat}`) ? column.slice(0, -stat.length - 1) : null;
    return part !== null && (variant === part || variant.endsWith(`-${part}`)) ? 1 + part.length : 0;
  };
  return tables.flatMap((table) => {
    const column = table.columns.filter((c) => fits(c.id)).sort((a, b) => fits(b.id) - fits(a.id))[0];
    if (!column) return [];
    return table.rows.flatMap((row) => {
      const value = row.values[column.id];
      return value === undefined ? [] : [{ model: row.model, setting: row.label, value, format: column.format, source: row.sources.map((s) => s.text).join('; '), url: row.sources[0]?.url }];
    });
  });
}

/** One benchmark's row: the model's lines (the paper's protocol first), the bots', and the published figures. */
export interface CardRow {
  game: string;
  title: string;
  variant: string;
  /** What the headline measures, as the game's summary names it. */
  measure: string;
  lines: LineFigures[];
  bots: LineFigures[];
  paper: PublishedFigure[];
  review: PublishedFigure[];
}

export interface ReportCard {
  model: string;
  /** Episodes asked of each line; null for stored runs of their own sizes. */
  episodes: number | null;
  rows: CardRow[];
}

/**
 * The card of one model from the suite's lines and their tallies (by line id): a row for every
 * benchmark in the plan's order, the model's lines and every bot line of the same game.
 */
export function reportCard(model: string, episodes: number | null, modules: GameModule[], lines: SuiteLine[], tallies: Map<string, Tally>): ReportCard {
  const rows: CardRow[] = [];
  for (const module of modules) {
    const { game } = module;
    const own = lines.filter((l) => l.game === game.id && l.model === model);
    if (own.length === 0) continue;
    const figures = (l: SuiteLine) => lineFigures(module, l, tallies.get(l.id) ?? emptyTally());
    const mine = own.map(figures);
    const bots = lines.filter((l) => l.game === game.id && l.kind === 'bot').map(figures);
    const stat = [...mine, ...bots].find((f) => f.headline)?.headline ?? game.summarize([]).stats[0];
    rows.push({
      game: game.id,
      title: game.info.title,
      variant: own[0]!.variant,
      measure: stat?.label ?? '',
      lines: mine,
      bots,
      paper: stat ? paperFigures(module, own[0]!.variant, stat.id) : [],
      review: stat ? reviewFigures(module, own[0]!.variant, stat.id) : [],
    });
  }
  return { model, episodes, rows };
}

/**
 * A stored run as a line of a card, or null where it is no benchmark's line: a run in another
 * variant than the paper's, a person at a seat, or the model in other seats than the paper's.
 * Its id is the run's.
 */
export function storedLine(module: GameModule, run: Pick<RunHeader, 'id' | 'game' | 'variant' | 'players'>): SuiteLine | null {
  const { variant, seats } = benchmarkSetting(module);
  if (run.game !== module.game.id || run.variant !== variant || run.players.some((p) => p.kind === 'human')) return null;
  const taking = run.players.filter((p) => seats.includes(p.seat));
  const first = taking[0];
  if (!first || taking.length !== seats.length || taking.some((p) => p.kind !== first.kind || p.name !== first.name)) return null;
  const others = run.players.filter((p) => !seats.includes(p.seat));
  if (others.some((p) => p.kind === 'llm')) return null;
  const players = run.players.map((p) => `${p.seat}=${p.kind}:${p.name}`);
  if (first.kind === 'bot') return { id: run.id, game: run.game, variant, kind: 'bot', model: null, protocol: first.name, seats, players };
  const offered = module.protocols.filter((p) => seats.every((seat) => !p.seats || p.seats.includes(seat)));
  const protocol = typeof first.settings?.protocol === 'string' ? first.settings.protocol : offered[0]?.id ?? '';
  const own = offered.find((p) => p.id === protocol);
  const kind = protocol === offered[0]?.id ? 'paper' : own && (own.grammar || own.jsonSchema) ? 'constrained' : 'other';
  return { id: run.id, game: run.game, variant, kind, model: first.name, protocol, seats, players };
}

/** A leaderboard's row: a model and its paper-protocol figure on each benchmark it played. */
export interface BoardRow {
  model: string;
  /** By game id. */
  figures: Record<string, LineFigures>;
}

/** The leaderboard of several cards: each model's line by the paper's protocol, by game. */
export function leaderboard(cards: readonly ReportCard[]): BoardRow[] {
  return cards.map((card) => ({
    model: card.model,
    figures: Object.fromEntries(card.rows.flatMap((row) => {
      const line = row.lines.find((f) => f.line.kind === 'paper');
      return line ? [[row.game, line]] : [];
    })),
  }));
}

/** Rows sorted by one benchmark's figure, best first (or worst), models without it last, then by name. */
export function sortBoard(rows: readonly BoardRow[], game: string | null, ascending = false): BoardRow[] {
  const value = (r: BoardRow) => (game ? r.figures[game]?.headline?.value : undefined);
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const missing = Number(x === undefined || !Number.isFinite(x)) - Number(y === undefined || !Number.isFinite(y));
    return missing || (x !== undefined && y !== undefined && (ascending ? x - y : y - x)) || a.model.localeCompare(b.model);
  });
}
