/** AsymPuzl's summary as it was computed from every episode's metrics at once, before it was folded: the tally's reference. */
import type { Summary, SummarySeries, SummaryStat } from '../../../src/core/game';
import { cutStat, maximum, mean, wilson } from '../../../src/core/stats';
import { MODE_LABELS } from '../../../src/games/asympuzl/rules';
import type { FailureTag, Metrics, TokenCount } from '../../../src/games/asympuzl/types';

const OVER_CORRECTION_WRITES = 3;

const FAILURE_LABELS: Record<FailureTag, { id: string; label: string }> = {
  'non-cooperation': { id: 'nonCooperation', label: 'Episodes with non-cooperation (a partner’s information never used)' },
  miscommunication: { id: 'miscommunication', label: 'Episodes with miscommunication (a wrong pair written)' },
  'over-correction': { id: 'overCorrection', label: `Episodes with over-correction (a position written ${OVER_CORRECTION_WRITES}+ times by one agent)` },
  'format-errors': { id: 'formatErrors', label: 'Episodes with format errors (a refused reply)' },
};

/** Table 3's figures for one agent: output and message tokens per call, and the message's share. */
function tokenStats(metrics: Metrics[], seat: 'alice' | 'bob', id: string, label: string): SummaryStat[] {
  const counts = metrics.flatMap((m) => (m.tokens?.[seat] ? [m.tokens[seat]] : []));
  if (counts.length === 0) return [];
  const sum = (key: keyof TokenCount) => counts.reduce((s, c) => s + c[key], 0);
  const name = seat === 'alice' ? 'Alice' : 'Bob';
  return [
    { id: `${id}${seat}OutputTokens`, label: `${label}${name}: output tokens per turn`, value: sum('output') / sum('calls'), format: 'number' },
    { id: `${id}${seat}MessageTokens`, label: `${label}${name}: message tokens per turn (estimated)`, value: sum('message') / sum('calls'), format: 'number' },
    { id: `${id}${seat}MessageShare`, label: `${label}${name}: message share of output`, value: sum('message') / sum('output'), format: 'percent' },
  ];
}

/** A summary's statistics over one group of episodes: all of a batch, or one mode, size or setting of several. */
function groupStats(metrics: Metrics[], id: string, label: string): SummaryStat[] {
  const n = metrics.length;
  const solved = metrics.filter((m) => m.solved);
  const shares = metrics.flatMap((m) => (m.messageShare === null ? [] : [m.messageShare]));
  return [
    { id: `${id}success`, label: `${label}Success`, value: solved.length / n, interval: wilson(solved.length, n), format: 'percent' },
    { id: `${id}meanTurnsToSolve`, label: `${label}Turns to solve (solved episodes)`, value: mean(solved.map((m) => m.turnsToSolve!)), format: 'number' },
    { id: `${id}actionsPerPosition`, label: `${label}Actions per position (agents together)`, value: mean(metrics.map((m) => m.actionsPerPosition)), format: 'number' },
    { id: `${id}meanInvalid`, label: `${label}Refused replies per episode`, value: mean(metrics.map((m) => m.invalid)), format: 'number' },
    { ...cutStat(metrics, `${label}Replies cut off at the token limit per episode`), id: `${id}meanCut` },
    ...Object.entries(FAILURE_LABELS).map(([tag, f]) => ({
      id: `${id}${f.id}`, label: `${label}${f.label}`, value: metrics.filter((m) => m.failures.includes(tag as FailureTag)).length, format: 'count' as const,
    })),
    ...tokenStats(metrics, 'alice', id, label),
    ...tokenStats(metrics, 'bob', id, label),
    ...(shares.length ? [{ id: `${id}messageShare`, label: `${label}Message share of output (mean of episodes)`, value: mean(shares), format: 'percent' as const }] : []),
  ];
}

/** The ways a batch can mix episodes, each with the id prefix and label of its groups. */
const GROUPINGS: { key: (m: Metrics) => string; label: (m: Metrics) => string }[] = [
  { key: (m) => m.setting, label: (m) => (m.setting === 'pair' ? 'Two agents: ' : 'One agent: ') },
  { key: (m) => `n${m.size}`, label: (m) => `N = ${m.size}: ` },
  { key: (m) => m.feedback, label: (m) => `${MODE_LABELS[m.feedback]}${m.feedback === 'none' ? '' : ' feedback'}: ` },
];

/** The paper's Figure 3: the share of episodes solved within K turns, for each K. */
function successByTurn(metrics: Metrics[]): SummarySeries {
  const limit = maximum(metrics.map((m) => (m.setting === 'single' ? 1 : 2 * m.size)));
  const values = Array.from({ length: limit }, (_, k) => metrics.filter((m) => m.turnsToSolve !== null && m.turnsToSolve <= k + 1).length / metrics.length);
  return { id: 'successByTurn', label: 'Success within K turns (K = 1, 2, …)', values };
}

export function summarize(metrics: Metrics[]): Summary {
  if (metrics.length === 0) return { episodes: 0, stats: [], series: [] };
  const groups = GROUPINGS.flatMap(({ key, label }) => {
    const keys = [...new Set(metrics.map(key))];
    if (keys.length < 2) return [];
    return keys.flatMap((k) => {
      const group = metrics.filter((m) => key(m) === k);
      return groupStats(group, `${k}.`, label(group[0]!));
    });
  });
  return { episodes: metrics.length, stats: [...groupStats(metrics, '', groups.length ? 'All: ' : ''), ...groups], series: [successByTurn(metrics)] };
}
