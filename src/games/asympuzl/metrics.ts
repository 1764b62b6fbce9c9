/**
 * AsymPuzl's measures: success within 2N turns, turns to solve, the paper's actions per position,
 * the share of output spent on messages (its Table 3), and the failure patterns it describes, read
 * from the transcript.
 */
import { fold, type Summary, type SummarySeries, type SummaryStat, type Tally } from '../../core/game';
import type { EpisodeRecord, ModelCallEvent } from '../../core/record';
import { cutReplies, invalidAttempts, movesOf } from '../../core/replay';
import { cutStat, maximum, wilson } from '../../core/stats';
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

/** The figures of one group of episodes (all of a batch, or one mode, size or setting of several), folded an episode at a time. */
function groupTally() {
  let [n, solved, turnsToSolve, actions, invalid, cut, shares, shareSum] = [0, 0, 0, 0, 0, 0, 0, 0];
  const failures = new Map<FailureTag, number>();
  const tokens = { alice: { episodes: 0, calls: 0, output: 0, message: 0 }, bob: { episodes: 0, calls: 0, output: 0, message: 0 } };
  return {
    add(m: Metrics) {
      n++;
      if (m.solved) (solved++, (turnsToSolve += m.turnsToSolve!));
      actions += m.actionsPerPosition;
      invalid += m.invalid;
      cut += m.cut ?? 0;
      for (const tag of m.failures) failures.set(tag, (failures.get(tag) ?? 0) + 1);
      for (const seat of ['alice', 'bob'] as const) {
        const count = m.tokens?.[seat];
        if (!count) continue;
        const sums = tokens[seat];
        sums.episodes++;
        sums.calls += count.calls;
        sums.output += count.output;
        sums.message += count.message;
      }
      if (m.messageShare !== null) (shares++, (shareSum += m.messageShare));
    },
    stats(id: string, label: string): SummaryStat[] {
      return [
        { id: `${id}success`, label: `${label}Success`, value: solved / n, interval: wilson(solved, n), format: 'percent' },
        { id: `${id}meanTurnsToSolve`, label: `${label}Turns to solve (solved episodes)`, value: solved ? turnsToSolve / solved : NaN, format: 'number' },
        { id: `${id}actionsPerPosition`, label: `${label}Actions per position (agents together)`, value: actions / n, format: 'number' },
        { id: `${id}meanInvalid`, label: `${label}Refused replies per episode`, value: invalid / n, format: 'number' },
        { ...cutStat(cut / n, `${label}Replies cut off at the token limit per episode`), id: `${id}meanCut` },
        ...Object.entries(FAILURE_LABELS).map(([tag, f]) => ({
          id: `${id}${f.id}`, label: `${label}${f.label}`, value: failures.get(tag as FailureTag) ?? 0, format: 'count' as const,
        })),
        // Table 3's figures for each agent: output and message tokens per call, and the message's share.
        ...(['alice', 'bob'] as const).flatMap((seat): SummaryStat[] => {
          const { episodes, calls, output, message } = tokens[seat];
          const name = seat === 'alice' ? 'Alice' : 'Bob';
          return episodes === 0
            ? []
            : [
                { id: `${id}${seat}OutputTokens`, label: `${label}${name}: output tokens per turn`, value: output / calls, format: 'number' },
                { id: `${id}${seat}MessageTokens`, label: `${label}${name}: message tokens per turn (estimated)`, value: message / calls, format: 'number' },
                { id: `${id}${seat}MessageShare`, label: `${label}${name}: message share of output`, value: message / output, format: 'percent' },
              ];
        }),
        ...(shares ? [{ id: `${id}messageShare`, label: `${label}Message share of output (mean of episodes)`, value: shareSum / shares, format: 'percent' as const }] : []),
      ];
    },
  };
}

/** The ways a batch can mix episodes, each with the id prefix and label of its groups. */
const GROUPINGS: { key: (m: Metrics) => string; label: (m: Metrics) => string }[] = [
  { key: (m) => m.setting, label: (m) => (m.setting === 'pair' ? 'Two agents: ' : 'One agent: ') },
  { key: (m) => `n${m.size}`, label: (m) => `N = ${m.size}: ` },
  { key: (m) => m.feedback, label: (m) => `${MODE_LABELS[m.feedback]}${m.feedback === 'none' ? '' : ' feedback'}: ` },
];

/**
 * The summary folded an episode at a time: every episode's figures, each grouping's groups where
 * a batch mixes them (in the order they first came), and the paper's Figure 3, the share of
 * episodes solved within K turns for each K.
 */
export function tally(): Tally<Metrics> {
  const all = groupTally();
  const groups = GROUPINGS.map(() => new Map<string, { label: string; tally: ReturnType<typeof groupTally> }>());
  /** By turn, the episodes solved at its end. */
  const solvedAt: number[] = [];
  let [n, limit] = [0, 0];
  return {
    add(m) {
      n++;
      all.add(m);
      GROUPINGS.forEach(({ key, label }, g) => {
        const k = key(m);
        if (!groups[g]!.has(k)) groups[g]!.set(k, { label: label(m), tally: groupTally() });
        groups[g]!.get(k)!.tally.add(m);
      });
      limit = Math.max(limit, m.setting === 'single' ? 1 : 2 * m.size);
      if (m.turnsToSolve !== null) solvedAt[m.turnsToSolve] = (solvedAt[m.turnsToSolve] ?? 0) + 1;
    },
    summary() {
      if (n === 0) return { episodes: 0, stats: [], series: [] };
      const grouped = GROUPINGS.flatMap((_, g) => (groups[g]!.size < 2 ? [] : [...groups[g]!].flatMap(([k, group]) => group.tally.stats(`${k}.`, group.label))));
      let within = solvedAt[0] ?? 0;
      const values = Array.from({ length: limit }, (_, k) => (within += solvedAt[k + 1] ?? 0) / n);
      const successByTurn: SummarySeries = { id: 'successByTurn', label: 'Success within K turns (K = 1, 2, …)', values };
      return { episodes: n, stats: [...all.stats('', grouped.length ? 'All: ' : ''), ...grouped], series: [successByTurn] };
    },
  };
}

export const summarize = (metrics: Metrics[]): Summary => fold(tally(), metrics);
