import { describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/core/record';
import module from '../../../src/games/detective-cases/index';
import { CASES, LETTERS } from '../../../src/games/detective-cases/data';
import { detectiveCases as game, type DetectiveView, type Move, type Outcome, type State, type SuspectView } from '../../../src/games/detective-cases/game';
import { paperProtocol, suspectJsonProtocol, suspectPaperProtocol } from '../../../src/games/detective-cases/prompts';
import { playEpisode } from '../../../src/run/episode';
import { AR_BENCH, CLASSROOM, caseSetup, seatOf, secretsOf } from './helpers';

/** Plays moves in order from the start of a case; every move must be valid. */
function play(moves: [string, Move][], params = AR_BENCH, index = 1): State {
  let state = game.init(params, caseSetup(index));
  for (const [seat, move] of moves) {
    expect(game.current(state)).toBe(seat);
    const checked = game.validate(state, seat, move);
    if (!checked.ok) throw new Error(checked.reason);
    state = game.apply(state, seat, checked.move).state;
  }
  return state;
}

const ask = (suspect: string, question: string): [string, Move] => ['detective', { kind: 'ask', suspect: suspect as 'A', question }];
const answer = (seat: string, text: string, hits: number[] = []): [string, Move] => [seat, { kind: 'answer', text, hits }];
const episodeOf = (invalid: number) => ({ events: Array.from({ length: invalid }, () => ({ type: 'invalid' })) }) as unknown as EpisodeRecord;

describe('privacy between seats', () => {
  it.each(CASES.map((c) => [c.index]))('case %i: no suspect’s prompt holds another’s story, and no innocent’s holds who the murderer is', (index) => {
    const setup = caseSetup(index);
    const state = { ...game.init(AR_BENCH, setup), turns: LETTERS.map((l, i) => ({ number: i + 1, suspect: l, question: 'Where were you?', answer: i < 4 ? 'At home.' : null, hits: [] })) };
    for (const letter of LETTERS) {
      const view = game.view(state, letter) as SuspectView;
      const prompts = [suspectPaperProtocol, suspectJsonProtocol].map((p) => `${p.system!(view)}\n${p.turn(view, null)}\n${JSON.stringify(view)}`);
      for (const prompt of prompts) {
        for (const secret of secretsOf(setup, letter)) expect(prompt.includes(secret), `${letter} sees: ${secret.slice(0, 60)}`).toBe(false);
        expect(prompt).toContain(view.self.story);
      }
      // Only the questions put to this suspect.
      expect(view.questions.map((q) => q.number)).toEqual([LETTERS.indexOf(letter) + 1]);
    }
    const detective = game.view(state, 'detective') as DetectiveView;
    const prompt = `${paperProtocol.system!(detective)}\n${JSON.stringify(detective)}`;
    for (const secret of secretsOf(setup, 'detective')) expect(prompt.includes(secret)).toBe(false);
    expect(JSON.stringify(game.publicView(state))).toBe(JSON.stringify({ ...detective, seat: undefined }));
  });

  it('tells only the murderer and the accomplice whose task names them who the murderer is', () => {
    const setup = caseSetup(1);
    const told = (letter: string) => /You are the true murderer|Assist the murderer|"is_murderer":true/.test(JSON.stringify(game.view(game.init(AR_BENCH, setup), letter)));
    expect(LETTERS.filter(told).sort()).toEqual([seatOf(setup, 0), seatOf(setup, 3)].sort());
  });
});

describe('the rules', () => {
  it('follows AR-Bench’s turn: choose, ask, answer; a reply naming no suspect loses the turn', () => {
    const state = play([['detective', { kind: 'choose', suspect: null }], ['detective', { kind: 'choose', suspect: 'B' }], ['detective', { kind: 'ask', suspect: 'B', question: 'Where were you?' }], answer('B', 'On the gallery.')]);
    expect(state.turns.map((t) => [t.number, t.suspect, t.answer])).toEqual([[1, null, null], [2, 'B', 'On the gallery.']]);
    expect(game.validate(play([['detective', { kind: 'choose', suspect: 'B' }]]), 'detective', { kind: 'ask', suspect: 'C', question: 'Why?' }).ok).toBe(false);
  });

  it('asks for the accusation only after every turn in AR-Bench, whenever in the classroom', () => {
    const start = game.init(AR_BENCH, caseSetup(1));
    expect(game.validate(start, 'detective', { kind: 'accuse', suspect: 'C', reasoning: '' })).toMatchObject({ ok: false });
    expect(game.validate(game.init(CLASSROOM, caseSetup(1)), 'detective', { kind: 'accuse', suspect: 'C', reasoning: '' }).ok).toBe(true);
    const full = { ...start, turns: Array.from({ length: 25 }, (_, i) => ({ number: i + 1, suspect: null, question: null, answer: null, hits: [] })) };
    expect(game.validate(full, 'detective', { kind: 'ask', suspect: 'A', question: 'Why?' })).toMatchObject({ ok: false });
    expect(game.validate(full, 'A', { kind: 'answer', text: 'No.', hits: [] })).toMatchObject({ ok: false });
  });

  it('checks a suspect’s key questions against its own list', () => {
    const state = play([ask('C', 'Why?')]);
    expect(game.validate(state, 'C', { kind: 'answer', text: 'Money.', hits: [3, 1, 1] })).toEqual({ ok: true, move: { kind: 'answer', text: 'Money.', hits: [1, 3] } });
    expect(game.validate(state, 'C', { kind: 'answer', text: 'Money.', hits: [4] }).ok).toBe(false);
    expect(game.validate(state, 'B', { kind: 'answer', text: 'Money.', hits: [] }).ok).toBe(false);
  });
});

describe('accuracy and the process curve on hand-made transcripts', () => {
  // Case 1: C is Marta Kovac (the murderer, 3 key questions), B Ines (1), D Callum (1), E Tobias (1), A the confuser.
  it('scores a right accusation and the share of key questions hit after each turn', () => {
    const moves: [string, Move][] = [
      ask('C', 'Did you lose your lease?'), answer('C', 'I will manage.', [1]),
      ['detective', { kind: 'choose', suspect: null }],
      ask('C', 'Did you lose your lease?'), answer('C', 'I said I will manage.', [1]),
      ask('D', 'Where were you?'), answer('D', 'On the ferry.', [1]),
      ask('A', 'Who are you?'), answer('A', 'A birdwatcher.'),
    ];
    const params = { maxTurns: 5, earlyAccusation: false };
    const state = play([...moves, ['detective', { kind: 'accuse', suspect: 'C', reasoning: 'Answer: C' }]], params);
    const outcome = game.outcome(state)!;
    expect(outcome).toEqual({ accused: 'C', murderer: 'C', correct: true, turns: 5, keyQuestionsHit: 2, keyQuestions: 6, forfeit: null });
    const metrics = game.metrics(state, outcome, episodeOf(2));
    expect(metrics).toMatchObject({ case: 1, correct: true, lostTurns: 1, invalid: 2, processFinal: 2 / 6 });
    expect(metrics.process).toEqual([1 / 6, 1 / 6, 1 / 6, 2 / 6, 2 / 6]);
  });

  it('counts an accusation naming no one, and a forfeit, as wrong; summarises with Wilson intervals', () => {
    const none = play([ask('A', 'Why?'), answer('A', 'No reason.'), ['detective', { kind: 'accuse', suspect: null, reasoning: 'I cannot tell.' }]], { maxTurns: 1, earlyAccusation: false });
    expect(game.outcome(none)).toMatchObject({ accused: null, correct: false });
    const forfeited = game.forfeit(play([ask('B', 'Why?')]), 'B');
    expect(game.outcome(forfeited)).toMatchObject({ accused: null, correct: false, forfeit: 'B' });
    const all = [none, forfeited, play([['detective', { kind: 'accuse', suspect: 'C', reasoning: '' }]], CLASSROOM)].map((s) => game.metrics(s, game.outcome(s) as Outcome, episodeOf(0)));
    const summary = game.summarize(all);
    const accuracy = summary.stats.find((s) => s.id === 'accuracy')!;
    expect(accuracy.value).toBeCloseTo(1 / 3);
    expect(accuracy.interval!.low).toBeCloseTo(0.0615, 3);
    expect(accuracy.interval!.high).toBeCloseTo(0.7923, 3);
    expect(summary.series.find((s) => s.id === 'processCurve')!.values[0]).toBe(0);
    expect(game.describeOutcome(game.outcome(none)!)).toBe('named no one, but C is the murderer; 1 turn, 0 of 6 key questions hit');
  });
});

describe('the rule-based seats', () => {
  /** Measured: the key-point detective names the murderer in all 12 written cases against the stand-in suspects, in both variants. */
  it.each(game.variants.map((v) => [v.id, v.params] as const))('the key-point detective solves at least 10 of the 12 cases against the stand-ins (%s)', async (variant, params) => {
    let solved = 0;
    for (const [i, record] of CASES.entries()) {
      const agents = Object.fromEntries(game.seats(params).map((s) => [s, (s === 'detective' ? module.bots[0]! : module.bots[1]!).create()]));
      const episode = await playEpisode({ game, variant, params, seed: i, setup: { record }, agents, runId: 'bots' });
      expect(episode.status).toBe('finished');
      if ((episode.outcome as unknown as Outcome).correct) solved++;
      expect((episode.metrics as { processFinal: number }).processFinal).toBeGreaterThanOrEqual(0.5);
    }
    expect(solved).toBeGreaterThanOrEqual(10);
    expect(solved).toBeLessThanOrEqual(12);
  });
});
