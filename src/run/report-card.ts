/**
 * A model's report card: a row per benchmark, the model's headline figure with its 95% interval
 * beside the paper's published figures (and, for AR-Bench, those a review of the paper reports),
 * the bots' on the same setups with a paired test against the best of them, and what the figure
 * cost: refused moves, replies cut at the token limit, tokens and time per reply. One function
 * computes it from the episodes each line played, for the command line and every page alike; a
 * line's episodes are folded one at a time (`tally`), so a card of any size keeps no event.
 */
import type { SummaryStat } from '../core/game';
import { modelKey, modelNames } from '../core/model-identity';
import type { EpisodeRecord, Json, ModelCallEvent, PlayerInfo, RunHeader } from '../core/record';
import { sameJson } from '../core/replay';
import { pairedTest, type Interval, type PairedTest } from '../core/stats';
import type { GameModule } from '../games/module';
import { benchmarkSetting, gameLines, type SuiteLine } from './suite';

/** What the episodes of one line add up to, over the seats its model (or bot) takes. */
export interface Tally {
  /** Episodes recorded, ended or not: the line's size. */
  recorded: number;
  /** Episodes ended, in the order read: each one's setup (`setupKey`), and its metrics, or null where it ran out of context. */
  ended: { setup: string; metrics: EpisodeRecord['metrics'] | null }[];
  /** Episodes recorded that did not end (a reload, a stop, an engine failure): a resumed run plays them again. */
  interrupted: number;
  /** Finished episodes that a seat of the line lost by using up the game's error allowance. */
  forfeits: number;
  /** Moves of the line's seats the game accepted. */
  moves: number;
  /** Attempts the game refused as breaking its rules (replies cut off at the token limit apart). */
  invalid: number;
  /** Attempts refused because the token limit cut the reply off before it could be read. */
  cutAttempts: number;
  /** Model calls that reached the model and came back with a reply. */
  replies: number;
  /** Replies the token limit stopped (finish reason `length`). */
  cutReplies: number;
  /** Calls that never reached the model: refused by the context check before sending, or failed. */
  unsent: number;
  completionTokens: number;
  /** Milliseconds of model time, over the replies. */
  latencyMs: number;
  /** Who sat at the line's seats, as the first episode recorded them (a model's name, engine and settings). */
  player: PlayerInfo | null;
}

export const emptyTally = (): Tally => ({
  recorded: 0, ended: [], interrupted: 0, forfeits: 0, moves: 0, invalid: 0, cutAttempts: 0, replies: 0, cutReplies: 0, unsent: 0, completionTokens: 0, latencyMs: 0, player: null,
});

/** A short hash of text (FNV-1a, 32 bits): setups told apart without keeping them. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** What pairs two lines' episodes: the same seed and the same setup. */
export const setupKey = (record: Pick<EpisodeRecord, 'seed' | 'setup'>): string => `${record.seed}/${hash(JSON.stringify(record.setup))}`;

/**
 * Whether a model call reached the model and came back with a reply: a call the context check
 * refused before sending, or one that failed, is recorded with an error and no text nor finish reason.
 */
export const reachedModel = (call: ModelCallEvent): boolean => call.finishReason !== undefined || call.text !== '' || call.error === undefined;

/** Adds one episode to a tally of the line whose model (or bot) takes `seats`. */
export function tally(into: Tally, record: EpisodeRecord, seats: readonly string[]): Tally {
  into.recorded++;
  into.player ??= record.players.find((p) => seats.includes(p.seat)) ?? null;
  if (record.status !== 'finished' && record.status !== 'context-full') {
    into.interrupted++;
    return into;
  }
  into.ended.push({ setup: setupKey(record), metrics: record.status === 'finished' ? record.metrics : null });
  let forfeited = false;
  for (const event of record.events) {
    if (!seats.includes(event.seat)) continue;
    if (event.type === 'forfeit') forfeited = true;
    else if (event.type === 'move') into.moves++;
    else if (event.type === 'invalid') event.cut ? into.cutAttempts++ : into.invalid++;
    else if (event.type === 'model-call') {
      if (!reachedModel(event)) {
        into.unsent++;
        continue;
      }
      into.replies++;
      if (event.finishReason === 'length') into.cutReplies++;
      into.completionTokens += event.usage.completionTokens ?? 0;
      into.latencyMs += event.latencyMs;
    }
  }
  if (forfeited && record.status === 'finished') into.forfeits++;
  return into;
}

/** A line compared with the best bot line on the setups both played. */
export interface AgainstBot {
  /** The bot's id. */
  bot: string;
  /** The paired test, the bot's figure first: its difference is the line's minus the bot's. */
  test: PairedTest;
}

/** The figures of one line, counted as the card's columns define them. */
export interface LineFigures {
  line: SuiteLine;
  /** Who sat at the line's seats, as recorded; null where it was not played. */
  player: PlayerInfo | null;
  /** The benchmark's headline figure over the finished episodes, with its 95% interval; null where there is none. */
  headline: SummaryStat | null;
  /** Why there is no headline ("not played", "all 3 episodes ran out of context"); null where there is one. */
  missing: string | null;
  /** Episodes recorded: the line's size. */
  recorded: number;
  /** Finished episodes (forfeited ones included, with their result): the figure's n. */
  n: number;
  /** Episodes ended: n, and those that ran out of context. */
  episodes: number;
  contextFull: number;
  interrupted: number;
  forfeits: number;
  /** Attempts of the line's seats: accepted moves, refused ones and cut replies. */
  attempts: number;
  invalid: number;
  replies: number;
  cutReplies: number;
  /** Calls that never reached the model. */
  unsent: number;
  completionTokens: number;
  latencyMs: number;
  /** Each finished episode's own headline figure, by setup: what a paired test compares. */
  values: Map<string, number>;
  /** A model line against the best bot line on the same setups; null for a bot line, or where there is no bot figure. */
  againstBot: AgainstBot | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why a line has no headline figure, in words, or null where it has one. */
function missingFigure(t: Tally, n: number, contextFull: number, headline: SummaryStat | null, bot: boolean): string | null {
  if (headline && Number.isFinite(headline.value)) return null;
  if (t.recorded === 0) return bot ? 'not played on these setups' : 'not played';
  if (n + contextFull === 0) return `not ended: ${t.interrupted === 1 ? 'its episode was' : `all ${t.interrupted} episodes were`} interrupted`;
  if (n === 0) return contextFull === 1 ? 'no figure: its episode ran out of context' : `no figure: all ${contextFull} episodes ran out of context`;
  if (t.forfeits === n) return n === 1 ? 'no figure: its finished episode was forfeited before anything was scored' : `no figure: all ${n} finished episodes were forfeited before anything was scored`;
  return `no figure: the ${plural(n, 'finished episode')} gave nothing to score`;
}

/** The figures of a line from its tally; `headlineId` names the benchmark's headline statistic. */
export function lineFigures(module: GameModule, line: SuiteLine, t: Tally, headlineId: string | null): LineFigures {
  const finished = t.ended.flatMap((e) => (e.metrics ? [e.metrics] : []));
  const n = finished.length;
  const contextFull = t.ended.length - n;
  const statOf = (metrics: EpisodeRecord['metrics'][]) => (headlineId === null ? undefined : module.game.summarize(metrics).stats.find((s) => s.id === headlineId));
  const headline = n ? (statOf(finished) ?? null) : null;
  const values = new Map<string, number>();
  if (headline) {
    for (const e of t.ended) {
      const value = e.metrics && statOf([e.metrics])?.value;
      if (value !== undefined && value !== null && Number.isFinite(value)) values.set(e.setup, value);
    }
  }
  return {
    line, player: t.player, headline, missing: missingFigure(t, n, contextFull, headline, line.kind === 'bot'),
    recorded: t.recorded, n, episodes: t.ended.length, contextFull, interrupted: t.interrupted, forfeits: t.forfeits,
    attempts: t.moves + t.invalid + t.cutAttempts, invalid: t.invalid, replies: t.replies, cutReplies: t.cutReplies, unsent: t.unsent,
    completionTokens: t.completionTokens, latencyMs: t.latencyMs, values, againstBot: null,
  };
}

/** The pairs of two lines' figures on the setups both played, the first line's first. */
export function pairsOf(first: Pick<LineFigures, 'values'>, second: Pick<LineFigures, 'values'>): [number, number][] {
  return [...first.values].flatMap(([setup, a]) => {
    const b = second.values.get(setup);
    return b === undefined ? [] : [[a, b] as [number, number]];
  });
}

/** A published figure to set beside a line: who reached it, how, and where it is written. */
export interface PublishedFigure {
  model: string;
  /** The method or setting as the source names it. */
  setting: string;
  value: number;
  format: SummaryStat['format'];
  /** Every table that prints it, once each: "Chen et al. 2024, Table 2; Chen et al. 2024, Table 4". */
  source: string;
  url?: string;
  /** Reported in a review of the paper (AR-Bench's), not in the paper's own tables. */
  review: boolean;
  /** The protocol (or bot) of the line it stands beside: the source's method, the paper's protocol where it names none. */
  beside: string;
}

/**
 * The published figures of a benchmark's headline, for its variant: from the game's reference
 * tables, the column with the headline's id, or with `PART.id` where the variant's id is PART or
 * ends with `-PART` (BrainKing's `easy.accuracy` for the variant `easy`, AsymPuzl's
 * `none.success` for `n5-none`); rows of another variant left out. A figure printed in several
 * tables (BrainKing's Tables 2 and 4) is given once, with every source.
 */
export function publishedFigures(module: GameModule, variant: string, stat: string, paperProtocol: string): PublishedFigure[] {
  const fits = (column: string) => {
    if (column === stat) return 1;
    const part = column.endsWith(`.${stat}`) ? column.slice(0, -stat.length - 1) : null;
    return part !== null && (variant === part || variant.endsWith(`-${part}`)) ? 1 + part.length : 0;
  };
  const figures = new Map<string, PublishedFigure>();
  for (const table of module.references ?? []) {
    const column = table.columns.filter((c) => fits(c.id)).sort((a, b) => fits(b.id) - fits(a.id))[0];
    if (!column) continue;
    for (const row of table.rows) {
      const value = row.values[column.id];
      if (value === undefined || (row.variant !== undefined && row.variant !== variant)) continue;
      const figure: PublishedFigure = {
        model: row.model, setting: row.label, value, format: column.format, source: row.sources.map((s) => s.text).join('; '), url: row.sources[0]?.url,
        review: table.review === true, beside: row.protocol ?? paperProtocol,
      };
      const key = JSON.stringify([figure.model, figure.setting, figure.value, figure.review, figure.beside]);
      const seen = figures.get(key);
      if (!seen) figures.set(key, figure);
      else if (!seen.source.split('; ').includes(figure.source)) seen.source += `; ${figure.source}`;
    }
  }
  return [...figures.values()];
}

/** One benchmark's row: the model's lines (the paper's protocol first), the bots', and the published figures beside them. */
export interface CardRow {
  game: string;
  title: string;
  variant: string;
  /** What the headline measures, as the game's summary names it; empty where no line has a figure. */
  measure: string;
  lines: LineFigures[];
  bots: LineFigures[];
  /** The published figures of the row's variant beside a line of the row (a protocol or bot it has). */
  published: PublishedFigure[];
}

/** A setting of the model's lines that differs from the papers', with each value the lines had. */
export interface Departure {
  /** The setting: "reply budget", "temperature", "context", "prompt template", "protocol". */
  setting: string;
  /** Each value as the card says it; `recorded` where it is text a record holds as given (a template's name), to be shown as such. */
  values: { text: string; recorded?: true }[];
  /** What the papers' setting has instead, where it has one: "the protocols' own 64 to 1,024". */
  note?: string;
}

/** The settings of the model's lines, as the card's first line states them. */
export interface CardSettings {
  /** The engines the model ran on (`openai`, `gguf`, `webllm`…), as recorded. */
  engines: string[];
  /** The weights' quantisation, where the model's record or name says it (`Q4_K_M`, `q4f16_1`). */
  quantisations: string[];
  /** What differs from the papers' setting; none where each benchmark is in its paper's setting. */
  departures: Departure[];
}

export interface ReportCard {
  /** The model's key (`modelKey`): what groups its lines. */
  model: string;
  /** The model's name as the card shows it. */
  name: string;
  /** Episodes a line, where every line played has as many; null where they differ. */
  size: number | null;
  settings: CardSettings;
  rows: CardRow[];
}

/** Quantisations as model files and builds name them: llama.cpp's `Q4_K_M`, `IQ3_XS`, `F16`; web-llm's `q4f16_1`. */
const QUANTISATION = /(?:^|[^A-Za-z0-9])((?:I?Q\d+(?:_[A-Z0-9]+)*)|BF16|F16|F32|q\d+f\d+(?:_\d+)?)(?=$|[^A-Za-z0-9])/i;

/** A model's quantisation as its record or name says it, or null. */
export function quantisationOf(player: PlayerInfo): string | null {
  const recorded = player.model?.quantization;
  if (typeof recorded === 'string') return recorded;
  return QUANTISATION.exec(player.model?.id ?? player.name)?.[1] ?? null;
}

/** A recorded value as the card says it: a number formatted, anything else as recorded. */
const valueText = (value: Json): Departure['values'][number] => (typeof value === 'number' ? { text: value.toLocaleString('en') } : { text: String(value), recorded: true });

/**
 * The settings of a model's lines against the papers': each line's reply budget against its
 * protocol's own, and any temperature, top-p, context size or prompt template the runs set
 * (the papers' protocols set none, leaving each to the model), or a protocol not the paper's.
 */
function cardSettings(modules: GameModule[], lines: LineFigures[]): CardSettings {
  const engines = new Set<string>();
  const quantisations = new Set<string>();
  const departures = new Map<string, Map<string, Departure['values'][number]>>();
  const note = (setting: string, value: Departure['values'][number]) => (departures.get(setting) ?? departures.set(setting, new Map()).get(setting)!).set(value.text, value);
  /** The reply budgets of the protocols whose lines had another. */
  const owns: number[] = [];
  for (const f of lines) {
    const player = f.player;
    if (!player || f.line.kind === 'bot') continue;
    if (player.model) engines.add(player.model.engine);
    const quantisation = quantisationOf(player);
    if (quantisation) quantisations.add(quantisation);
    const settings = player.settings ?? {};
    const protocol = modules.find((m) => m.game.id === f.line.game)?.protocols.find((p) => p.id === f.line.protocol);
    // The authors' own sampling (AR-Bench's temperature, top-p and no cap) is the paper's setting, not a departure.
    const authors = protocol?.sampling;
    if (protocol && settings.maxTokens !== undefined && (authors?.noReplyCap || settings.maxTokens !== protocol.maxTokens)) {
      note('reply budget', { ...valueText(settings.maxTokens), text: `${valueText(settings.maxTokens).text} tokens` });
      owns.push(protocol.maxTokens);
    }
    if (settings.temperature !== undefined && settings.temperature !== authors?.temperature) note('temperature', valueText(settings.temperature));
    if (settings.topP !== undefined && settings.topP !== authors?.topP) note('top-p', valueText(settings.topP));
    if (settings.contextSize !== undefined) note('context', { ...valueText(settings.contextSize), text: `${valueText(settings.contextSize).text} tokens` });
    const template = settings.promptTemplate as { name?: Json; hash?: Json } | undefined;
    if (template) note('prompt template', { text: `${String(template.name)} (SHA-256 ${String(template.hash).slice(0, 12)})`, recorded: true });
    if (f.line.kind === 'other') note('protocol', { text: `${f.line.protocol} on ${f.line.game}`, recorded: true });
  }
  return {
    engines: [...engines].sort(),
    quantisations: [...quantisations].sort(),
    departures: [...departures].map(([setting, values]) => {
      if (setting !== 'reply budget') return { setting, values: [...values.values()] };
      const [low, high] = [Math.min(...owns), Math.max(...owns)].map((v) => v.toLocaleString('en'));
      return { setting, values: [...values.values()], note: `the protocols' own ${low === high ? low : `${low} to ${high}`}` };
    }),
  };
}

/** The statistic a row's figures are: the summary's first of the first line with a finished episode, the model's lines first. */
function headlineOf(module: GameModule, tallies: Tally[]): SummaryStat | undefined {
  for (const t of tallies) {
    const finished = t.ended.flatMap((e) => (e.metrics ? [e.metrics] : []));
    const first = finished.length ? module.game.summarize(finished).stats[0] : undefined;
    if (first) return first;
  }
  return module.game.summarize([]).stats[0];
}

/**
 * The card of one model from the lines given and their tallies (by line id): a row for every
 * benchmark of `modules`, in their order. A row has the lines the suite plans for a model (the
 * paper's protocol, then each constrained one), filled from the given lines of the same protocol,
 * then any other given line of the model, then every bot line of the game; a benchmark the model
 * did not play is one row, "not played". Given bot lines must be on the model's setups.
 */
export function reportCard(model: string, modules: GameModule[], given: SuiteLine[], tallies: ReadonlyMap<string, Tally>): ReportCard {
  const rows: CardRow[] = [];
  const tallyOf = (line: SuiteLine) => tallies.get(line.id) ?? emptyTally();
  for (const module of modules) {
    const { game } = module;
    const planned = gameLines(module, [model]);
    const mine = given.filter((l) => l.game === game.id && l.model === model);
    const fill = (line: SuiteLine) => mine.find((l) => l.kind === line.kind && l.protocol === line.protocol) ?? line;
    const own = [...planned.filter((l) => l.kind !== 'bot').map(fill), ...mine.filter((l) => l.kind === 'other')];
    if (own.length === 0) continue;
    const played = own.some((l) => tallyOf(l).recorded > 0);
    const bots = played ? planned.filter((l) => l.kind === 'bot').map((l) => given.find((g) => g.game === game.id && g.kind === 'bot' && g.protocol === l.protocol) ?? l) : [];
    const lines = played ? own : own.slice(0, 1);
    const stat = headlineOf(module, [...lines, ...bots].map(tallyOf));
    const figures = (l: SuiteLine) => lineFigures(module, l, tallyOf(l), stat?.id ?? null);
    const botFigures = bots.map(figures);
    const best = botFigures.filter((f) => f.headline && Number.isFinite(f.headline.value)).sort((a, b) => b.headline!.value - a.headline!.value)[0];
    const lineFiguresOf = lines.map((l) => {
      const f = figures(l);
      return best && !f.missing ? { ...f, againstBot: { bot: best.line.protocol, test: pairedTest(pairsOf(best, f)) } } : f;
    });
    const sides = new Set([...lines, ...bots].map((l) => l.protocol));
    const variant = lines[0]!.variant;
    rows.push({
      game: game.id,
      title: game.info.title,
      variant,
      // A label may end with the count of the line it was read from ("… all key questions (16)"): not the other lines'.
      measure: played ? (stat?.label.replace(/ \(\d+\)$/, '') ?? '') : '',
      lines: lineFiguresOf,
      bots: botFigures,
      published: played && stat ? publishedFigures(module, variant, stat.id, planned.find((l) => l.kind === 'paper')?.protocol ?? '').filter((f) => sides.has(f.beside)) : [],
    });
  }
  const all = rows.flatMap((r) => [...r.lines, ...r.bots]);
  const players = all.flatMap((f) => (f.player && f.line.kind !== 'bot' ? [f.player] : []));
  const sizes = new Set(all.filter((f) => f.recorded > 0).map((f) => f.recorded));
  return {
    model,
    name: modelNames(players).get(model) ?? players[0]?.name ?? model,
    size: sizes.size === 1 ? [...sizes][0]! : null,
    settings: cardSettings(modules, rows.flatMap((r) => r.lines)),
    rows,
  };
}

/**
 * A stored run as a line of a card, or null where it is no benchmark's line: a run in another
 * variant than the paper's or with other parameters than the variant's (`--param`), a person at a
 * seat, or the model in other seats than the paper's. Its id is the run's; a model's line is
 * known by the model's key.
 */
export function storedLine(module: GameModule, run: Pick<RunHeader, 'id' | 'game' | 'variant' | 'params' | 'players'>): SuiteLine | null {
  const { variant, seats } = benchmarkSetting(module);
  if (run.game !== module.game.id || run.variant !== variant || run.players.some((p) => p.kind === 'human')) return null;
  if (!sameJson(run.params, module.game.variants.find((v) => v.id === variant)!.params)) return null;
  const taking = run.players.filter((p) => seats.includes(p.seat));
  const first = taking[0];
  if (!first || taking.length !== seats.length || taking.some((p) => p.kind !== first.kind || (first.kind === 'bot' ? p.name !== first.name : modelKey(p) !== modelKey(first)))) return null;
  const others = run.players.filter((p) => !seats.includes(p.seat));
  if (others.some((p) => p.kind === 'llm')) return null;
  const players = run.players.map((p) => `${p.seat}=${p.kind}:${p.name}`);
  if (first.kind === 'bot') return { id: run.id, game: run.game, variant, kind: 'bot', model: null, protocol: first.name, seats, players };
  const offered = module.protocols.filter((p) => seats.every((seat) => !p.seats || p.seats.includes(seat)));
  const protocol = typeof first.settings?.protocol === 'string' ? first.settings.protocol : offered[0]?.id ?? '';
  const own = offered.find((p) => p.id === protocol);
  const kind = protocol === offered[0]?.id ? 'paper' : own && (own.grammar || own.jsonSchema) ? 'constrained' : 'other';
  return { id: run.id, game: run.game, variant, kind, model: modelKey(first), protocol, seats, players };
}

/**
 * When this browser stored a run, for "newest": its own runs' creation, an import's time for an
 * imported one. A file's own dates may say anything, so an imported run stored before the time
 * was kept counts as the oldest.
 */
export const storedAt = (run: Pick<RunHeader, 'createdAt' | 'storedAt' | 'imported'>): string => run.storedAt ?? (run.imported ? '' : run.createdAt);

/** A leaderboard's row: a model and its paper-protocol figure on each benchmark it played. */
export interface BoardRow {
  model: string;
  name: string;
  /** By game id. */
  figures: Record<string, LineFigures>;
}

/** The leaderboard of several cards: each model's line by the paper's protocol, by game, where it has a figure or a reason. */
export function leaderboard(cards: readonly ReportCard[]): BoardRow[] {
  return cards.map((card) => ({
    model: card.model,
    name: card.name,
    figures: Object.fromEntries(card.rows.flatMap((row) => {
      const line = row.lines.find((f) => f.line.kind === 'paper');
      return line && line.recorded > 0 ? [[row.game, line]] : [];
    })),
  }));
}

const figureOf = (row: BoardRow, game: string | null) => (game ? row.figures[game]?.headline?.value : undefined);

/** Rows sorted by one benchmark's figure, best first (or worst), models without it last, then by name. */
export function sortBoard(rows: readonly BoardRow[], game: string | null, ascending = false): BoardRow[] {
  return [...rows].sort((a, b) => {
    const [x, y] = [figureOf(a, game), figureOf(b, game)];
    const missing = Number(x === undefined || !Number.isFinite(x)) - Number(y === undefined || !Number.isFinite(y));
    return missing || (x !== undefined && y !== undefined && (ascending ? x - y : y - x)) || a.name.localeCompare(b.name);
  });
}

const overlap = (a: Interval, b: Interval) => a.low <= b.high && b.low <= a.high;

/** The fewest setups two lines must share for the paired test to decide between them, rather than their intervals. */
export const FEWEST_PAIRS = 2;

/**
 * Whether two figures can be told apart: on at least `FEWEST_PAIRS` shared setups, when a paired
 * test gives p < 0.05; otherwise, when their 95% intervals do not overlap.
 */
export function toldApart(a: LineFigures, b: LineFigures): boolean {
  const pairs = pairsOf(a, b);
  if (pairs.length >= FEWEST_PAIRS) return pairedTest(pairs).p < 0.05;
  const [x, y] = [a.headline?.interval, b.headline?.interval];
  return x !== undefined && y !== undefined && !overlap(x, y);
}

/**
 * Ranks of rows sorted by a benchmark: a row that cannot be told apart from the one above
 * (`toldApart`) shares its rank; a row without the figure has none.
 */
export function boardRanks(sorted: readonly BoardRow[], game: string): (number | null)[] {
  const ranks: (number | null)[] = [];
  sorted.forEach((row, i) => {
    const mine = row.figures[game];
    const above = sorted[i - 1]?.figures[game];
    if (!mine?.headline || !Number.isFinite(mine.headline.value)) ranks.push(null);
    else if (above?.headline && ranks[i - 1] && !toldApart(above, mine)) ranks.push(ranks[i - 1]!);
    else ranks.push(i + 1);
  });
  return ranks;
}
