/** Runs of one game side by side: their statistics, the difference from the first, and their plots overlaid. */
import type { Summary, SummaryStat } from '../../core/game';
import { modelKey, modelNames } from '../../core/model-identity';
import type { EpisodeRecord, RunHeader } from '../../core/record';
import { pairedTest, type PairedTest } from '../../core/stats';
import { setupKey } from '../../run/report-card';
import type { Figure } from './figure';

export interface ComparedRun {
  /** How the tables and legends name it. */
  label: string;
  summary: Summary;
  /** Each finished episode's own statistics (by id), by setup (`setupKey`): what a paired test compares. */
  byEpisode?: Map<string, Map<string, number>>;
}

/** Each finished episode's own statistics by setup: its summary as a batch of one. */
export function episodeStats(episodes: readonly Pick<EpisodeRecord, 'seed' | 'setup' | 'metrics'>[], summarize: (metrics: EpisodeRecord['metrics'][]) => Summary): Map<string, Map<string, number>> {
  return new Map(episodes.map((e) => [setupKey(e), new Map(summarize([e.metrics]).stats.filter((s) => Number.isFinite(s.value)).map((s) => [s.id, s.value]))]));
}

/** One statistic across the runs. */
export interface ComparedStat {
  id: string;
  label: string;
  format: SummaryStat['format'];
  /** By run, in the runs' order; undefined where a run's summary has no such statistic. */
  stats: (SummaryStat | undefined)[];
  /** By run: its value minus the first run's; undefined for the first run and where either is missing. */
  differences: (number | undefined)[];
  /** By run: whether its 95% interval overlaps the first run's; undefined where either has none. */
  overlaps: (boolean | undefined)[];
  /** By run: a paired test against the first run on the setups both played; undefined for the first, and where they share none. */
  paired: (PairedTest | undefined)[];
}

/**
 * Names for runs compared side by side, by who played and how: the players, and of the variant,
 * the models' protocols and their temperature only what differs between the runs; runs alike in
 * all of these are told apart by their position.
 */
export function runNames(runs: Pick<RunHeader, 'variant' | 'players'>[]): string[] {
  // Models by their identity: two of one name are named apart.
  const modelName = modelNames(runs.flatMap((run) => run.players.filter((p) => p.kind === 'llm')));
  const parts = runs.map((run) => {
    const models = run.players.filter((p) => p.kind === 'llm');
    const setting = (key: string) => [...new Set(models.map((p) => p.settings?.[key]).filter((v) => v !== undefined).map(String))].join('/');
    return {
      players: [...new Set(run.players.map((p) => (p.kind === 'human' ? 'person' : p.kind === 'llm' ? (modelName.get(modelKey(p)) ?? p.name) : p.name)))].join(', '),
      variant: run.variant,
      protocol: setting('protocol') && `${setting('protocol')} prompts`,
      temperature: setting('temperature') && `temperature ${setting('temperature')}`,
    };
  });
  // A bot's run has no prompts: only the runs that have a setting can differ in it.
  const differ = (key: keyof (typeof parts)[number]) => new Set(parts.map((p) => p[key]).filter(Boolean)).size > 1;
  const keys = (['variant', 'protocol', 'temperature'] as const).filter(differ);
  const names = parts.map((p) => [p.players, ...keys.map((k) => p[k]).filter(Boolean)].join(' · '));
  return names.map((name, i) => (names.indexOf(name) !== names.lastIndexOf(name) ? `${name} (run ${i + 1})` : name));
}

/** Whether two 95% intervals share any value. */
export const overlap = (a: { low: number; high: number }, b: { low: number; high: number }) => a.low <= b.high && b.low <= a.high;

/** A sentence on why runs cannot be compared (none, one, or of different games), or null when they can. */
export function whyNotComparable(runs: Pick<RunHeader, 'game'>[], titleOf: (game: string) => string): string | null {
  if (runs.length < 2) return 'Choose at least two runs to compare.';
  const games = [...new Set(runs.map((r) => r.game))];
  if (games.length > 1) return `These runs are of different games (${games.map(titleOf).join(', ')}): only runs of the same game can be compared.`;
  return null;
}

/** Every statistic of any run, in the order the runs first give them. */
export function compareStats(runs: ComparedRun[]): ComparedStat[] {
  const order = new Map<string, SummaryStat>();
  for (const run of runs) for (const stat of run.summary.stats) if (!order.has(stat.id)) order.set(stat.id, stat);
  return [...order.values()].map(({ id, label, format }) => {
    const stats = runs.map((run) => run.summary.stats.find((s) => s.id === id));
    const first = stats[0];
    return {
      id,
      label,
      format,
      stats,
      differences: stats.map((s, i) => (i === 0 || !s || !first ? undefined : s.value - first.value)),
      overlaps: stats.map((s, i) => (i === 0 || !s?.interval || !first?.interval ? undefined : overlap(s.interval, first.interval))),
      paired: runs.map((run, i) => {
        if (i === 0 || !run.byEpisode || !runs[0]!.byEpisode) return undefined;
        const pairs = [...runs[0]!.byEpisode].flatMap(([setup, own]) => {
          const [a, b] = [own.get(id), run.byEpisode!.get(setup)?.get(id)];
          return a === undefined || b === undefined ? [] : [[a, b] as [number, number]];
        });
        return pairs.length ? pairedTest(pairs) : undefined;
      }),
    };
  });
}

/**
 * The runs' figures overlaid, figure by figure: each run's points named by the run (and by
 * their own series where a figure has several), a published point once.
 */
export function overlayFigures(runs: { label: string; figures: Figure[] }[]): Figure[] {
  const byId = new Map<string, Figure>();
  for (const { label, figures } of runs) {
    for (const figure of figures) {
      const own = figure.points.filter((p) => p.source === undefined);
      const several = new Set(own.map((p) => p.series)).size > 1;
      const renamed = own.map((p) => ({ ...p, series: several ? `${label}: ${p.series}` : label }));
      const seen = byId.get(figure.id);
      if (seen) seen.points.push(...renamed);
      else byId.set(figure.id, { ...figure, points: [...figure.points.filter((p) => p.source !== undefined), ...renamed] });
    }
  }
  return [...byId.values()];
}
