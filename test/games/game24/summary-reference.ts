/** The Game of 24's summary as it was computed from every episode's metrics at once, before it was folded: the tally's reference. */
import type { Summary } from '../../../src/core/game';
import { cutStat, invalidStat, mean, wilson } from '../../../src/core/stats';
import { ERROR_CLASSES } from '../../../src/games/game24/check';
import type { CandidateMetrics, Metrics, ModelMetrics, TotMetrics } from '../../../src/games/game24/game';

type Game24Metrics = (Metrics | ModelMetrics) & Partial<CandidateMetrics> & Partial<TotMetrics>;

export function summarize(metrics: Game24Metrics[]): Summary {
    const n = metrics.length;
    const solved = metrics.filter((m) => m.solved).length;
    // Records from before ToT's reading was kept count by Fogplay's.
    const totSolved = metrics.filter((m) => m.totSolved ?? m.solved).length;
    // Records from before the count was kept have no unary-minus answers.
    const unaryMinus = metrics.map((m) => m.unaryMinusAnswers ?? 0);
    const solvedWithUnaryMinus = metrics.filter((m, i) => m.solved || unaryMinus[i]! > 0).length;
    const searched = metrics.filter((m): m is Metrics & CandidateMetrics => 'anyCandidateSolved' in m);
    const candidateRate = (id: string, key: keyof CandidateMetrics, label: string) => {
      const hits = searched.filter((m) => m[key]).length;
      return { id, label, value: hits / searched.length, interval: wilson(hits, searched.length), format: 'percent' as const };
    };
    // Model costs, when models played: bots and people ask no model.
    const models = metrics.filter((m): m is ModelMetrics => 'modelQueries' in m);
    const perPuzzle = <M extends Metrics>(of: M[], id: string, key: keyof M & string, label: string) => ({
      id, label, value: mean(of.map((m) => m[key] as number)), format: 'number' as const,
    });
    return {
      episodes: n,
      stats: [
        {
          id: 'successRate',
          // The benchmark's figure: the reply read as Tree of Thoughts' test_output reads it (the rules page says how).
          label: 'Success rate',
          value: totSolved / n,
          interval: wilson(totSolved, n),
          format: 'percent',
        },
        {
          id: 'successRateFogplay',
          label: "Success rate, Fogplay's friendlier reading (not the benchmark's)",
          value: solved / n,
          interval: wilson(solved, n),
          format: 'percent',
        },
        {
          id: 'successRateWithUnaryMinus',
          label: "Success rate, Fogplay's reading with a unary minus allowed",
          value: solvedWithUnaryMinus / n,
          interval: wilson(solvedWithUnaryMinus, n),
          format: 'percent',
        },
        { id: 'unaryMinusAnswers', label: 'Answers right only with a unary minus', value: unaryMinus.reduce((a, b) => a + b, 0), format: 'count' },
        ...(searched.length
          ? [
              candidateRate('firstCandidateRate', 'firstCandidateSolved', "Search's best final candidate right"),
              candidateRate('anyCandidateRate', 'anyCandidateSolved', "Any of the search's final candidates right"),
            ]
          : []),
        perPuzzle(metrics, 'meanAttempts', 'attempts', 'Mean answers'),
        invalidStat(metrics),
        cutStat(metrics),
        ...(models.length
          ? [
              perPuzzle(models, 'meanModelQueries', 'modelQueries', 'Model queries per puzzle'),
              perPuzzle(models, 'meanPromptTokens', 'promptTokens', 'Prompt tokens per puzzle'),
              perPuzzle(models, 'meanCompletionTokens', 'completionTokens', 'Completion tokens per puzzle'),
            ]
          : []),
        ...ERROR_CLASSES.map(({ id, label }) => ({
          id: `error:${id}`,
          label,
          value: metrics.filter((m) => m.errorClass === id).length,
          format: 'count' as const,
        })),
      ],
      series: [],
    };
  }
