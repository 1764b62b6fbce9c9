/**
 * AsymPuzl's measures: success within 2N turns, turns to solve, the paper's actions per position,
 * the share of output spent on messages (its Table 3), and the failure patterns it describes, read
 * from the transcript.
 */
import type { Summary, SummarySeries, SummaryStat } from '../../core/game';
import type { EpisodeRecord, ModelCallEvent } from '../../core/record';
import { cutReplies, invalidAttempts, movesOf } from '../../core/replay';
import { cutStat, maximum, mean, wilson } from '../../core/stats';
import { MODE_LABELS, seatsOf, startingHypothesis, wrongPositions } from './rules';
import type { FailureTag, Metrics, Move, Outcome, Piece, Result, Seat, State, TokenCount, TruthEntry } from './types';

/**
 * Writes of one position by one agent from which Fogplay calls it over-correction. The paper
 * names the pattern (section 5.3: Llama 3.2-11B modifies positions "more than 4 times on
 * average") without a threshold; the optimum is one write per agent and position, and a single
 * correction makes two, so three is the first that repeats a correction.
 */
const OVER_CORRECTION_WRITES = 3;

const isRight = (piece: Piece | undefined, truth: TruthEntry) => piece?.shape === truth.shape && piece.color === truth.color;

/** Each seat's output tokens, and the share of them that was the message; null where no model reported any. */
function tokenCounts(episode: EpisodeRecord): Record<string, TokenCount> | null {
  const counts: Record<string, TokenCount> = {};
  for (const call of episode.events.filter((e): e is ModelCallEvent => e.type === 'model-call')) {
    const output = call.usage.completionTokens;
    if (output === undefined) continue;
    const parsed = call.parsed as { message?: unknown } | undefined;
    const message = typeof parsed?.message === 'string' && call.text.length ? Math.min(1, parsed.message.length / call.text.length) : 0;
    const count = (counts[call.seat] ??= { calls: 0, output: 0, message: 0 });
    count.calls++;
    count.output += output;
    count.message += output * message;
  }
  return Object.keys(counts).length ? counts : null;
}

/**
 * The episode's measures. Open in the paper, and Fogplay's choices:
 * - Actions per position (section 4.2, "for each position, we count the number of times the
 *   position is modified"): the paper does not say whether a replace by the same pair counts,
 *   whether the agents are pooled, nor how it averages. Here every action counts (it is a write
 *   the agent chose), both agents are pooled, and the count is divided by N; a batch averages
 *   episodes. The optimum is then between 1 and 2: Alice writes each position once, Bob at most once.
 * - Failure tags, from the moves alone (a transcript cannot tell a misunderstanding from a guess):
 *   `non-cooperation` (F.2: the agents ignore each other's messages): an agent whose hypothesis is
 *   still wrong at the end never made a wrong position right, which takes what only its partner
 *   knows (a colour for Alice, a position for Bob); `miscommunication` (F.3: assumptions about
 *   what the other sees, information without guarantee): an agent wrote a pair the truth does not
 *   have at that position, which is acting on information that was wrong or misread;
 *   `over-correction` (5.3): an agent wrote one position `OVER_CORRECTION_WRITES` times or more;
 *   `format-errors`: a reply was refused. The first two need a partner: never for the single agent.
 */
export function metrics(state: State, { solved, turns }: Outcome, episode: EpisodeRecord): Metrics {
  const { params, setup } = state;
  const seats = seatsOf(params);
  const hypotheses = Object.fromEntries(seats.map((seat) => [seat, startingHypothesis(seat, setup)])) as Record<Seat, Piece[]>;
  const writes = new Map<string, number>();
  const improved = new Set<string>();
  let wrongWrite = false;
  for (const { seat, move } of movesOf<Move, Result>(episode)) {
    for (const { replace, by } of move.actions) {
      const truth = setup.truth[replace - 1]!;
      const key = `${seat}/${replace}`;
      writes.set(key, (writes.get(key) ?? 0) + 1);
      if (isRight(by, truth) && !isRight(hypotheses[seat as Seat][replace - 1], truth)) improved.add(seat);
      if (!isRight(by, truth)) wrongWrite = true;
      hypotheses[seat as Seat][replace - 1] = by;
    }
  }
  const actionsOf = (seat: Seat) => [...writes].filter(([key]) => key.startsWith(`${seat}/`)).reduce((sum, [, n]) => sum + n, 0);
  const invalid = invalidAttempts(episode);
  const cut = cutReplies(episode);
  const pair = params.setting === 'pair';
  const failures: FailureTag[] = [];
  if (pair && seats.some((seat) => wrongPositions(state.hypotheses[seat] ?? [], setup.truth).length > 0 && !improved.has(seat))) failures.push('non-cooperation');
  if (pair && wrongWrite) failures.push('miscommunication');
  if (maximum([...writes.values()]) >= OVER_CORRECTION_WRITES) failures.push('over-correction');
  // The paper's format errors are replies it could not read, cut ones among them.
  if (invalid + cut > 0) failures.push('format-errors');
  const tokens = tokenCounts(episode);
  const output = tokens ? Object.values(tokens).reduce((sum, t) => sum + t.output, 0) : 0;
  return {
    setting: params.setting,
    size: params.size,
    feedback: params.feedback,
    solved,
    turns,
    turnsToSolve: solved ? turns : null,
    actionsPerPosition: seats.reduce((sum, seat) => sum + actionsOf(seat), 0) / params.size,
    actionsPerPositionBySeat: Object.fromEntries(seats.map((seat) => [seat, actionsOf(seat) / params.size])),
    invalid,
    cut,
    tokens,
    messageShare: tokens && output > 0 ? Object.values(tokens).reduce((sum, t) => sum + t.message, 0) / output : null,
    failures,
  };
}

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
