/**
 * Guess Number's plots: the candidates left and the scores after each guess, beside the
 * max-entropy bot's over the same secrets; and when the secret was first guessed.
 */
import type { Summary } from '../../../core/game';
import { maxEntropy } from '../../../games/guess-number/bots';
import type { Metrics, Params } from '../../../games/guess-number/game';
import { ALL_SECRETS, START_BITS } from '../../../games/guess-number/rules';
import type { GameModule } from '../../../games/module';
import { playEpisode } from '../../../run/episode';
import type { EpisodeHeader } from '../../../store/db';
import { meanByRound, seriesFigures, type Figure, type Point } from '../../plots/figure';
import type { GamePlots } from '../../plots/spec';

export const BOT_SERIES = 'Max-entropy bot, same secrets';

/** The bot plays at most this many of a run's secrets, so a page opens in a moment even for an exhaustive batch. */
export const BOT_SAMPLE = 500;

/** The candidates a process score leaves: the score is the share of the 12.3 bits resolved, 1 − log2(candidates) / 12.3. */
export const candidatesLeft = (score: number) => Math.round(2 ** (START_BITS * (1 - score)));

/** The guess (from 1) that first matched the secret, or null: AR-Bench's digit score is 1 exactly then. */
export const firstHit = (m: Pick<Metrics, 'digitScores'>) => {
  const at = m.digitScores.indexOf(1);
  return at < 0 ? null : at + 1;
};

/** The mean candidates left before the first guess (all 5,040) and after each guess. */
export function candidatesCurve(metrics: Pick<Metrics, 'processScores'>[]): number[] {
  return [ALL_SECRETS.length, ...meanByRound(metrics.map((m) => m.processScores.map(candidatesLeft)))];
}

/** Episodes by the guess that first matched the secret, from the first to the latest seen, then those never matched. */
export function firstHitCounts(metrics: Pick<Metrics, 'digitScores'>[]): { guess: string; episodes: number }[] {
  const hits = metrics.map(firstHit);
  const latest = hits.reduce<number>((n, h) => Math.max(n, h ?? 0), 0);
  const counts = Array.from({ length: latest }, (_, i) => ({ guess: String(i + 1), episodes: hits.filter((h) => h === i + 1).length }));
  const never = hits.filter((h) => h === null).length;
  return never ? [...counts, { guess: 'never', episodes: never }] : counts;
}

/** The bot's metrics over the run's own secrets (the first `BOT_SAMPLE`), under the run's parameters. */
export async function botMetrics(module: GameModule, variant: string, params: Params, episodes: Pick<EpisodeHeader, 'setup' | 'seed'>[]): Promise<Metrics[]> {
  const games = [];
  for (const episode of episodes.slice(0, BOT_SAMPLE)) {
    const played = await playEpisode({ game: module.game, variant, params, seed: episode.seed, setup: episode.setup, agents: { player: maxEntropy }, runId: 'max-entropy-comparison' });
    games.push(played.metrics as unknown as Metrics);
  }
  return games;
}

const sampleNote = (n: number) => (n > BOT_SAMPLE ? ` (its first ${BOT_SAMPLE} secrets)` : '');

/** The figures, with the bot's curves where `bot` holds its games over the same secrets. */
export function guessNumberFigures(summary: Summary, metrics: Metrics[], bot: { metrics: Metrics[]; summary: Summary } | null): Figure[] {
  const compared = bot ? ` beside the max-entropy bot’s over the same secrets${sampleNote(metrics.length)}` : '';
  const withBot = (own: Point[], theirs: Point[]) => (bot ? [...own, ...theirs] : own);
  const botSeries = bot ? seriesFigures(bot.summary, BOT_SERIES) : [];
  const scores = seriesFigures(summary).map((figure) => ({
    ...figure,
    caption: `${figure.caption.replace(/\.$/, '')}${compared}.`,
    x: { label: 'Guess' },
    y: { label: figure.id === 'processScore' ? 'Share of the bits resolved' : 'Digit score', percent: figure.id === 'processScore' },
    points: withBot(figure.points, botSeries.find((f) => f.id === figure.id)?.points ?? []),
  }));
  const start = (values: number[]) => values.map((y, x) => ({ x, y }));
  return [
    {
      id: 'candidatesLeft',
      title: 'Secrets still possible after each guess',
      caption: `The mean number of secrets that fit all the feedback so far, from all 5,040 before the first guess${compared}; a game that ended keeps its last count.`,
      kind: 'line',
      x: { label: 'Guess' },
      y: { label: 'Secrets still possible (mean)', log: true },
      points: withBot(
        start(candidatesCurve(metrics)).map((p) => ({ series: 'This run', ...p })),
        bot ? start(candidatesCurve(bot.metrics)).map((p) => ({ series: BOT_SERIES, ...p })) : [],
      ),
    },
    ...scores,
    {
      id: 'firstHit',
      title: 'When the secret was first guessed',
      caption: 'Episodes by the guess that first matched the secret (under AR-Bench’s loop the game plays on and the final answer decides); “never” counts those that never matched it.',
      kind: 'bar',
      x: { label: 'Guess that first matched' },
      y: { label: 'Episodes' },
      points: firstHitCounts(metrics).map(({ guess, episodes }) => ({ series: 'This run', x: guess, y: episodes })),
    },
  ];
}

export const plots: GamePlots = {
  async figures({ run, summary, episodes, module }) {
    const metrics = episodes.map((e) => e.metrics as unknown as Metrics);
    const isBot = run.players.every((p) => p.kind === 'bot' && p.name === 'max-entropy');
    if (isBot) return guessNumberFigures(summary, metrics, null);
    const games = await botMetrics(module, run.variant, run.params as unknown as Params, episodes);
    return guessNumberFigures(summary, metrics, { metrics: games, summary: module.game.summarize(games) });
  },
};
